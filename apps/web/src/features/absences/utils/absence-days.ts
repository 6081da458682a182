import type { AbsenceType, Balance } from '@app/contract/absences';
import { addDays, weekday, type PlainDate } from '@app/contract/dates';

/** The years a range touches, in order: 2026-12-28 … 2027-01-04 → [2026, 2027]. */
export function yearsOf(from: PlainDate, to: PlainDate): number[] {
  const first = Number(from.slice(0, 4));
  const last = Math.max(first, Number(to.slice(0, 4)));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

const isWeekend = (date: PlainDate) => {
  const day = weekday(date);
  return day === 0 || day === 6;
};

/**
 * The working days of `from`–`to` (both counted) as the server counts them against a balance
 * (contract `absenceSchema.workingDays`): Monday to Friday, holidays not counted; per year, as a
 * balance is yearly. `holidays` on a weekend do not count twice.
 */
export function workingDaysByYear(
  from: PlainDate,
  to: PlainDate,
  holidays: ReadonlySet<PlainDate>,
): { byYear: Map<number, number>; total: number; holidaysSkipped: number } {
  const byYear = new Map<number, number>();
  let total = 0;
  let holidaysSkipped = 0;
  if (from > to) return { byYear, total, holidaysSkipped };
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (isWeekend(date)) continue;
    if (holidays.has(date)) {
      holidaysSkipped += 1;
      continue;
    }
    const year = Number(date.slice(0, 4));
    byYear.set(year, (byYear.get(year) ?? 0) + 1);
    total += 1;
  }
  return { byYear, total, holidaysSkipped };
}

/** What a new absence would leave of a balance of its type and year. */
export type BalanceOutlook = {
  year: number;
  /** Working days the new absence takes in that year. */
  days: number;
  /** What the balance has left before it (days − approved − pending; below 0 when over). */
  remaining: number;
  /** The balance's own figures, as 'Mis saldos' says them. */
  balance: Balance;
  /** The new absence takes more than what is left: it will need an admin's approval. */
  beyond: boolean;
};

/**
 * For each year the range touches where `balances` hold one of `type` (of that person): the days it
 * takes there and what remains. No balance of that type and year: nothing to say (no limit).
 */
export function balanceOutlook(
  type: AbsenceType,
  byYear: ReadonlyMap<number, number>,
  balances: readonly Balance[],
): BalanceOutlook[] {
  const outlook: BalanceOutlook[] = [];
  for (const [year, days] of [...byYear].sort(([a], [b]) => a - b)) {
    const balance = balances.find((entry) => entry.type === type && entry.year === year);
    if (!balance) continue;
    outlook.push({
      year,
      days,
      remaining: balance.remaining,
      balance,
      beyond: days > balance.remaining,
    });
  }
  return outlook;
}
