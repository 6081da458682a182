import { CORRECTION_TEXTS } from '@app/contract/punch-corrections';
import { describe, expect, it } from 'vitest';
import { makeEntry, makePunch } from '../../../test/punch-test-data';
import {
  approveDefaults,
  approveFormSchema,
  correctionApplies,
  correctionDefaults,
  correctionFormSchema,
  monthOfId,
  timesBody,
  timesIssues,
  timesValues,
  type CorrectionFormValues,
  type CorrectionTarget,
  type CorrectionTimesValues,
} from './correction-form';

const punch = makePunch({
  id: 7,
  dateIn: '2026-11-23T08:05:00+01:00',
  dateOut: null,
  missingOut: true,
  corrected: false,
  breaks: [makeEntry({ id: 10 })],
});
const target: CorrectionTarget = { kind: 'punch', punch };
const LATER = () => new Date('2026-11-30T12:00:00+01:00');

const values = (overrides: Partial<CorrectionFormValues> = {}): CorrectionFormValues => ({
  ...correctionDefaults(target),
  exitTime: '17:00',
  reason: 'Olvidé registrar la salida',
  ...overrides,
});

/** The messages of a check, by field path ('breaks.0.end'). */
function errorsOf(input: CorrectionFormValues, now = LATER, of: CorrectionTarget = target) {
  const result = correctionFormSchema(of, now).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the correction form', () => {
  it('opens with the punch’s times on the company’s clock, the exit empty when it has none', () => {
    expect(correctionDefaults(target)).toEqual({
      day: '',
      entryDate: '2026-11-23',
      entryTime: '08:05',
      exitDate: '2026-11-23',
      exitTime: '',
      breaks: [{ id: 10, type: 'break', start: '10:00', end: '10:15' }],
      reason: '',
    });
  });

  it('sends wall-clock times, the punch id, the breaks with their ids and the trimmed reason', () => {
    const result = correctionFormSchema(target, LATER).parse(
      values({ reason: '  Olvidé salir  ' }),
    );
    expect(result).toEqual({
      punchId: 7,
      dateIn: '2026-11-23 08:05',
      dateOut: '2026-11-23 17:00',
      breaks: [
        { id: 10, type: 'break', breakIn: '2026-11-23 10:00', breakOut: '2026-11-23 10:15' },
      ],
      reason: 'Olvidé salir',
    });
  });

  it('puts a night shift’s times after midnight on the next day', () => {
    const night = values({
      entryTime: '22:00',
      exitDate: '2026-11-24',
      exitTime: '06:00',
      breaks: [{ type: 'lunch', start: '23:50', end: '00:20' }],
    });
    const result = correctionFormSchema(target, LATER).parse(night);
    expect(result.breaks).toEqual([
      { type: 'lunch', breakIn: '2026-11-23 23:50', breakOut: '2026-11-24 00:20' },
    ]);
  });

  it('says each rule of §10 under its field', () => {
    expect(errorsOf(values({ exitTime: '08:00' }))).toEqual({
      exitTime: CORRECTION_TEXTS.inBeforeOut,
    });
    expect(errorsOf(values({ exitDate: '2026-11-24', exitTime: '09:00' }))).toEqual({
      exitTime: CORRECTION_TEXTS.tooLong,
    });
    expect(errorsOf(values({ reason: 'ok' }))).toEqual({ reason: CORRECTION_TEXTS.reasonLength });
    expect(errorsOf(values({ reason: 'x'.repeat(501) }))).toEqual({
      reason: CORRECTION_TEXTS.reasonLength,
    });
    expect(errorsOf(values({ entryTime: '' }))).toMatchObject({
      entryTime: CORRECTION_TEXTS.entryRequired,
    });
    expect(errorsOf(values(), () => new Date('2026-11-23T12:00:00+01:00'))).toEqual({
      exitTime: CORRECTION_TEXTS.future,
    });
  });

  it('keeps breaks inside the punch, in order, apart, and one lunch', () => {
    const rows = (breaks: CorrectionFormValues['breaks']) => errorsOf(values({ breaks }));
    expect(rows([{ type: 'break', start: '16:50', end: '17:30' }])).toEqual({
      'breaks.0.end': CORRECTION_TEXTS.breakInside,
    });
    expect(rows([{ type: 'break', start: '10:00', end: '10:00' }])).toEqual({
      'breaks.0.end': CORRECTION_TEXTS.breakOrder,
    });
    expect(
      rows([
        { type: 'break', start: '10:00', end: '10:30' },
        { type: 'lunch', start: '10:15', end: '11:00' },
      ]),
    ).toEqual({ 'breaks.1.start': CORRECTION_TEXTS.breaksOverlap });
    expect(
      rows([
        { type: 'lunch', start: '12:00', end: '12:30' },
        { type: 'lunch', start: '14:00', end: '14:30' },
      ]),
    ).toEqual({ 'breaks.1.type': CORRECTION_TEXTS.oneLunch });
    expect(rows([{ type: 'break', start: '10:00', end: '' }])).toEqual({
      'breaks.0.end': 'Indica el inicio y el fin (HH:mm)',
    });
  });

  it('asks for the day of a missing punch when none was given', () => {
    const day: CorrectionTarget = { kind: 'day', userId: 3, calendarDateId: null };
    const input = { ...values(), day: '' };
    expect(errorsOf(input, LATER, day)).toEqual({ day: 'Elige el día del punch que falta' });
    const body = correctionFormSchema(day, LATER).parse({ ...input, day: '20261123' });
    expect(body).toMatchObject({ userId: 3, calendarDateId: 20261123 });
    expect(body).not.toHaveProperty('punchId');
  });

  it('applies at once for admin, and for office on someone else’s punch', () => {
    expect(correctionApplies('usuario', 3, 3)).toBe(false);
    expect(correctionApplies('office', 3, 3)).toBe(false);
    expect(correctionApplies('office', 2, 3)).toBe(true);
    expect(correctionApplies('admin', 1, 1)).toBe(true);
  });
});

