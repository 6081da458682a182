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
  version: number;
};
/**
 * A stored shift with its user's name, and the times its person was last told of (null until
 * first published, or since unpublished).
 */
export type ShiftRow = ShiftFields & {
  userName: string;
  publishedStartAt: Date | null;
  publishedEndAt: Date | null;
};
/** A stored shift as the calendars read it: its instants as epoch milliseconds. */
export type CalendarShift = Omit<ShiftFields, 'startAt' | 'endAt'> & {
  startMs: number;
  endMs: number;
};

/**
 * Turns stored shifts into the response shape of SPEC §3: timestamps with the company offset,
 * planned hours. A calendar formats thousands of shifts that mostly start and end at the same few
 * instants, so each formatter remembers the timestamps it has written.
 */
export function shiftFormatter(clock: CompanyClock) {
  const written = new Map<number, string>();
  const iso = (ms: number) => {
    let text = written.get(ms);
    if (text === undefined) {
      text = clock.iso(new Date(ms));
      written.set(ms, text);
    }
    return text;
  };
  /** `minutes`: the shift's planned minutes, when the caller has them already. */
  return (row: CalendarShift, userName: string, minutes = plannedMinutes(row)): Shift => ({
    id: row.id,
    userId: row.userId,
    user: userName,
    startDateTime: iso(row.startMs),
    endDateTime: iso(row.endMs),
    breakMinutes: row.breakMinutes,
    lunchMinutes: row.lunchMinutes,
    notes: row.notes,
    color: row.color,
    groupId: row.groupId,
    published: row.published,
    calendarDateId: row.calendarDateId,
    hours: minutesToHours(minutes),
    version: row.version,
  });
}

/** Shifts read with their users' names, in the response shape. */
export function toShifts(clock: CompanyClock, rows: readonly ShiftRow[]): Shift[] {
  const format = shiftFormatter(clock);
  return rows.map((row) =>
    format({ ...row, startMs: row.startAt.getTime(), endMs: row.endAt.getTime() }, row.userName),
  );
}
