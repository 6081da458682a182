import { describe, expect, it } from 'vitest';
import { companyClock } from '../../lib/time';
import { analysePunch, breakHours, closestShift } from './punch-analysis';
import { punchForgottenAt, punchIsMissingOut } from './punches.queries';

const madrid = companyClock('Europe/Madrid');
const at = (wallClock: string) => madrid.instantOf(wallClock);
const shift = (from: string, to: string, breakMinutes = 0, lunchMinutes = 0) => ({
  startAt: at(from),
  endAt: at(to),
  breakMinutes,
  lunchMinutes,
});

describe('analysePunch (DECISIONS §5), hand-computed', () => {
  it('a day with a break and a lunch, late arrival and late exit', () => {
    // Shift 08:00–17:00 with 15 min break and 30 min lunch: planned 9 h − 0.75 h = 8.25 h.
    // In 08:10, out 17:20: gross 9 h 10 min; break 10:00–10:20 (20 min), lunch 13:00–13:30.
    // Net = 550 − 50 = 500 min = 8.33 h; difference 500 − 495 = 5 min = 0.08 h.
    const figures = analysePunch({
      dateIn: at('2030-03-04 08:10'),
      dateOut: at('2030-03-04 17:20'),
      breaks: [
        { breakIn: at('2030-03-04 10:00'), breakOut: at('2030-03-04 10:20') },
        { breakIn: at('2030-03-04 13:00'), breakOut: at('2030-03-04 13:30') },
      ],
      shift: shift('2030-03-04 08:00', '2030-03-04 17:00', 15, 30),
    });
    expect(figures).toEqual({
      workedHours: 8.33,
      hoursDifference: 0.08,
      arriveEarlyHours: 0,
      arriveLateHours: 0.17,
      leaveEarlyHours: 0,
      leaveLateHours: 0.33,
    });
  });

  it('early arrival and early exit give a negative difference', () => {
    // Shift 09:00–18:00 (9 h planned); in 08:30, out 16:45: net 8.25 h, difference −0.75 h.
    expect(
      analysePunch({
        dateIn: at('2030-03-05 08:30'),
        dateOut: at('2030-03-05 16:45'),
        breaks: [],
        shift: shift('2030-03-05 09:00', '2030-03-05 18:00'),
      }),
    ).toEqual({
      workedHours: 8.25,
      hoursDifference: -0.75,
      arriveEarlyHours: 0.5,
      arriveLateHours: 0,
      leaveEarlyHours: 1.25,
      leaveLateHours: 0,
    });
  });

  it('a night shift across midnight', () => {
    // Shift 22:00–06:00 (8 h), lunch 30 min planned; in 21:50, out 06:05 next day, lunch 02:00–02:30.
    // Gross 8 h 15 min, net 7 h 45 min = 7.75; planned 7.5; difference 0.25.
    expect(
      analysePunch({
        dateIn: at('2030-03-06 21:50'),
        dateOut: at('2030-03-07 06:05'),
        breaks: [{ breakIn: at('2030-03-07 02:00'), breakOut: at('2030-03-07 02:30') }],
        shift: shift('2030-03-06 22:00', '2030-03-07 06:00', 0, 30),
      }),
    ).toEqual({
      workedHours: 7.75,
      hoursDifference: 0.25,
      arriveEarlyHours: 0.17,
      arriveLateHours: 0,
      leaveEarlyHours: 0,
      leaveLateHours: 0.08,
    });
  });

  it('the night the clocks go forward counts real hours (Madrid, 2030-03-31)', () => {
    // 22:00 → 06:00 wall clock is only 7 real hours that night (02:00 jumps to 03:00).
    // In 22:00, out 06:00: net 7 h, planned 7 h, difference 0.
    expect(
      analysePunch({
        dateIn: at('2030-03-30 22:00'),
        dateOut: at('2030-03-31 06:00'),
        breaks: [],
        shift: shift('2030-03-30 22:00', '2030-03-31 06:00'),
      }),
    ).toMatchObject({ workedHours: 7, hoursDifference: 0, arriveLateHours: 0, leaveLateHours: 0 });
  });

  it('the night the clocks go back counts real hours (Madrid, 2030-10-27)', () => {
    // 22:00 → 06:00 wall clock is 9 real hours that night; leaving at 05:00 is 8 h, one hour early.
    expect(
      analysePunch({
        dateIn: at('2030-10-26 22:00'),
        dateOut: at('2030-10-27 05:00'),
        breaks: [],
        shift: shift('2030-10-26 22:00', '2030-10-27 06:00'),
      }),
    ).toMatchObject({ workedHours: 8, hoursDifference: -1, leaveEarlyHours: 1 });
  });

  it('an open punch has arrival figures only; without a shift only worked hours', () => {
    expect(
      analysePunch({
        dateIn: at('2030-03-04 07:45'),
        dateOut: null,
        breaks: [{ breakIn: at('2030-03-04 10:00'), breakOut: null }],
        shift: shift('2030-03-04 08:00', '2030-03-04 17:00'),
      }),
    ).toEqual({
      workedHours: null,
      hoursDifference: null,
      arriveEarlyHours: 0.25,
      arriveLateHours: 0,
      leaveEarlyHours: null,
      leaveLateHours: null,
    });
    expect(
      analysePunch({
        dateIn: at('2030-03-04 08:00'),
        dateOut: at('2030-03-04 12:20'),
        breaks: [],
        shift: null,
      }),
    ).toEqual({
      workedHours: 4.33,
      hoursDifference: null,
      arriveEarlyHours: null,
      arriveLateHours: null,
      leaveEarlyHours: null,
      leaveLateHours: null,
    });
  });

  it('break durations in hours, null while open', () => {
    expect(breakHours({ breakIn: at('2030-03-04 10:00'), breakOut: at('2030-03-04 10:07') })).toBe(
      0.12,
    );
    expect(breakHours({ breakIn: at('2030-03-04 10:00'), breakOut: null })).toBeNull();
  });

  it('picks the shift of the day closest to dateIn', () => {
    const morning = shift('2030-03-04 06:00', '2030-03-04 10:00');
    const evening = shift('2030-03-04 16:00', '2030-03-04 20:00');
    expect(closestShift(at('2030-03-04 15:10'), [morning, evening])).toBe(evening);
    expect(closestShift(at('2030-03-04 06:30'), [morning, evening])).toBe(morning);
    expect(closestShift(at('2030-03-04 06:30'), [])).toBeNull();
    // Halfway between two starts, the earlier shift, whatever the order read (as the SQL orders).
    expect(closestShift(at('2030-03-04 11:00'), [evening, morning])).toBe(morning);
    expect(closestShift(at('2030-03-04 11:00'), [morning, evening])).toBe(morning);
  });
});

