import { PassThrough, type Readable } from 'node:stream';
import { createWorkerPool } from '../../lib/worker-pool';
import type { ReportPdfData } from './report-pdf';
import type { PdfWorkerMessage } from './report-pdf-worker';

/**
 * Report PDFs are drawn off the main thread (issue 12 §3) by the pool of lib/worker-pool.ts
 * (report-pdf-worker.ts): at most `size` reports at once, the others in line. A job's bytes are
 * streamed to the caller as the worker sends them.
 */
export type PdfPool = {
  /** Resolves with the PDF's stream once its first bytes exist; rejects if drawing fails first. */
  render: (data: ReportPdfData) => Promise<Readable>;
  close: () => Promise<void>;
};

export function createPdfPool(options: { size?: number; idleMs?: number } = {}): PdfPool {
  const pool = createWorkerPool<ReportPdfData, PdfWorkerMessage>({
    ...options,
    callerUrl: import.meta.url,
    worker: 'report-pdf-worker',
    label: 'report PDF',
  });
  return {
    render: (data) =>
      new Promise<Readable>((resolve, reject) => {
        let stream: PassThrough | undefined;
        const opened = () => {
          if (!stream) {
            stream = new PassThrough();
            resolve(stream);
          }
          return stream;
        };
        const fail = (error: Error) => {
          if (stream) stream.destroy(error);
          else reject(error);
        };
        pool.submit({
          data,
          onError: fail,
          onMessage: (message) => {
            if (message.type === 'chunk') {
              const { buffer, byteOffset, byteLength } = message.chunk;
              opened().write(Buffer.from(buffer, byteOffset, byteLength));
              return false;
            }
            if (message.type === 'end') opened().end();
            else fail(new Error(`report PDF: ${message.message}`));
            return true;
          },
        });
      }),
    close: pool.close,
  };
}
