/**
 * The thread that draws timesheet PDFs (timesheet-pdf-pool.ts starts it): one job at a time, each
 * PDF sent back whole (a month is a page or two), so that drawing hundreds of them for the ZIP
 * never holds the server's main thread. Bundled as dist/timesheet-pdf-worker.js (apps/api/build.mjs).
 */
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../../lib/thread-priority';
import { timesheetPdf, type TimesheetPdfData } from './timesheet-pdf';

export type TimesheetJob = { id: number; data: TimesheetPdfData };
export type TimesheetWorkerMessage =
  { id: number; type: 'done'; pdf: Uint8Array } | { id: number; type: 'error'; message: string };

const port = parentPort;
if (!port) throw new Error('timesheet-pdf-worker runs as a worker thread');

// Background work: lowest priority (lib/thread-priority.ts, docs/decisions/044).
lowerThisThreadsPriority();

port.on('message', (job: TimesheetJob) => {
  const fail = (error: unknown) =>
    port.postMessage({
      id: job.id,
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    } satisfies TimesheetWorkerMessage);
  try {
    const doc = timesheetPdf(job.data);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      const whole = Buffer.concat(chunks);
      const pdf = new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength).slice();
      port.postMessage({ id: job.id, type: 'done', pdf } satisfies TimesheetWorkerMessage, [
        pdf.buffer,
      ]);
    });
    doc.on('error', fail);
    doc.end();
  } catch (error) {
    fail(error);
  }
});
