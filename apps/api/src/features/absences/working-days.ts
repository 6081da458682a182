import { dateFromCalendarId, type PlainDate } from '@app/contract/dates';
import { workingDaysByYear } from '@app/contract/working-days';

/**
 * Absences' day spans (YYYYMMDD numbers): the years and months they touch, and the working days
 * they take from a balance by the contract's rule (`working-days.ts`).
 */

export type DaySpan = { fromDay: number; toDay: number };

/** The first and last day of a year, as YYYYMMDD. */
export const yearSpan = (year: number): DaySpan => ({
  fromDay: year * 10_000 + 101,
  toDay: year * 10_000 + 1231,
});

/** The part of `span` inside `within`, or null when they do not touch. */
export function clip(span: DaySpan, within: DaySpan): DaySpan | null {
  const fromDay = Math.max(span.fromDay, within.fromDay);
  const toDay = Math.min(span.toDay, within.toDay);
  return fromDay <= toDay ? { fromDay, toDay } : null;
}

/** The years a span touches, in order. */
export function yearsOf(span: DaySpan): number[] {
  const years: number[] = [];
  for (
    let year = Math.floor(span.fromDay / 10_000);
    year <= Math.floor(span.toDay / 10_000);
    year++
  ) {
    years.push(year);
  }
  return years;
}

/** Monday-to-Friday days of the span that are not holidays (the contract's rule). */
export const workingDays = (span: DaySpan, holidays: ReadonlySet<PlainDate>): number =>
  workingDaysByYear(dateFromCalendarId(span.fromDay), dateFromCalendarId(span.toDay), holidays)
    .total;

/** Working days of the span inside one year (an absence across New Year counts in each). */
export const workingDaysInYear = (
  span: DaySpan,
  year: number,
  holidays: ReadonlySet<PlainDate>,
): number =>
  workingDaysByYear(
    dateFromCalendarId(span.fromDay),
    dateFromCalendarId(span.toDay),
    holidays,
  ).byYear.get(year) ?? 0;

/** The months ('YYYY-MM') a span touches, in order (the closed-period check names each). */
export function monthsOf(span: DaySpan): string[] {
  const months: string[] = [];
  let year = Math.floor(span.fromDay / 10_000);
  let month = Math.floor(span.fromDay / 100) % 100;
  const lastKey = Math.floor(span.toDay / 100);
  while (year * 100 + month <= lastKey) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}
