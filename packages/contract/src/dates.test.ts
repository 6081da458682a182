import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dateParts,
  isPlainDate,
  mondayIndex,
  monthFirstDay,
  monthLastDay,
  plainDate,
  SPANISH_MONTHS,
  SPANISH_WEEKDAYS,
  spanishDate,
  startOfIsoWeek,
} from './dates';

describe('plain-date arithmetic, shared by the API and the screens', () => {
  it('composes and splits a plain date', () => {
    expect(plainDate(2026, 2, 5)).toBe('2026-02-05');
    expect(dateParts('2026-02-05')).toEqual([2026, 2, 5]);
  });

  it('knows which dates exist', () => {
    expect(isPlainDate('2028-02-29')).toBe(true);
    expect(isPlainDate('2026-02-29')).toBe(false);
    expect(isPlainDate('2026-04-31')).toBe(false);
    expect(isPlainDate('2026-4-1')).toBe(false);
  });

  it('moves by months, clamping the day to the month it lands in', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('finds the first and last day of a month and the Monday of a week', () => {
    expect(monthFirstDay(2026, 11)).toBe('2026-11-01');
    expect(monthLastDay(2028, 2)).toBe('2028-02-29');
    expect(monthLastDay(2026, 12)).toBe('2026-12-31');
    expect(startOfIsoWeek('2026-01-04')).toBe('2025-12-29');
    expect(mondayIndex('2026-11-23')).toBe(0);
    expect(mondayIndex('2026-11-29')).toBe(6);
  });

  it('writes a date day first, and nothing for what is not a plain date', () => {
    expect(spanishDate('2026-12-09')).toBe('09/12/2026');
    expect(spanishDate('2026-12-09T10:00:00Z')).toBe('');
    expect(spanishDate('', '—')).toBe('—');
  });

  it('names months and weekdays once, in lower case, Monday first', () => {
    expect(SPANISH_MONTHS[0]).toBe('enero');
    expect(SPANISH_MONTHS).toHaveLength(12);
    expect(SPANISH_WEEKDAYS[mondayIndex('2027-09-01')]).toBe('miércoles');
    expect(SPANISH_WEEKDAYS).toHaveLength(7);
  });
});
