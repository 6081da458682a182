import type { Shift } from '@app/contract/shifts';
import type { CompanyClock } from '../../lib/time';
import { minutesToHours, plannedMinutes } from './shift-times';

/** A stored shift as the repository reads it. */
export type ShiftFields = {
  id: number;
  userId: number;
  groupId: string;
  startAt: Date;
  endAt: Date;
  calendarDateId: number;
  breakMinutes: number;
  lunchMinutes: number;
  notes: string;
  color: string;
  published: boolean;
};
/** A stored shift with its user's name. */
export type ShiftRow = ShiftFields & { userName: string };

/**
 * Turns stored shifts into the response shape of SPEC §3: timestamps with the company offset,
 * planned hours. A calendar formats thousands of shifts that mostly start and end at the same few
 * instants, so each formatter remembers the timestamps it has written.
 */
export function shiftFormatter(clock: CompanyClock) {
  const written = new Map<number, string>();
  const iso = (instant: Date) => {
    const ms = instant.getTime();
    let text = written.get(ms);
    if (text === undefined) {
      text = clock.iso(instant);
      written.set(ms, text);
    }
    return text;
  };
  return (row: ShiftFields, userName: string): Shift => ({
    id: row.id,
    userId: row.userId,
    user: userName,
    startDateTime: iso(row.startAt),
    endDateTime: iso(row.endAt),
    breakMinutes: row.breakMinutes,
    lunchMinutes: row.lunchMinutes,
    notes: row.notes,
    color: row.color,
    groupId: row.groupId,
    published: row.published,
    calendarDateId: row.calendarDateId,
    hours: minutesToHours(plannedMinutes(row)),
  });
}

/** Shifts read with their users' names, in the response shape. */
export function toShifts(clock: CompanyClock, rows: readonly ShiftRow[]): Shift[] {
  const format = shiftFormatter(clock);
  return rows.map((row) => format(row, row.userName));
}
