import { addDays, mondayIndex } from '@app/contract/dates';
import { describe, expect, it } from 'vitest';
import { companyClock } from '../lib/time';
import {
  DEMO_VACATION_DAYS,
  daysOf,
  easterSunday,
  planAbsences,
  spanishNationalHolidays,
} from './absences.plan';

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

describe('the demo’s absences on any day it is started', () => {
  const users = [
    { id: 1, role: 'admin' as const },
    { id: 2, role: 'office' as const },
    { id: 3, role: 'office' as const },
    ...Array.from({ length: 8 }, (_, index) => ({ id: 4 + index, role: 'usuario' as const })),
  ];

  it('keeps its rules on every day of two years', () => {
    for (let offset = 0; offset < 731; offset += 1) {
      const today = addDays('2026-01-01', offset);
      const now = new Date(`${today}T11:00:00Z`);
      const clock = companyClock('Europe/Madrid', () => now);
      const plan = planAbsences(clock, now, users);
      const holidays = new Set(plan.holidays.map((holiday) => holiday.date));
      const held = plan.absences.filter((a) => a.status === 'pending' || a.status === 'approved');
      // No user has two pending or approved absences on one day.
      for (const a of held) {
        for (const b of held) {
          if (a === b || a.userId !== b.userId) continue;
          expect(a.to < b.from || b.to < a.from, `${today}: ${a.from} ${b.from}`).toBe(true);
        }
      }
      // The sick day: a working day before today; the pending ones start after it.
      const sick = plan.absences.filter((a) => a.type === 'sick');
      expect(sick).toHaveLength(1);
      expect(sick[0]!.from < today && mondayIndex(sick[0]!.from) < 5).toBe(true);
      expect(holidays.has(sick[0]!.from)).toBe(false);
      for (const a of plan.absences.filter((one) => one.status === 'pending')) {
        expect(a.from > today, today).toBe(true);
        expect(a.requestedAt.getTime()).toBeLessThan(now.getTime());
      }
      // Nobody asks for more than 22 working days of vacation in a year.
      const taken = new Map<string, number>();
      for (const a of held.filter((one) => one.type === 'vacation')) {
        for (const day of daysOf(a.from, a.to)) {
          if (mondayIndex(day) > 4 || holidays.has(day)) continue;
          const key = `${a.userId}:${day.slice(0, 4)}`;
          taken.set(key, (taken.get(key) ?? 0) + 1);
        }
      }
      expect(Math.max(...taken.values()), today).toBeLessThanOrEqual(DEMO_VACATION_DAYS);
      // Every decision comes after its request, and before now.
      for (const a of plan.absences.filter((one) => one.decidedAt)) {
        expect(a.decidedAt!.getTime()).toBeGreaterThanOrEqual(a.requestedAt.getTime());
        expect(a.decidedAt!.getTime()).toBeLessThan(now.getTime());
      }
    }
  });
});
