import { monthName } from '../../../lib/calendar';

/** How many months back the picker offers (this one included). */
export const TIMESHEET_MONTHS = 24;

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The months a record can be downloaded for, newest first, from the company's today (a month not
 * begun has none): 'YYYY-MM' and 'Noviembre 2026'.
 */
export function timesheetMonths(today: string, count = TIMESHEET_MONTHS) {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: { value: string; label: string }[] = [];
  for (let index = 0; index < count; index++) {
    months.push({ value: monthKey(year, month), label: `${monthName(month)} ${year}` });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/**
 * The month the dialog opens at: the last whole one (the one a worker signs and takes home), but
 * the current one from its last days on, when it is all but over.
 */
export function defaultTimesheetMonth(today: string) {
  const months = timesheetMonths(today, 2);
  const day = Number(today.slice(8, 10));
  const lastDay = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0));
  return day >= lastDay.getUTCDate() - 2 ? months[0]!.value : months[1]!.value;
}
