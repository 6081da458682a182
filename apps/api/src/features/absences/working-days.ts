import { addDays, calendarDateId, dateFromCalendarId, weekday } from '@app/contract/dates';

/**
 * The working days an absence takes from a balance (DECISIONS §11): Monday to Friday, holidays not
 * counted. Days are YYYYMMDD numbers; an absence spans at most 366 days, so it is walked day by day.
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

/** Monday-to-Friday days of the span that are not holidays. */
export function workingDays(span: DaySpan, holidays: ReadonlySet<number>): number {
  let count = 0;
  const last = dateFromCalendarId(span.toDay);
  for (let date = dateFromCalendarId(span.fromDay); date <= last; date = addDays(date, 1)) {
    const day = weekday(date);
    if (day !== 0 && day !== 6 && !holidays.has(calendarDateId(date))) count++;
  }
  return count;
}

/** Working days of the span inside one year (an absence across New Year counts in each). */
export function workingDaysInYear(
  span: DaySpan,
  year: number,
  holidays: ReadonlySet<number>,
): number {
  const part = clip(span, yearSpan(year));
  return part ? workingDays(part, holidays) : 0;
}

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
