import { addDays, calendarDateId, dateFromCalendarId } from '@app/contract/dates';
import type { DayRow, MonthGroup, Shift, WeekRow } from '@app/contract/shifts';
import type { CompanyClock } from '../../lib/time';
import { shiftFormatter, type ShiftFields } from './shift-dto';
import { minutesToHours, plannedMinutes } from './shift-times';

/**
 * The three calendars of get-shifts, shaped in memory from one list of users and one list of the
 * period's shifts (ordered by start): one pass over the shifts, no query per user or per day.
 * Shifts of users not in the list (deactivated, or filtered out) are left out.
 */
export type ViewUser = { id: number; name: string };

export function weekRows(
  clock: CompanyClock,
  users: readonly ViewUser[],
  shifts: readonly ShiftFields[],
  monday: string,
): WeekRow[] {
  const format = shiftFormatter(clock);
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const dayIndex = new Map(dates.map((date, index) => [calendarDateId(date), index]));
  const rows = new Map<number, { row: WeekRow; minutes: number }>();
  for (const user of users) {
    const days = dates.map((date) => ({
      id: calendarDateId(date),
      calendarDate: { date },
      Shifts: [] as Shift[],
    }));
    rows.set(user.id, {
      row: { id: user.id, name: user.name, totalHours: [{ sum: { hours: 0 } }], days },
      minutes: 0,
    });
  }
  for (const shift of shifts) {
    const entry = rows.get(shift.userId);
    const index = dayIndex.get(shift.calendarDateId);
    if (!entry || index === undefined) continue;
    entry.row.days[index]!.Shifts.push(format(shift, entry.row.name));
    entry.minutes += plannedMinutes(shift);
  }
  return [...rows.values()].map(({ row, minutes }) => {
    row.totalHours[0]!.sum.hours = minutesToHours(minutes);
    return row;
  });
}

/** A row per user with 24 hourly cells; a shift sits in the company-local hour it starts in. */
export function dayRows(
  clock: CompanyClock,
  users: readonly ViewUser[],
  shifts: readonly ShiftFields[],
): DayRow[] {
  const format = shiftFormatter(clock);
  const rows = new Map<number, DayRow>();
  for (const user of users) {
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, Shifts: [] as Shift[] }));
    rows.set(user.id, { id: user.id, name: user.name, hours });
  }
  for (const shift of shifts) {
    const row = rows.get(shift.userId);
    row?.hours[clock.hourOf(shift.startAt)]?.Shifts.push(format(shift, row.name));
  }
  return [...rows.values()];
}

/** The month's dates that have shifts, ascending, each with its shifts in order of start. */
export function monthGroups(
  clock: CompanyClock,
  users: readonly ViewUser[],
  shifts: readonly ShiftFields[],
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
