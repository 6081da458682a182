import { CORRECTION_TEXTS } from '@app/contract/punch-corrections';
import { describe, expect, it } from 'vitest';
import { makeEntry, makePunch } from '../../../test/punch-test-data';
import {
  correctionApplies,
  correctionDefaults,
  correctionFormSchema,
  type CorrectionFormValues,
  type CorrectionTarget,
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
