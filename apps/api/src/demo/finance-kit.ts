import { addDays, daysInMonth, SPANISH_MONTHS, weekday } from '@app/contract/dates';
import type { Seeded } from './seed-context';

/**
 * The small tools of the demo's finance: a repeatable random source, amounts in integer cents
 * written as the decimal strings a `numeric(14,2)` column takes, the seasons of the year and the
 * company's calendar (business days, months).
 */

/** A repeatable pseudo-random source in [0, 1) (mulberry32): the same demo on every start. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** A number in [min, max). */
    between: (min: number, max: number) => min + next() * (max - min),
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof randomSource>;

/** Integer cents → `'1234.56'`. */
export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`bad cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An amount around `euros` (± spread, a fraction), with cents. */
export const around = (random: Random, euros: number, spread = 0.15) =>
  Math.max(1, Math.round(euros * 100 * random.between(1 - spread, 1 + spread)));

/** Sales by month, January first: the January slope, summer, Black Friday and Christmas. */
const SALES_SEASON = [0.8, 0.85, 0.95, 1, 1.05, 1.2, 1.35, 1.25, 0.95, 1, 1.15, 1.6];
/** Electricity by month: heating in winter, some air conditioning in summer. */
const POWER_SEASON = [1.55, 1.45, 1.2, 1, 0.9, 1.05, 1.25, 1.3, 1.05, 0.95, 1.2, 1.5];

/** `YYYY-MM-DD` → 1…12. */
export const monthOf = (date: string) => Number(date.slice(5, 7));
export const salesSeason = (date: string) => SALES_SEASON[monthOf(date) - 1]!;
export const powerSeason = (date: string) => POWER_SEASON[monthOf(date) - 1]!;

/** National holidays with a fixed date: the shop is closed. */
const HOLIDAYS = new Set([
  '01-01',
  '01-06',
  '05-01',
  '08-15',
  '10-12',
  '11-01',
  '12-06',
  '12-08',
  '12-25',
]);
export const isHoliday = (date: string) => HOLIDAYS.has(date.slice(5));
/** Monday to Friday and not a holiday. */
export const isBusinessDay = (date: string) => {
  const day = weekday(date);
  return day >= 1 && day <= 5 && !isHoliday(date);
};

/** Every date from `from` to `to`, both included. */
export function* eachDay(from: string, to: string) {
  for (let date = from; date <= to; date = addDays(date, 1)) yield date;
}

/** The months (`YYYY-MM`) from the month of `from` to the month of `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), monthOf(from)];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The first day of the month `months` before the month of `date`. */
export function monthsAgo(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + monthOf(date) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Day `day` of a month `YYYY-MM` (clamped to its length). */
export const dayOf = (month: string, day: number) => {
  const length = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return `${month}-${String(Math.min(day, length)).padStart(2, '0')}`;
};

/** The last business day of a month `YYYY-MM`: when the payroll is paid. */
export function lastBusinessDay(month: string): string {
  let date = dayOf(month, 31);
  while (!isBusinessDay(date)) date = addDays(date, -1);
  return date;
}

/** `2026-03` → `marzo 2026`. */
export const monthName = (month: string) =>
  `${SPANISH_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The id of the entry called `name`; the demo's lists are fixed, so a missing one is a bug. */
export function idOf(list: readonly Seeded[], name: string): number {
  const found = list.find((entry) => entry.name === name);
  if (!found) throw new Error(`demo: no entry named ${name}`);
  return found.id;
}
