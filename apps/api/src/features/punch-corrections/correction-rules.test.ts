import { CORRECTION_TEXTS } from '@app/contract/punch-corrections';
import { describe, expect, it } from 'vitest';
import {
  changesSomething,
  correctionViolation,
  resultOf,
  type PunchTimes,
} from './correction-rules';

const at = (hhmm: string, day = 16) => new Date(`2026-11-${day}T${hhmm}:00Z`);
const NOW = at('12:00', 20);
const punch = (over: Partial<PunchTimes> = {}): PunchTimes => ({
  dateIn: at('08:00'),
  dateOut: at('16:00'),
  breaks: [],
  ...over,
});

describe('the punch a correction leaves', () => {
  it('keeps what the change does not give; breaks absent keep, [] removes', () => {
    const current = punch({
      breaks: [{ id: 1, type: 'break', breakIn: at('10:00'), breakOut: at('10:15') }],
    });
    expect(resultOf(current, { dateOut: at('17:00') })).toEqual({
      ...current,
      dateOut: at('17:00'),
    });
    expect(resultOf(current, { breaks: [] })?.breaks).toEqual([]);
    expect(resultOf(null, { dateOut: at('16:00') })).toBeNull();
    expect(resultOf(null, { dateIn: at('08:00') })).toEqual({
      dateIn: at('08:00'),
      dateOut: null,
      breaks: [],
    });
  });

  it('names the first rule it breaks', () => {
    const lunch = (from: string, to: string) => ({
      type: 'lunch' as const,
      breakIn: at(from),
      breakOut: at(to),
    });
    expect(correctionViolation(punch(), NOW)).toBeNull();
    expect(correctionViolation(punch({ dateOut: at('12:01', 20) }), NOW)).toBe(
      CORRECTION_TEXTS.future,
    );
    expect(correctionViolation(punch({ dateOut: at('08:00') }), NOW)).toBe(
      CORRECTION_TEXTS.inBeforeOut,
    );
    expect(correctionViolation(punch({ dateOut: at('08:01', 17) }), NOW)).toBe(
      CORRECTION_TEXTS.tooLong,
    );
    expect(correctionViolation(punch({ dateOut: at('08:00', 17) }), NOW)).toBeNull();
    expect(correctionViolation(punch({ breaks: [lunch('07:00', '08:30')] }), NOW)).toBe(
      CORRECTION_TEXTS.breakInside,
    );
    expect(correctionViolation(punch({ breaks: [lunch('12:00', '12:00')] }), NOW)).toBe(
      CORRECTION_TEXTS.breakOrder,
    );
    expect(
      correctionViolation(
        punch({ breaks: [lunch('12:00', '12:30'), { ...lunch('12:29', '12:40'), type: 'break' }] }),
        NOW,
      ),
    ).toBe(CORRECTION_TEXTS.breaksOverlap);
    expect(
      correctionViolation(
        punch({ breaks: [lunch('12:00', '12:30'), lunch('13:00', '13:10')] }),
        NOW,
      ),
    ).toBe(CORRECTION_TEXTS.oneLunch);
    expect(
      correctionViolation(
        punch({ breaks: [{ type: 'break', breakIn: at('10:00'), breakOut: null }] }),
        NOW,
      ),
    ).toBe(CORRECTION_TEXTS.openBreak);
  });

  it('tells a change from none (a missing punch always changes)', () => {
    expect(changesSomething(punch(), punch())).toBe(false);
    expect(changesSomething(punch(), punch({ dateOut: at('16:01') }))).toBe(true);
    expect(changesSomething(null, punch())).toBe(true);
  });
});
