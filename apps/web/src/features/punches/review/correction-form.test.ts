import { CORRECTION_TEXTS } from '@app/contract/punch-corrections';
import { describe, expect, it } from 'vitest';
import { monthOfId, requestedValues, timesBody, timesIssues, timesValues } from './correction-form';

const NOW = '2026-03-20 12:00';
const base = { entryDate: '2026-03-10', entry: '08:00', exit: '17:00', breaks: [] };
const messages = (values: Parameters<typeof timesIssues>[0]) =>
  timesIssues(values, NOW).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('correction form', () => {
  it('reads a punch on the company clock and writes wall-clock times, a night exit on the next day', () => {
    const values = timesValues(
      {
        dateIn: '2026-03-10T22:00:00+01:00',
        dateOut: '2026-03-11T06:30:00+01:00',
        breaks: [{ id: 4, type: 'lunch', breakIn: '2026-03-11T01:00:00+01:00', breakOut: null }],
      },
      20260310,
    );
    expect(values).toEqual({
      entryDate: '2026-03-10',
      entry: '22:00',
      exit: '06:30',
      breaks: [{ id: 4, type: 'lunch', start: '01:00', end: '' }],
    });
    expect(timesBody({ ...values, breaks: [{ ...values.breaks[0]!, end: '01:30' }] })).toEqual({
      dateIn: '2026-03-10 22:00',
      dateOut: '2026-03-11 06:30',
      breaks: [{ id: 4, type: 'lunch', breakIn: '2026-03-11 01:00', breakOut: '2026-03-11 01:30' }],
    });
  });

  it('starts a decision from the request, the punch filling what the request leaves out', () => {
    const current = {
      dateIn: '2026-03-10T08:00:00+01:00',
      dateOut: null,
      breaks: [
        {
          id: 1,
          type: 'break' as const,
          breakIn: '2026-03-10T10:00:00+01:00',
          breakOut: '2026-03-10T10:15:00+01:00',
        },
      ],
    };
    const requested = { dateIn: null, dateOut: '2026-03-10T16:00:00+01:00', breaks: null };
    expect(requestedValues(current, requested, 20260310)).toEqual({
      entryDate: '2026-03-10',
      entry: '08:00',
      exit: '16:00',
      breaks: [{ id: 1, type: 'break', start: '10:00', end: '10:15' }],
    });
    expect(timesValues(null, 20260312)).toMatchObject({ entryDate: '2026-03-12', entry: '' });
    expect(timesBody({ ...base, exit: '' })).toEqual({ dateIn: '2026-03-10 08:00', breaks: [] });
  });

  it('says each rule of DECISIONS §10 under its field', () => {
    expect(messages(base)).toEqual([]);
    expect(messages({ ...base, entry: '' })).toEqual([`entry: ${CORRECTION_TEXTS.entryRequired}`]);
    expect(messages({ ...base, exit: '08:00' })).toEqual([`exit: ${CORRECTION_TEXTS.inBeforeOut}`]);
    expect(messages({ ...base, entryDate: '2026-03-20', entry: '11:00', exit: '13:00' })).toEqual([
      `exit: ${CORRECTION_TEXTS.future}`,
    ]);
    const lunch = (start: string, end: string) => ({ type: 'lunch' as const, start, end });
    expect(messages({ ...base, breaks: [lunch('13:00', '12:00')] })).toEqual([
      `breaks.0.end: ${CORRECTION_TEXTS.breakOrder}`,
    ]);
    expect(messages({ ...base, breaks: [lunch('16:30', '17:30')] })).toEqual([
      `breaks.0.end: ${CORRECTION_TEXTS.breakInside}`,
    ]);
    expect(
      messages({ ...base, breaks: [lunch('12:00', '13:00'), lunch('12:30', '13:30')] }),
    ).toEqual([
      `breaks.1.start: ${CORRECTION_TEXTS.breaksOverlap}`,
      `breaks: ${CORRECTION_TEXTS.oneLunch}`,
    ]);
  });

  it('names the month a day belongs to', () => {
    expect(monthOfId(20260131)).toBe('2026-01');
  });
});