const NOW = '2026-03-20 12:00';
const base: CorrectionTimesValues = {
  entryDate: '2026-03-10',
  entryTime: '08:00',
  exitDate: '2026-03-10',
  exitTime: '17:00',
  breaks: [],
};
const messages = (input: CorrectionTimesValues) =>
  timesIssues(input, NOW).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the times of a decision', () => {
  it('reads a punch on the company clock and writes wall-clock times, a night exit on its own day', () => {
    const read = timesValues(
      {
        dateIn: '2026-03-10T22:00:00+01:00',
        dateOut: '2026-03-11T06:30:00+01:00',
        breaks: [{ id: 4, type: 'lunch', breakIn: '2026-03-11T01:00:00+01:00', breakOut: null }],
      },
      20260310,
    );
    expect(read).toEqual({
      entryDate: '2026-03-10',
      entryTime: '22:00',
      exitDate: '2026-03-11',
      exitTime: '06:30',
      breaks: [{ id: 4, type: 'lunch', start: '01:00', end: '' }],
    });
    expect(timesBody({ ...read, breaks: [{ ...read.breaks[0]!, end: '01:30' }] })).toEqual({
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
    expect(approveDefaults(current, requested, 20260310)).toEqual({
      entryDate: '2026-03-10',
      entryTime: '08:00',
      exitDate: '2026-03-10',
      exitTime: '16:00',
      breaks: [{ id: 1, type: 'break', start: '10:00', end: '10:15' }],
      note: '',
    });
    expect(timesValues(null, 20260312)).toMatchObject({
      entryDate: '2026-03-12',
      entryTime: '',
      exitDate: '2026-03-12',
    });
    expect(timesBody({ ...base, exitTime: '' })).toEqual({
      dateIn: '2026-03-10 08:00',
      breaks: [],
    });
  });

  it('says each rule of DECISIONS §10 under its field', () => {
    expect(messages(base)).toEqual([]);
    expect(messages({ ...base, entryTime: '' })).toEqual([
      `entryTime: ${CORRECTION_TEXTS.entryRequired}`,
    ]);
    expect(messages({ ...base, exitTime: '08:00' })).toEqual([
      `exitTime: ${CORRECTION_TEXTS.inBeforeOut}`,
    ]);
    expect(
      messages({
        ...base,
        entryDate: '2026-03-20',
        entryTime: '11:00',
        exitDate: '2026-03-20',
        exitTime: '13:00',
      }),
    ).toEqual([`exitTime: ${CORRECTION_TEXTS.future}`]);
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
      `breaks.1.type: ${CORRECTION_TEXTS.oneLunch}`,
    ]);
  });

  it('approves with the times as wall clock and the note only when written', () => {
    const later = () => new Date('2026-03-20T12:00:00+01:00');
    expect(approveFormSchema(later).parse({ ...base, note: '  ' })).toEqual({
      dateIn: '2026-03-10 08:00',
      dateOut: '2026-03-10 17:00',
      breaks: [],
    });
    expect(approveFormSchema(later).parse({ ...base, note: ' Visto ' })).toMatchObject({
      note: 'Visto',
    });
    expect(
      approveFormSchema(later).safeParse({ ...base, exitTime: '07:00', note: '' }).success,
    ).toBe(false);
  });

  it('names the month a day belongs to', () => {
    expect(monthOfId(20260131)).toBe('2026-01');
  });
});
