/**
 * The thread that packs a backup file (backup-pack.ts starts one per backup): reading the copied
 * database and the uploads, compressing, encrypting and writing them is background work, so this thread runs
 * at the lowest priority and the server's requests go first (as the report PDFs, decision 044).
 * Bundled as dist/backup-pack-worker.js (apps/api/build.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { packBackupSync, type BackupManifest, type BackupSource } from './backup-file';

export type PackJob = {
  target: string;
  manifest: BackupManifest;
  sources: BackupSource[];
  /** The app secret, from which the file's keys are derived (it is never written). */
  secret: string;
};
export type PackAnswer = { ok: true } | { ok: false; message: string; code?: string };

const port = parentPort;
if (!port) throw new Error('backup-pack-worker runs as a worker thread');

try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, 19);
} catch {
  // not Linux, or not allowed: packed at normal priority
}

const job = workerData as PackJob;
try {
  packBackupSync(job.target, job.manifest, job.sources, job.secret);
  port.postMessage({ ok: true } satisfies PackAnswer);
} catch (error) {
  const { message, code } = error as NodeJS.ErrnoException;
  port.postMessage({ ok: false, message, ...(code && { code }) } satisfies PackAnswer);
}
