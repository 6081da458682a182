import { describe, expect, it } from 'vitest';
import { EARLY_PUNCH_OUT_MINUTES, earlyPunchOut } from './early-punch-out';
import { makePunch } from '../../../test/punch-test-data';

// makePunch's shift ends at 17:00 (+01:00).
const at = (time: string) => new Date(`2026-11-23T${time}+01:00`);

describe('early Punch Out', () => {
  it('says how long is left when leaving hours before the end', () => {
    expect(earlyPunchOut(makePunch(), at('12:18:00'))).toEqual({
      minutesLeft: 4 * 60 + 42,
      shiftEnd: '2026-11-23T17:00:00+01:00',
    });
  });

  it(`asks nothing within ${EARLY_PUNCH_OUT_MINUTES} minutes of the end, nor after it`, () => {
    expect(earlyPunchOut(makePunch(), at('16:45:00'))).toBeNull();
    expect(earlyPunchOut(makePunch(), at('16:44:00'))?.minutesLeft).toBe(16);
    expect(earlyPunchOut(makePunch(), at('17:30:00'))).toBeNull();
  });

  it('asks nothing without a shift or once the day is closed', () => {
    expect(earlyPunchOut(null, at('09:00:00'))).toBeNull();
    expect(earlyPunchOut(makePunch({ shift: null }), at('09:00:00'))).toBeNull();
    expect(
      earlyPunchOut(makePunch({ dateOut: '2026-11-23T09:00:00+01:00' }), at('09:00:00')),
    ).toBeNull();
  });

  it('counts to a night shift’s end on the next day', () => {
    const night = makePunch({
      shift: {
        startDateTime: '2026-11-23T22:00:00+01:00',
        endDateTime: '2026-11-24T06:00:00+01:00',
        notes: '',
      },
    });
    expect(earlyPunchOut(night, at('23:30:00'))?.minutesLeft).toBe(6 * 60 + 30);
  });
});
