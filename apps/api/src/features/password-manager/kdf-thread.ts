import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../lib/start-worker';
import type { KdfJob, KdfReply } from './kdf-worker';
import type { KdfParams } from './vault-keys';

/**
 * The security password's KDF, off the main thread: one worker thread (kdf-worker.ts) at the
 * lowest priority, started when first needed, that runs one argon2id after another. Twenty
 * unlocks at once wait their turn (a quarter of a second each on an idle core) instead of taking
 * every core and 20 × 64 MiB while every other request waits. An idle thread never keeps the
 * process alive; a thread that dies fails what it held and is started again for the next one.
 */

/** The worker from dist/kdf-worker.js or, in source (tsx, vitest), through tsx. */
const startKdfWorker = () => startWorker(import.meta.url, 'kdf-worker');

type Pending = { resolve: (key: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let lastId = 0;

function thread(): Worker {
  if (worker) return worker;
  const started = startKdfWorker();
  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on('message', (reply: KdfReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if ('key' in reply)
      job.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.length));
    else job.reject(new Error(`kdf: ${reply.error}`));
    if (pending.size === 0) started.unref();
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) worker = undefined;
    failAll(new Error(`the kdf thread exited with ${code}`));
  });
  worker = started;
  return started;
}

/** argon2id of `password` with `salt` and `params`: `outputLen` raw bytes. */
export function stretch(
  password: string,
  salt: Buffer,
  params: KdfParams,
  outputLen: number,
): Promise<Buffer> {
  const target = thread();
  const id = ++lastId;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref(); // a job under way keeps the process alive until it answers
    const job: KdfJob = { id, password, salt: new Uint8Array(salt), ...params, outputLen };
    target.postMessage(job);
  });
}
