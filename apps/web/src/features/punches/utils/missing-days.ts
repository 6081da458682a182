import { addDays, calendarDateId } from '@app/contract/dates';
import { PUNCH_RECENT_DAYS, type Punch } from '@app/contract/punches';
import type { Shift } from '@app/contract/shifts';

export type MissingDay = { calendarDateId: number; shift: Shift };

/**
 * The days a missing punch may be asked for (DECISIONS §10): the last PUNCH_RECENT_DAYS days up
 * to today with a published shift of the user that has started, and no punch; newest first. A day
 * with two shifts offers the first.
 */
export function missingDays(
  shifts: readonly Shift[],
  punches: readonly Punch[],
  today: string,
  now: Date,
): MissingDay[] {
  const first = calendarDateId(addDays(today, -PUNCH_RECENT_DAYS));
  const last = calendarDateId(today);
  const punched = new Set(punches.map((punch) => punch.calendarDateId));
  const byDay = new Map<number, Shift>();
  for (const shift of shifts) {
    const day = shift.calendarDateId;
    if (!shift.published || day < first || day > last || punched.has(day)) continue;
    if (Date.parse(shift.startDateTime) > now.getTime()) continue;
    const kept = byDay.get(day);
    if (!kept || shift.startDateTime < kept.startDateTime) byDay.set(day, shift);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b - a)
    .map(([day, shift]) => ({ calendarDateId: day, shift }));
}

/** The [year, month] pairs the last PUNCH_RECENT_DAYS days touch, oldest first. */
export function recentMonths(today: string): [number, number][] {
  const from = addDays(today, -PUNCH_RECENT_DAYS);
  const months: [number, number][] = [];
  for (let day = from; day <= today; day = addDays(day, 1)) {
    const [year, month] = day.split('-').map(Number) as [number, number];
    if (!months.some(([y, m]) => y === year && m === month)) months.push([year, month]);
  }
  return months;
}
