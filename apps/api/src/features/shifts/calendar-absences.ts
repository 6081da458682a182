import { addDays, calendarDateId, dateFromCalendarId, daysBetween } from '@app/contract/dates';
import type { CalendarAbsence } from '@app/contract/shifts';
import type { AbsenceSpan } from '../absences/absences.queries';
import type { HolidayDay } from '../holidays/holidays.queries';

/**
 * The absences of a calendar's period as its rows carry them (DECISIONS §11): one entry per day of
 * the period an absence covers, for each user, in date order. Made in memory from the period's
 * spans (one query for the whole period, never one per user).
 */
export function absencesByUser(
  spans: readonly AbsenceSpan[],
  fromDay: number,
  toDay: number,
): Map<number, CalendarAbsence[]> {
  const first = dateFromCalendarId(fromDay);
  const length = daysBetween(first, dateFromCalendarId(toDay)) + 1;
  const dates = Array.from({ length }, (_, index) => addDays(first, index));
  const ids = dates.map((date) => calendarDateId(date));
  const byUser = new Map<number, CalendarAbsence[]>();
  for (const span of spans) {
    let list = byUser.get(span.userId);
    if (!list) {
      list = [];
      byUser.set(span.userId, list);
    }
    for (let index = 0; index < length; index++) {
      const day = ids[index]!;
      if (day < span.fromDay || day > span.toDay) continue;
      list.push({ date: dates[index]!, type: span.type, status: span.status });
    }
  }
  for (const list of byUser.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
  return byUser;
}

/** The holidays as the calendars carry them, top level: `{ date: 'YYYY-MM-DD', name }`. */
export const calendarHolidays = (days: readonly HolidayDay[]) =>
  days.map(({ day, name }) => ({ date: dateFromCalendarId(day), name }));

/** A month's absences (it has no user rows): each with its user, by date, then in row order. */
export function monthAbsences(
  users: readonly { id: number; name: string }[],
  byUser: ReadonlyMap<number, readonly CalendarAbsence[]>,
) {
  const list = users.flatMap((user) =>
    (byUser.get(user.id) ?? []).map((absence) => ({
      ...absence,
      userId: user.id,
      userName: user.name,
    })),
  );
  // Stable: users keep the calendar's order within a date.
  return list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
