import type { AbsenceType, Balance } from '@app/contract/absences';
import { type PlainDate } from '@app/contract/dates';

/** The years a range touches, in order: 2026-12-28 … 2027-01-04 → [2026, 2027]. */
export function yearsOf(from: PlainDate, to: PlainDate): number[] {
  const first = Number(from.slice(0, 4));
  const last = Math.max(first, Number(to.slice(0, 4)));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
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
