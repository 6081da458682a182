import type { Absence } from '@app/contract/absences';
import { daysBetween } from '@app/contract/dates';
import type { Holiday } from '@app/contract/holidays';

/** An approved absence as the analysis shows it: clipped to the range, with its days in it. */
export type TimeOffRow = Pick<Absence, 'id' | 'userId' | 'userName' | 'type'> & {
  fromDate: string;
  toDate: string;
  days: number;
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The approved absences that touch `fromDate`–`toDate`, each cut to the range and counted in
 * calendar days within it, by user name then date.
 */
export function timeOffRows(absences: readonly Absence[], fromDate: string, toDate: string) {
  const byName = new Intl.Collator('es', { sensitivity: 'base' });
  return absences
    .filter((a) => a.status === 'approved' && a.fromDate <= toDate && a.toDate >= fromDate)
    .map((a): TimeOffRow => {
      const from = later(a.fromDate, fromDate);
      const to = earlier(a.toDate, toDate);
      return {
        id: a.id,
        userId: a.userId,
        userName: a.userName,
        type: a.type,
        fromDate: from,
        toDate: to,
        days: daysBetween(from, to) + 1,
      };
    })
    .sort((a, b) => byName.compare(a.userName, b.userName) || a.fromDate.localeCompare(b.fromDate));
}

/** The holidays within the range, by date. */
export const holidaysIn = (holidays: readonly Holiday[], fromDate: string, toDate: string) =>
  holidays
    .filter((h) => h.date >= fromDate && h.date <= toDate)
    .sort((a, b) => a.date.localeCompare(b.date));

/** The years a range spans (holidays are read by year). */
export function yearsOf(fromDate: string, toDate: string) {
  const first = Number(fromDate.slice(0, 4));
  const last = Math.max(first, Number(toDate.slice(0, 4)));
  return Array.from({ length: Math.min(last - first + 1, 5) }, (_, index) => first + index);
}
