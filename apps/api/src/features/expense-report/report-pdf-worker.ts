/**
 * The thread that draws report PDFs (report-pdf-pool.ts starts it): one job at a time, the bytes
 * sent back in chunks as pdfkit writes them, so that drawing a long report never holds the
 * server's main thread. Bundled as dist/report-pdf-worker.js (apps/api/build.mjs).
 */
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../../lib/thread-priority';
import { reportPdf, type ReportPdfData } from './report-pdf';

export type PdfJob = { id: number; data: ReportPdfData };
export type PdfWorkerMessage =
  | { id: number; type: 'chunk'; chunk: Uint8Array }
  | { id: number; type: 'end' }
  | { id: number; type: 'error'; message: string };

const port = parentPort;
if (!port) throw new Error('report-pdf-worker runs as a worker thread');

// A report is background work: lowest priority (lib/thread-priority.ts, docs/decisions/044).
lowerThisThreadsPriority();

port.on('message', (job: PdfJob) => {
  const send = (message: PdfWorkerMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  try {
    const doc = reportPdf(job.data);
    doc.on('data', (buffer: Buffer) => {
      const chunk = new Uint8Array(buffer); // a copy of its own, moved to the main thread
      send({ id: job.id, type: 'chunk', chunk }, [chunk.buffer]);
    });
    doc.on('end', () => send({ id: job.id, type: 'end' }));
    doc.on('error', (error: Error) => send({ id: job.id, type: 'error', message: error.message }));
    doc.end();
  } catch (error) {
    send({
      id: job.id,
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
