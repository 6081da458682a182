import { startWorker } from '../../lib/start-worker';
import type { BackupManifest, BackupSource } from './backup-file';
import type { PackAnswer, PackJob } from './backup-pack-worker';

/** The packing thread, from dist/backup-pack-worker.js or, in source (tsx, vitest), through tsx. */
const startPackWorker = (job: PackJob) =>
  startWorker(import.meta.url, 'backup-pack-worker', { workerData: job });

/**
 * Writes a backup file (backup-file.ts), encrypted and authenticated under `secret`, in a thread of
 * its own at the lowest priority, so that the server's main thread and its requests are never
 * behind the compression and the encryption; `signal` stops it (the half-written file is the
 * caller's to remove).
 */
export function writeBackupFile(
  target: string,
  manifest: BackupManifest,
  sources: readonly BackupSource[],
  secret: string,
  signal?: AbortSignal,
): Promise<void> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const worker = startPackWorker({ target, manifest, sources: [...sources], secret });
    let answered = false;
    const onAbort = () => void worker.terminate();
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (answer: PackAnswer) => {
      answered = true;
      if (answer.ok) resolve();
      else
        reject(Object.assign(new Error(answer.message), answer.code ? { code: answer.code } : {}));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (answered) return;
      if (signal?.aborted) reject(signal.reason as Error);
      else reject(new Error(`el hilo de la copia terminó (${code})`));
    });
  });
}
