import { describe, expect, it } from 'vitest';
import { easterSunday, spanishNationalHolidays } from './absences.plan';

describe("the demo's holidays", () => {
  it('finds Easter Sunday as the calendars print it', () => {
    expect([2024, 2025, 2026, 2027, 2028, 2038, 2285].map((year) => easterSunday(year))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it("lists Spain's ten national holidays of a year in date order", () => {
    const days = spanishNationalHolidays(2026);
    expect(days).toHaveLength(10);
    expect(days.find((day) => day.name === 'Viernes Santo')!.date).toBe('2026-04-03');
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
    expect(new Set(days.map((day) => day.date.slice(0, 4)))).toEqual(new Set(['2026']));
  });
});
