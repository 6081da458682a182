import { addDays, addMonths, calendarDateId } from '@app/contract/dates';
import type { CompanyClock } from '../lib/time';
import type { Role } from '@app/contract/common';

/**
 * Which of the demo's punches tell the attendance record's story (DECISIONS §10): a few forgotten
 * exits, corrections pending and decided, and one closed month. The punches step reads it to leave
 * the forgotten exits open; the record step makes the corrections and closes the month.
 */

/** A punch the punches step makes for a published shift that has started. */
export type PlannedPunch = {
  shiftId: number;
  userId: number;
  calendarDateId: number;
  startAt: Date;
  endAt: Date;
  dateIn: Date;
  /** Its exit has happened (before the seed's moment). */
  finished: boolean;
};

/**
 * - `forgotten`: the exit was never punched and nobody asked to fix it yet (sin salida).
 * - `forgotten-requested`: forgotten, the worker asks for the exit time (pending).
 * - `forgotten-approved`: forgotten, the worker asks, an office user approves an adjusted time.
 * - `forgotten-applied`: forgotten, the admin corrects it directly.
 * - `entry-requested`: the worker asks to move the entry earlier (pending).
 * - `entry-rejected`: the same, rejected with a note.
 */
export type RecordCase =
  | 'forgotten'
  | 'forgotten-requested'
  | 'forgotten-approved'
  | 'forgotten-applied'
  | 'entry-requested'
  | 'entry-rejected';

export type PlannedCase = { case: RecordCase; punch: PlannedPunch };

export type PunchRecordPlan = {
  /** The month ('YYYY-MM') the admin closes once nothing is left to resolve in it. */
  closedMonth: string;
  /** When it is closed: the 3rd of the next month at 10:00, or just before the seed's moment. */
  closeAt: Date;
  cases: PlannedCase[];
  /** The shifts whose punch has no exit. */
  forgottenShiftIds: Set<number>;
};

/**
 * The usuario (by position among the usuarios) of each case; the decided ones go in the closed
 * month when it has their punches, so its history shows what was fixed before closing it.
 */
const CASES: { case: RecordCase; staff: number; closedMonth: boolean }[] = [
  { case: 'forgotten', staff: 0, closedMonth: false },
  { case: 'forgotten-requested', staff: 1, closedMonth: false },
  { case: 'forgotten-approved', staff: 2, closedMonth: true },
  { case: 'forgotten-applied', staff: 3, closedMonth: true },
  { case: 'entry-requested', staff: 4, closedMonth: false },
  { case: 'entry-rejected', staff: 5, closedMonth: true },
  { case: 'forgotten', staff: 6, closedMonth: false },
];

const FORGOTTEN: ReadonlySet<RecordCase> = new Set([
  'forgotten',
  'forgotten-requested',
  'forgotten-approved',
  'forgotten-applied',
]);

export function planPunchRecord(
  clock: CompanyClock,
  now: Date,
  users: readonly { id: number; role: Role }[],
  punches: readonly PlannedPunch[],
): PunchRecordPlan {
  const today = clock.today(now);
  const thisMonth = `${today.slice(0, 7)}-01`;
  // Past the first week of the month, last month is closed and this month holds what is still
  // open; earlier in the month, the month before last (the open items go in last month).
  const firstOpen = Number(today.slice(8, 10)) >= 8 ? thisMonth : addMonths(thisMonth, -1);
  const closedMonth = addMonths(firstOpen, -1).slice(0, 7);
  const closeAt = new Date(
    Math.min(
      clock.instantOf(`${addDays(firstOpen, 2)} 10:00`).getTime(),
      now.getTime() - 5 * 60_000,
    ),
  );
  // A case's punch ended at least two days ago, so its request and decision come the next day.
  const lastDay = calendarDateId(addDays(today, -2));
  const openFrom = calendarDateId(firstOpen);
  const inClosed = (day: number) => String(day).startsWith(closedMonth.replace('-', ''));
  const staff = users.filter((user) => user.role === 'usuario');
  const cases: PlannedCase[] = [];
  for (const planned of CASES) {
    const user = staff[planned.staff];
    if (!user) continue;
    const own = punches.filter(
      (punch) => punch.userId === user.id && punch.finished && punch.calendarDateId <= lastDay,
    );
    const latest = (where: (day: number) => boolean) =>
      own.filter((punch) => where(punch.calendarDateId)).at(-1);
    const punch =
      (planned.closedMonth ? latest(inClosed) : undefined) ?? latest((day) => day >= openFrom);
    if (punch) cases.push({ case: planned.case, punch });
  }
  const forgottenShiftIds = new Set(
    cases.filter((entry) => FORGOTTEN.has(entry.case)).map((entry) => entry.punch.shiftId),
  );
  return { closedMonth, closeAt, cases, forgottenShiftIds };
}
