import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ReportPdfData } from './report-pdf';
import type { PdfJob, PdfWorkerMessage } from './report-pdf-worker';

/**
 * Report PDFs are drawn off the main thread (issue 12 §3): a small pool of worker threads
 * (report-pdf-worker.ts), started when first needed and stopped after a minute unused. At most
 * `size` reports are drawn at once (the machine's other requests keep a core); the others wait
 * in line. A job's bytes are streamed to the caller as the worker sends them.
 */
export type PdfPool = {
  /** Resolves with the PDF's stream once its first bytes exist; rejects if drawing fails first. */
  render: (data: ReportPdfData) => Promise<Readable>;
  close: () => Promise<void>;
};

const fromSource = import.meta.url.endsWith('.ts');

/** The worker from dist/report-pdf-worker.js or, in source (tsx, vitest), through tsx. */
function startWorker(): Worker {
  if (!fromSource) return new Worker(new URL('./report-pdf-worker.js', import.meta.url));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./report-pdf-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { eval: true });
}

type Job = {
  id: number;
  data: ReportPdfData;
  resolve: (stream: Readable) => void;
  reject: (error: Error) => void;
  stream?: PassThrough;
};
type Slot = { worker: Worker; job?: Job; idle?: NodeJS.Timeout };

export function createPdfPool(options: { size?: number; idleMs?: number } = {}): PdfPool {
  const size = options.size ?? 2;
  const idleMs = options.idleMs ?? 60_000;
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const fail = (job: Job, error: Error) => {
    if (job.stream) job.stream.destroy(error);
    else job.reject(error);
  };

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
    slot.worker.on('message', (message: PdfWorkerMessage) => {
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      if (message.type === 'chunk') {
        const chunk = Buffer.from(
          message.chunk.buffer,
          message.chunk.byteOffset,
          message.chunk.byteLength,
        );
        if (!job.stream) {
          job.stream = new PassThrough();
          job.resolve(job.stream);
        }
        job.stream.write(chunk);
      } else if (message.type === 'end') {
        if (!job.stream) {
          job.stream = new PassThrough();
          job.resolve(job.stream);
        }
        job.stream.end();
        finish(slot);
      } else {
        fail(job, new Error(`report PDF: ${message.message}`));
        finish(slot);
      }
    });
    const lost = (error: Error) => {
      slots.delete(slot);
      if (slot.idle) clearTimeout(slot.idle);
      if (slot.job) fail(slot.job, error);
      slot.job = undefined;
      const next = waiting.shift();
      if (next && !closed) run(acquire()!, next);
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`report PDF worker exited with ${code}`)));
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
    slot.worker.postMessage({ id: job.id, data: job.data } satisfies PdfJob);
  }

  return {
    render: (data) =>
      new Promise<Readable>((resolve, reject) => {
        if (closed) return reject(new Error('report PDF pool closed'));
        const job: Job = { id: nextId++, data, resolve, reject };
        const slot = acquire();
        if (slot) run(slot, job);
        else waiting.push(job);
      }),
    close: async () => {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('report PDF pool closed'));
      const all = [...slots];
      slots.clear();
      await Promise.all(
        all.map((slot) => {
          if (slot.idle) clearTimeout(slot.idle);
          slot.worker.removeAllListeners('exit');
          slot.worker.removeAllListeners('error');
          if (slot.job) fail(slot.job, new Error('report PDF pool closed'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
