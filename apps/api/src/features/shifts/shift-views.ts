import { addDays, calendarDateId, dateFromCalendarId } from '@app/contract/dates';
import type { CalendarAbsence, DayRow, MonthGroup, Shift, WeekRow } from '@app/contract/shifts';
import type { CompanyClock } from '../../lib/time';
import { shiftFormatter, type CalendarShift } from './shift-dto';
import { minutesToHours, plannedMinutes } from './shift-times';

/**
 * The three calendars of get-shifts, shaped in memory from one list of users and one list of the
 * period's shifts (ordered by start): one pass over the shifts, no query per user or per day.
 * Shifts of users not in the list (deactivated, or filtered out) are left out.
 */
export type ViewUser = { id: number; name: string };
/** Each user's absences of the period, one entry per day (calendar-absences). */
type AbsencesOf = ReadonlyMap<number, CalendarAbsence[]>;
const none: CalendarAbsence[] = [];

export function weekRows(
  clock: CompanyClock,
  users: readonly ViewUser[],
  shifts: readonly CalendarShift[],
  monday: string,
  absences: AbsencesOf = new Map(),
): WeekRow[] {
  const format = shiftFormatter(clock);
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const ids = dates.map((date) => calendarDateId(date));
  const dayIndex = new Map(ids.map((id, index) => [id, index]));
  // A week of 500 users is 3 500 days and shifts: each day's list is made when its first shift
  // comes (most days have one), and each row when its totals are known.
  const rows = new Map<
    number,
    { user: ViewUser; days: (Shift[] | undefined)[]; minutes: number }
  >();
  for (const user of users) rows.set(user.id, { user, days: Array<undefined>(7), minutes: 0 });
  for (const shift of shifts) {
    const entry = rows.get(shift.userId);
    const index = dayIndex.get(shift.calendarDateId);
    if (!entry || index === undefined) continue;
    const minutes = plannedMinutes(shift);
    const formatted = format(shift, entry.user.name, minutes);
    const day = entry.days[index];
    if (day) day.push(formatted);
    else entry.days[index] = [formatted];
    entry.minutes += minutes;
  }
  return Array.from(rows.values(), ({ user, days, minutes }) => ({
    id: user.id,
    name: user.name,
    totalHours: [{ sum: { hours: minutesToHours(minutes) } }],
    days: dates.map((date, index) => ({
      id: ids[index]!,
      calendarDate: { date },
      Shifts: days[index] ?? [],
    })),
    absences: absences.get(user.id) ?? none,
  }));
}

/** A row per user with 24 hourly cells; a shift sits in the company-local hour it starts in. */
export function dayRows(
  clock: CompanyClock,
  users: readonly ViewUser[],
  shifts: readonly CalendarShift[],
  absences: AbsencesOf = new Map(),
): DayRow[] {
  const format = shiftFormatter(clock);
  const rows = new Map<number, DayRow>();
  for (const user of users) {
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, Shifts: [] as Shift[] }));
    rows.set(user.id, {
      id: user.id,
      name: user.name,
      hours,
      absences: absences.get(user.id) ?? none,
    });
  }
  for (const shift of shifts) {
    const row = rows.get(shift.userId);
    row?.hours[clock.hourOf(new Date(shift.startMs))]?.Shifts.push(format(shift, row.name));
  }
  return [...rows.values()];
}

/** The month's dates that have shifts, ascending, each with its shifts in order of start. */
export function monthGroups(
  clock: CompanyClock,
  users: readonly ViewUser[],
  shifts: readonly CalendarShift[],
): MonthGroup[] {
  const format = shiftFormatter(clock);
  const names = new Map(users.map((user) => [user.id, user.name]));
  const groups = new Map<number, MonthGroup>();
  for (const shift of shifts) {
    const name = names.get(shift.userId);
    if (name === undefined) continue;
    let group = groups.get(shift.calendarDateId);
    if (!group) {
      group = { date: dateFromCalendarId(shift.calendarDateId), shifts: [] };
      groups.set(shift.calendarDateId, group);
    }
    group.shifts.push(format(shift, name));
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}
