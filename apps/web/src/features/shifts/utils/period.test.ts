import { describe, expect, it } from 'vitest';
import { monthWeeks } from '../../../lib/calendar';
import { movePeriod, periodBody, periodLabel, periodOf } from './period';

describe('period label and navigation', () => {
  it('names a day, an ISO week and a month in Spanish', () => {
    expect(periodLabel(periodOf('day', '2026-11-23'))).toBe('lunes, 23 de noviembre de 2026');
    expect(periodLabel(periodOf('week', '2026-11-26'))).toBe('23 – 29 nov 2026');
    expect(periodLabel(periodOf('month', '2026-11-23'))).toBe('noviembre 2026');
    expect(periodLabel(periodOf('day', '2026-11-29'))).toBe('domingo, 29 de noviembre de 2026');
    expect(periodLabel(periodOf('day', '2027-09-01'))).toBe('miércoles, 1 de septiembre de 2027');
    expect(periodLabel(periodOf('month', '2027-01-10'))).toBe('enero 2027');
  });

  it('names weeks that cross a month or a year', () => {
    expect(periodLabel(periodOf('week', '2026-12-01'))).toBe('30 nov – 6 dic 2026');
    expect(periodLabel(periodOf('week', '2026-12-31'))).toBe('28 dic 2026 – 3 ene 2027');
  });

  it('asks the server for the Monday of the week, the day, or the month and year', () => {
    expect(periodBody(periodOf('week', '2026-11-29'))).toEqual({ startofweek: '2026-11-23' });
    expect(periodBody(periodOf('day', '2026-11-29'))).toEqual({ day: '2026-11-29' });
    expect(periodBody(periodOf('month', '2026-11-29'))).toEqual({ month: 11, year: 2026 });
  });

  it('moves by a day, a week or a month, across months and years', () => {
    expect(movePeriod('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(movePeriod('day', '2026-01-01', -1)).toBe('2025-12-31');
    expect(movePeriod('week', '2026-12-28', 1)).toBe('2027-01-04');
    expect(movePeriod('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(movePeriod('month', '2026-01-15', -1)).toBe('2025-12-15');
    // Through a daylight-saving change the week is still 7 calendar days (no time zone involved).
    expect(movePeriod('week', '2026-03-23', 1)).toBe('2026-03-30');
  });

  it('lays a month out in whole Monday-first weeks with the neighbouring days marked', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks[5]![6]).toEqual({ date: '2026-12-06', inMonth: false });
  });
});
