/**
 * The timesheet PDF pool (timesheet-pdf-pool.ts): PDFs drawn in worker threads; beyond its line a
 * request is refused with 503 at once rather than piling up; one ZIP at a time.
 */
import { TIMESHEET_TEXTS } from '@app/contract/timesheets';
import { afterAll, describe, expect, it } from 'vitest';
import { createTimesheetPool } from './timesheet-pdf-pool';
import type { TimesheetPdfData } from './timesheet-pdf';

const data: TimesheetPdfData = {
  company: 'Back Office',
  worker: 'Íñigo Peña',
  email: 'inigo@empresa.test',
  month: 'Octubre de 2026',
  generatedAt: '02/11/2026 09:00',
  days: [
    {
      date: 'Dom 25/10',
      weekend: true,
      shifts: ['01:00–09:00'],
      entry: '00:58',
      exit: '09:02',
      breaks: ['03:00–03:10', '05:00–05:05'],
      lunch: '',
      worked: '8 h 49 min',
      marks: ['Corregido'],
    },
  ],
  totals: { worked: '8 h 49 min', scheduled: '9 h', difference: '-11 min' },
  note: 'Horas en horas y minutos, netas de descansos y comida.',
};

const pool = createTimesheetPool({ size: 1, maxWaiting: 1 });
afterAll(() => pool.close());

describe('the timesheet PDF pool', () => {
  it('draws PDFs off the main thread; over its line a request is refused with 503 at once', async () => {
    const jobs = [pool.render(data), pool.render(data), pool.render(data)];
    const settled = await Promise.allSettled(jobs);
    expect(settled.map((entry) => entry.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const pdf = (settled[0] as PromiseFulfilledResult<Uint8Array>).value;
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({
      status: 503,
      message: TIMESHEET_TEXTS.busy,
    });
    // a ZIP's own jobs are never refused: it feeds the pool a few at a time
    const reserved = await Promise.all([1, 2, 3].map(() => pool.render(data, { reserved: true })));
    expect(reserved).toHaveLength(3);
  });

  it('holds one ZIP at a time', () => {
    const release = pool.holdZip();
    expect(() => pool.holdZip()).toThrow(TIMESHEET_TEXTS.busy);
    release();
    pool.holdZip()();
  });
});
