import { addDays, weekday, type PlainDate } from './dates';

/**
 * The working days an absence takes from a balance (DECISIONS §11): Monday to Friday, holidays
 * not counted, per calendar year (an absence across New Year counts in each). The API counts
 * balances with it and the request form shows the same figure before sending.
 */
export function workingDaysByYear(
  from: PlainDate,
  to: PlainDate,
  holidays: ReadonlySet<PlainDate>,
): { byYear: Map<number, number>; total: number; holidaysSkipped: number } {
  const byYear = new Map<number, number>();
  let total = 0;
  let holidaysSkipped = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = weekday(date);
    if (day === 0 || day === 6) continue;
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
