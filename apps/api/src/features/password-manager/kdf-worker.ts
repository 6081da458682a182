/**
 * The thread that runs the security password's KDF (kdf-thread.ts starts it): one argon2id at a
 * time, at the lowest priority, so that an unlock never holds the main thread and twenty at once
 * take only what the requests leave (docs/decisions/060). Bundled as dist/kdf-worker.js
 * (apps/api/build.mjs).
 */
import { parentPort } from 'node:worker_threads';
import { hashRawSync } from '@node-rs/argon2';
import { lowerThisThreadsPriority } from '../../lib/thread-priority';

export type KdfJob = {
  id: number;
  password: string;
  salt: Uint8Array;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  outputLen: number;
};
export type KdfReply = { id: number; key: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('kdf-worker runs as a worker thread');

const ARGON2ID = 2; // Algorithm.Argon2id: a const enum, not importable under isolatedModules

lowerThisThreadsPriority();

port.on('message', (job: KdfJob) => {
  try {
    const stretched = hashRawSync(job.password, {
      memoryCost: job.memoryCost,
      timeCost: job.timeCost,
      parallelism: job.parallelism,
      outputLen: job.outputLen,
      algorithm: ARGON2ID,
      salt: job.salt,
    });
    const key = new Uint8Array(stretched); // a copy of its own, moved to the main thread
    stretched.fill(0);
    port.postMessage({ id: job.id, key } satisfies KdfReply, [key.buffer]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ id: job.id, error: message } satisfies KdfReply);
  }
});