describe('open and sin salida (DECISIONS §10)', () => {
  const day = shift('2030-03-04 09:00', '2030-03-04 17:00');
  const open = { dateIn: at('2030-03-04 09:10'), dateOut: null };
  it("is open until the shift's end + PUNCH_FORGOTTEN_HOURS, then sin salida", () => {
    expect(punchForgottenAt(open.dateIn, day, 4)).toEqual(at('2030-03-04 21:00'));
    expect(punchIsMissingOut(open, day, 4, at('2030-03-04 20:59'))).toBe(false);
    expect(punchIsMissingOut(open, day, 4, at('2030-03-04 21:00'))).toBe(true);
    expect(punchIsMissingOut(open, day, 8, at('2030-03-04 21:00'))).toBe(false);
  });
  it('without a shift: 16 real hours after the entry, across a daylight-saving night too', () => {
    const saturday = at('2030-03-30 20:00');
    expect(punchForgottenAt(saturday, null, 4)).toEqual(at('2030-03-31 13:00'));
  });
  it('a punch with its exit is never sin salida', () => {
    const closed = { dateIn: open.dateIn, dateOut: at('2030-03-04 17:00') };
    expect(punchIsMissingOut(closed, day, 4, at('2030-03-10 00:00'))).toBe(false);
  });
});
