import type { Absence, AbsenceStatus, AbsenceType } from '@app/contract/absences';
import {
  addDays,
  daysInMonth,
  monthFirstDay,
  plainDate,
  weekday,
  type PlainDate,
} from '@app/contract/dates';

export type GridMark = { absenceId: number; type: AbsenceType; status: AbsenceStatus };

export type GridRow = {
  userId: number;
  userName: string;
  /** By day of the month (1 … 31): that day's absence, if any. */
  marks: Map<number, GridMark>;
};

export type GridDay = { date: PlainDate; day: number; weekend: boolean; holiday: string | null };

/** The days of a month with their weekend and holiday marks. */
export function monthDays(
  year: number,
  month: number,
  holidays: readonly { date: string; name: string }[],
): GridDay[] {
  const names = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => {
    const date = plainDate(year, month, index + 1);
    const day = weekday(date);
    return {
      date,
      day: index + 1,
      weekend: day === 0 || day === 6,
      holiday: names.get(date) ?? null,
    };
  });
}

/** Only what still counts: pending and approved (rejected and cancelled leave no mark). */
const SHOWN: readonly AbsenceStatus[] = ['pending', 'approved'];

/**
 * Who is away in a month: one row per person with an absence in it (and per person in `alsoUsers`,
 * a filter's choice, even without one), by name; each day of the month that an absence covers is
 * marked with it. An approved absence wins a day over a pending one.
 */
export function monthGrid(
  year: number,
  month: number,
  absences: readonly Absence[],
  alsoUsers: readonly { id: number; name: string }[] = [],
): GridRow[] {
  const first = monthFirstDay(year, month);
  const last = addDays(first, daysInMonth(year, month) - 1);
  const rows = new Map<number, GridRow>();
  const rowOf = (userId: number, userName: string) => {
    let row = rows.get(userId);
    if (!row) {
      row = { userId, userName, marks: new Map() };
      rows.set(userId, row);
    }
    return row;
  };
  for (const user of alsoUsers) rowOf(user.id, user.name);
  for (const absence of absences) {
    if (!SHOWN.includes(absence.status)) continue;
    const from = absence.fromDate > first ? absence.fromDate : first;
    const to = absence.toDate < last ? absence.toDate : last;
    if (from > to) continue;
    const row = rowOf(absence.userId, absence.userName);
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const day = Number(date.slice(8, 10));
      const present = row.marks.get(day);
      if (present?.status === 'approved' && absence.status !== 'approved') continue;
      row.marks.set(day, { absenceId: absence.id, type: absence.type, status: absence.status });
    }
  }
  const byName = new Intl.Collator('es', { sensitivity: 'base' });
  return [...rows.values()].sort((a, b) => byName.compare(a.userName, b.userName));
}
