import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';

/**
 * A small pool of worker threads for work that would hold the main thread (the PDFs of the
 * expense report and the timesheets): started when first needed, each stopped after `idleMs`
 * unused, at most `size` jobs at once (the server's other requests keep a core), the others in
 * line. A job is `{ id, data }` posted to its worker; the worker answers messages carrying the
 * job's `id`, and the job's `onMessage` says when it is over.
 */
export type PoolJob<Data, Message> = {
  data: Data;
  /** One message of the job's worker; true when the job is over. */
  onMessage: (message: Message) => boolean;
  /** The job failed before it was over: its worker died or the pool closed. */
  onError: (error: Error) => void;
};

export type WorkerPool<Data, Message> = {
  /** How many jobs run at once. */
  size: number;
  /** Whether a job submitted now would wait in line, and behind how many. */
  line: () => { wouldWait: boolean; waiting: number };
  /** Runs the job now, or puts it in line. */
  submit: (job: PoolJob<Data, Message>) => void;
  close: () => Promise<void>;
};

type Job<Data, Message> = PoolJob<Data, Message> & { id: number };
type Slot<Data, Message> = { worker: Worker; job?: Job<Data, Message>; idle?: NodeJS.Timeout };

export function createWorkerPool<Data, Message extends { id: number }>(options: {
  /** The caller's `import.meta.url` and the worker script's name beside it (lib/start-worker.ts). */
  callerUrl: string;
  worker: string;
  /** What the errors call the work ('report PDF'). */
  label: string;
  size?: number;
  idleMs?: number;
}): WorkerPool<Data, Message> {
  const { callerUrl, label } = options;
  const size = options.size ?? 2;
  const idleMs = options.idleMs ?? 60_000;
  const slots = new Set<Slot<Data, Message>>();
  const waiting: Job<Data, Message>[] = [];
  let nextId = 1;
  let closed = false;
  const closedError = () => new Error(`${label} pool closed`);

  const finish = (slot: Slot<Data, Message>) => {
    slot.job = undefined;
    const next = waiting.shift();
    if (next) return run(slot, next);
    slot.idle = setTimeout(() => {
      slots.delete(slot);
      void slot.worker.terminate();
    }, idleMs);
    slot.idle.unref();
  };

  const newSlot = (): Slot<Data, Message> => {
    const slot: Slot<Data, Message> = { worker: startWorker(callerUrl, options.worker) };
    slot.worker.unref(); // an idle pool never keeps the process alive
    slot.worker.on('message', (message: Message) => {
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      if (job.onMessage(message)) finish(slot);
    });
    const lost = (error: Error) => {
      slots.delete(slot);
      if (slot.idle) clearTimeout(slot.idle);
      slot.job?.onError(error);
      slot.job = undefined;
      const next = waiting.shift();
      if (next && !closed) run(acquire()!, next);
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`${label} worker exited with ${code}`)));
    slots.add(slot);
    return slot;
  };

  /** A free worker, a new one while under `size`, or undefined when all are busy. */
  const acquire = (): Slot<Data, Message> | undefined => {
    for (const slot of slots) if (!slot.job) return slot;
    return slots.size < size ? newSlot() : undefined;
  };

  function run(slot: Slot<Data, Message>, job: Job<Data, Message>) {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = undefined;
    slot.job = job;
    slot.worker.postMessage({ id: job.id, data: job.data });
  }

  return {
    size,
    line: () => {
      const free = [...slots].some((slot) => !slot.job) || slots.size < size;
      return { wouldWait: !free, waiting: waiting.length };
    },
    submit: (poolJob) => {
      if (closed) return poolJob.onError(closedError());
      const job = { ...poolJob, id: nextId++ };
      const slot = acquire();
      if (slot) run(slot, job);
      else waiting.push(job);
    },
    close: async () => {
      closed = true;
      for (const job of waiting.splice(0)) job.onError(closedError());
      const all = [...slots];
      slots.clear();
      await Promise.all(
        all.map((slot) => {
          if (slot.idle) clearTimeout(slot.idle);
          slot.worker.removeAllListeners('exit');
          slot.worker.removeAllListeners('error');
          slot.job?.onError(closedError());
          return slot.worker.terminate();
        }),
      );
    },
  };
}
