import { addMonths } from '@app/contract/dates';
import type { Period } from '@app/contract/periods';

/** A month of the list: its `YYYY-MM`, what the server knows of it, and whether it has ended. */
export type PeriodRow = { month: string; period: Period | null; ended: boolean };

/**
 * The months to show: the last `count` months up to the current one, and any older month the
 * server has a row for, newest first.
 */
export function periodRows(periods: readonly Period[], today: string, count = 12): PeriodRow[] {
  const current = today.slice(0, 7);
  const months = new Set<string>();
  for (let i = 0; i < count; i++) months.add(addMonths(`${current}-01`, -i).slice(0, 7));
  for (const period of periods) months.add(period.month);
  const byMonth = new Map(periods.map((period) => [period.month, period]));
  return [...months]
    .sort((a, b) => b.localeCompare(a))
    .map((month) => ({ month, period: byMonth.get(month) ?? null, ended: month < current }));
}
