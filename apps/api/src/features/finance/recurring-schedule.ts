import { addDays } from '@app/contract/dates';

/**
 * The days a recurring expense falls on (DECISIONS §7): its `dayOfMonth` (1 to 25, so it exists in
 * every month) of each month, from the first such day on or after `startsOn`.
 */
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The first `day` of a month on or after `from` (YYYY-MM-DD). */
export function firstOccurrence(from: string, day: number): string {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  if (Number(from.slice(8, 10)) > day) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Every occurrence from `from` up to `today` inclusive, in order. */
export function occurrencesUpTo(from: string, day: number, today: string): string[] {
  const dates: string[] = [];
  for (let date = firstOccurrence(from, day); date <= today;) {
    dates.push(date);
    date = firstOccurrence(addDays(date, 1), day);
  }
  return dates;
}

/** 'YYYY-MM' of a date: the month a generated expense stands for. */
export const monthOf = (date: string) => date.slice(0, 7);
