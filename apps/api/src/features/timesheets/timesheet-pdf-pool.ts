import { Worker } from 'node:worker_threads';
import { TIMESHEET_TEXTS } from '@app/contract/timesheets';
import { AppError } from '../../lib/app-error';
import type { TimesheetPdfData } from './timesheet-pdf';
import type { TimesheetJob, TimesheetWorkerMessage } from './timesheet-pdf-worker';

/**
 * Timesheet PDFs are drawn off the main thread (DECISIONS §11, as the expense report's): a small
 * pool of worker threads (timesheet-pdf-worker.ts), started when first needed and stopped after a
 * minute unused. At most `size` PDFs are drawn at once, so the server's other requests keep a
 * core; a few more wait in line, and beyond `maxWaiting` a request is refused at once with 503
 * 'Se están generando otros registros…' instead of piling up. A ZIP of everyone's month holds the
 * pool's one ZIP ticket (a second ZIP at once is refused the same way) and feeds it `size` PDFs at
 * a time, so single PDFs asked meanwhile wait behind at most those.
 */
export type TimesheetPool = {
  /** The PDF's bytes. `reserved`: a job of the ZIP holding the ticket, never refused as busy. */
  render: (data: TimesheetPdfData, options?: { reserved?: boolean }) => Promise<Uint8Array>;
  /** The ZIP ticket: its release, or a 503 while another ZIP is being made. */
  holdZip: () => () => void;
  /** How many PDFs are drawn at once. */
  size: number;
  close: () => Promise<void>;
};

export const busy = () => new AppError('UNAVAILABLE', 503, TIMESHEET_TEXTS.busy, undefined, 5);

const fromSource = import.meta.url.endsWith('.ts');

/** The worker from dist/timesheet-pdf-worker.js or, in source (tsx, vitest), through tsx. */
function startWorker(): Worker {
  if (!fromSource) return new Worker(new URL('./timesheet-pdf-worker.js', import.meta.url));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./timesheet-pdf-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { eval: true });
}

type Job = {
  id: number;
  data: TimesheetPdfData;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job?: Job; idle?: NodeJS.Timeout };

export function createTimesheetPool(
  options: { size?: number; maxWaiting?: number; idleMs?: number } = {},
): TimesheetPool {
  const size = options.size ?? 2;
  const maxWaiting = options.maxWaiting ?? 8;
  const idleMs = options.idleMs ?? 60_000;
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;
  let zipHeld = false;

  const finish = (slot: Slot) => {
    slot.job = undefined;
    const next = waiting.shift();
    if (next) return run(slot, next);
    slot.idle = setTimeout(() => {
      slots.delete(slot);
      void slot.worker.terminate();
    }, idleMs);
    slot.idle.unref();
  };

  const newSlot = (): Slot => {
    const slot: Slot = { worker: startWorker() };
    slot.worker.unref(); // an idle pool never keeps the process alive
    slot.worker.on('message', (message: TimesheetWorkerMessage) => {
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      if (message.type === 'done') job.resolve(message.pdf);
      else job.reject(new Error(`timesheet PDF: ${message.message}`));
      finish(slot);
    });
    const lost = (error: Error) => {
      slots.delete(slot);
      if (slot.idle) clearTimeout(slot.idle);
      slot.job?.reject(error);
      slot.job = undefined;
      const next = waiting.shift();
      if (next && !closed) run(acquire()!, next);
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`timesheet PDF worker exited with ${code}`)));
    slots.add(slot);
    return slot;
  };

  /** A free worker, a new one while under `size`, or undefined when all are busy. */
  const acquire = (): Slot | undefined => {
    for (const slot of slots) if (!slot.job) return slot;
    return slots.size < size ? newSlot() : undefined;
  };

  function run(slot: Slot, job: Job) {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = undefined;
    slot.job = job;
    slot.worker.postMessage({ id: job.id, data: job.data } satisfies TimesheetJob);
  }

  return {
    size,
    render: (data, { reserved = false } = {}) =>
      new Promise<Uint8Array>((resolve, reject) => {
        if (closed) return reject(new Error('timesheet PDF pool closed'));
        const job: Job = { id: nextId++, data, resolve, reject };
        const slot = acquire();
        if (slot) run(slot, job);
        else if (!reserved && waiting.length >= maxWaiting) reject(busy());
        else waiting.push(job);
      }),
    holdZip: () => {
      if (zipHeld) throw busy();
      zipHeld = true;
      let released = false;
      return () => {
        if (!released) zipHeld = false;
        released = true;
      };
    },
    close: async () => {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('timesheet PDF pool closed'));
      const all = [...slots];
      slots.clear();
      await Promise.all(
        all.map((slot) => {
          if (slot.idle) clearTimeout(slot.idle);
          slot.worker.removeAllListeners('exit');
          slot.worker.removeAllListeners('error');
          slot.job?.reject(new Error('timesheet PDF pool closed'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
