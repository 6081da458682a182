import { Worker } from 'node:worker_threads';
import type { BackupManifest, BackupSource } from './backup-file';
import type { PackAnswer, PackJob } from './backup-pack-worker';

const fromSource = import.meta.url.endsWith('.ts');

/** The packing thread, from dist/backup-pack-worker.js or, in source (tsx, vitest), through tsx. */
function startWorker(job: PackJob): Worker {
  if (!fromSource) {
    return new Worker(new URL('./backup-pack-worker.js', import.meta.url), { workerData: job });
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./backup-pack-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { eval: true, workerData: job });
}

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
    const worker = startWorker({ target, manifest, sources: [...sources], secret });
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
