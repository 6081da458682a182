import { TIMESHEET_TEXTS } from '@app/contract/timesheets';
import { AppError } from '../../lib/app-error';
import { createWorkerPool } from '../../lib/worker-pool';
import type { TimesheetPdfData } from './timesheet-pdf';
import type { TimesheetWorkerMessage } from './timesheet-pdf-worker';

/**
 * Timesheet PDFs are drawn off the main thread (DECISIONS §11, as the expense report's) by the
 * pool of lib/worker-pool.ts (timesheet-pdf-worker.ts). At most `size` PDFs are drawn at once, so
 * the server's other requests keep a core; a few more wait in line, and beyond `maxWaiting` a
 * request is refused at once with 503 'Se están generando otros registros…' instead of piling up.
 * A ZIP of everyone's month holds the pool's one ZIP ticket (a second ZIP at once is refused the
 * same way) and feeds it `size` PDFs at a time, so single PDFs asked meanwhile wait behind at most
 * those.
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

export function createTimesheetPool(
  options: { size?: number; maxWaiting?: number; idleMs?: number } = {},
): TimesheetPool {
  const { maxWaiting = 8, ...poolOptions } = options;
  const pool = createWorkerPool<TimesheetPdfData, TimesheetWorkerMessage>({
    ...poolOptions,
    callerUrl: import.meta.url,
    worker: 'timesheet-pdf-worker',
    label: 'timesheet PDF',
  });
  let zipHeld = false;
  return {
    size: pool.size,
    render: (data, { reserved = false } = {}) =>
      new Promise<Uint8Array>((resolve, reject) => {
        // Every worker busy and the line full: refused at once, unless the ZIP's own job.
        const line = pool.line();
        if (!reserved && line.wouldWait && line.waiting >= maxWaiting) return reject(busy());
        pool.submit({
          data,
          onError: reject,
          onMessage: (message) => {
            if (message.type === 'done') resolve(message.pdf);
            else reject(new Error(`timesheet PDF: ${message.message}`));
            return true;
          },
        });
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
    close: pool.close,
  };
}
