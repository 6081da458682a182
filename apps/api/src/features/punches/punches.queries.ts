import type { Role } from '@app/contract/common';
import { addDays, calendarDateId } from '@app/contract/dates';
import { PUNCH_OPEN_WITHOUT_SHIFT_HOURS } from '@app/contract/punches';
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punches, shifts } from '../../db/schema/index';
import type { CompanyClock } from '../../lib/time';

/** A published shift as the punch analysis reads it. */
export type DayShift = {
  userId: number;
  calendarDateId: number;
  startAt: Date;
  endAt: Date;
  breakMinutes: number;
  lunchMinutes: number;
  notes: string;
};

/** The columns of a DayShift, for the queries that read them. */
export const dayShiftColumns = {
  userId: shifts.userId,
  calendarDateId: shifts.calendarDateId,
  startAt: shifts.startAt,
  endAt: shifts.endAt,
  breakMinutes: shifts.breakMinutes,
  lunchMinutes: shifts.lunchMinutes,
  notes: shifts.notes,
};

/**
 * Whether a user of this role may punch in without a published shift (DECISIONS §5: Punch In needs
 * one 'except for admin'): an admin may, on today's company day while it is not punched yet. The
 * one place the exemption is decided; Punch In and the widget's `GET /shifts/today` both ask it
 * for the `exempt` of `punchInWindow`.
 */
export const exemptFromPunchWindow = (role: Role): boolean => role === 'admin';

/** What the Punch In rule answers for one user at one instant (DECISIONS §5, §6). */
export type PunchInWindow = {
  /** A published shift on today's company day, or one whose Punch In window holds now. */
  hasShift: boolean;
  /** Punch In is allowed now: the company day it belongs to, and that day's published shifts. */
  day: { dayId: number; shifts: DayShift[] } | null;
  /** When Punch In opens for the next shift, while it is not allowed yet (else null). */
  opensAt: Date | null;
};

/**
 * The Punch In rule, for Punch In itself (punches) and the widget's `GET /shifts/today` (shifts):
 * a published shift of the user opens `earlyMinutes` before its start and closes at its end, and a
 * punch made then belongs to that shift's calendar day (docs/decisions/014). A day already punched
 * (one punch per user and day) opens nothing. When several shifts are open at once, the one whose
 * start is closest to now wins (as the analysis matches a punch with its shift). `exempt`
 * (`exemptFromPunchWindow` of the user's role) may punch in without a shift: on today's company
 * day, when it is not punched yet.
 *
 * Every condition names its table: the shifts and the user's punches are read in two plain
 * queries, each about this user only, so what other users punched can never change the answer.
 */
export async function punchInWindow(
  db: Db,
  clock: CompanyClock,
  options: { userId: number; now: Date; earlyMinutes: number; exempt: boolean },
): Promise<PunchInWindow> {
  const { userId, now, earlyMinutes, exempt } = options;
  const nowMs = now.getTime();
  const earlyMs = earlyMinutes * 60_000;
  const today = clock.dateOf(now);
  const todayId = calendarDateId(today);
  // A shift open now started at most 26 h ago or starts within 12 h: its day lies in these four.
  const fromId = calendarDateId(addDays(today, -2));
  const toId = calendarDateId(addDays(today, 1));
  const rows = await db
    .select(dayShiftColumns)
    .from(shifts)
    .where(
      and(
        eq(shifts.userId, userId),
        eq(shifts.published, true),
        between(shifts.calendarDateId, fromId, toId),
      ),
    );
  const punchedRows = await db
    .select({ dayId: punches.calendarDateId })
    .from(punches)
    .where(and(eq(punches.userId, userId), between(punches.calendarDateId, fromId, toId)));
  const punched = new Set(punchedRows.map((row) => row.dayId));

  const opens = (shift: DayShift) => shift.startAt.getTime() - earlyMs;
  const isOpen = (shift: DayShift) => opens(shift) <= nowMs && nowMs < shift.endAt.getTime();
  const available = rows.filter((shift) => !punched.has(shift.calendarDateId));
  const closest = available
    .filter(isOpen)
    .sort(
      (a, b) =>
        Math.abs(a.startAt.getTime() - nowMs) - Math.abs(b.startAt.getTime() - nowMs) ||
        a.startAt.getTime() - b.startAt.getTime(),
    )[0];
  const hasShift = rows.some((shift) => shift.calendarDateId === todayId || isOpen(shift));
  const dayId = closest?.calendarDateId ?? (exempt && !punched.has(todayId) ? todayId : null);
  if (dayId !== null) {
    return {
      hasShift,
      day: { dayId, shifts: rows.filter((shift) => shift.calendarDateId === dayId) },
      opensAt: null,
    };
  }
  // The next opening of a shift of today (a later one of today's, or tonight's just after midnight).
  const next = available
    .filter(
      (shift) => shift.calendarDateId === todayId || clock.dateOf(new Date(opens(shift))) === today,
    )
    .map(opens)
    .filter((ms) => ms > nowMs)
    .sort((a, b) => a - b)[0];
  return { hasShift, day: null, opensAt: hasShift && next !== undefined ? new Date(next) : null };
}

/*
 * Open and forgotten (DECISIONS §10), the one place the rule is written: a punch without exit
 * offers Punch Out until its shift's end + PUNCH_FORGOTTEN_HOURS (the published shift of its
 * calendar day closest to dateIn, as the analysis matches it), or PUNCH_OPEN_WITHOUT_SHIFT_HOURS
 * after dateIn without a shift (an admin's). From then on it is *sin salida* ('missing-out'): it
 * blocks no Punch In, no Punch Out closes it and its hours count 0 until corrected. The TS form
 * (punchForgottenAt, punchIsMissingOut) and the SQL form (forgottenAtSql, forgottenPunchesSql,
 * forgottenPunches) say the same; a test holds them together.
 */

const HOUR_MS = 3_600_000;

/** When a punch without exit becomes sin salida, given the shift it is matched with (or none). */
export function punchForgottenAt(
  dateIn: Date,
  shift: { endAt: Date } | null,
  forgottenHours: number,
): Date {
  return shift
    ? new Date(shift.endAt.getTime() + forgottenHours * HOUR_MS)
    : new Date(dateIn.getTime() + PUNCH_OPEN_WITHOUT_SHIFT_HOURS * HOUR_MS);
}

/** Whether the punch is sin salida at `now`: no exit, and its forgotten time has come. */
export function punchIsMissingOut(
  punch: { dateIn: Date; dateOut: Date | null },
  shift: { endAt: Date } | null,
  forgottenHours: number,
  now: Date,
): boolean {
  return (
    punch.dateOut === null &&
    punchForgottenAt(punch.dateIn, shift, forgottenHours).getTime() <= now.getTime()
  );
}

/**
 * punchForgottenAt in SQL: `shiftEnd` is the matched shift's end (null without one). Both are
 * timestamptz expressions; hours are added as exact hours, so a daylight-saving night changes
 * nothing.
 */
export const forgottenAtSql = (dateIn: SQL, shiftEnd: SQL, forgottenHours: number): SQL =>
  sql`coalesce(${shiftEnd} + ${Math.trunc(forgottenHours)}::int * interval '1 hour', ${dateIn} + ${PUNCH_OPEN_WITHOUT_SHIFT_HOURS}::int * interval '1 hour')`;

export type ForgottenQuery = {
  /** The punches' calendar days, YYYYMMDD, both included. */
  fromDay: number;
  toDay: number;
  /** Only these users (an empty list finds nothing); every user when absent. */
  userIds?: readonly number[] | undefined;
  /** The instant the rule is judged at (`clock.now()`). */
  now: Date;
  /** PUNCH_FORGOTTEN_HOURS (`app.config.punchForgottenHours`). */
  forgottenHours: number;
};

/**
 * The punches that are sin salida at `now`, as one SELECT to use inside a larger query (a CTE, a
 * count, a union): columns `punch_id`, `user_id`, `calendar_date_id`, `date_in`, `shift_id` (the
 * matched shift, null without one) and `forgotten_at` (when it became sin salida).
 */
export function forgottenPunchesSql(query: ForgottenQuery): SQL {
  const { fromDay, toDay, userIds, now, forgottenHours } = query;
  const onlyUsers = userIds ? sql`and p.user_id = any(${sql.param([...userIds])}::int[])` : sql``;
  const at = forgottenAtSql(sql`p.date_in`, sql`sh.end_at`, forgottenHours);
  return sql`select p.id as punch_id, p.user_id, p.calendar_date_id, p.date_in,
      sh.id as shift_id, ${at} as forgotten_at
    from ${punches} p
    left join lateral (
      select s.id, s.end_at from ${shifts} s
      where s.user_id = p.user_id and s.calendar_date_id = p.calendar_date_id and s.published
      order by abs(extract(epoch from (s.start_at - p.date_in))), s.start_at, s.id
      limit 1
    ) sh on true
    where p.date_out is null and p.calendar_date_id between ${fromDay} and ${toDay} ${onlyUsers}
      and ${at} <= ${now.toISOString()}::timestamptz`;
}

export type ForgottenPunch = {
  punchId: number;
  userId: number;
  calendarDateId: number;
  dateIn: Date;
  shiftId: number | null;
  forgottenAt: Date;
};

/** The punches of forgottenPunchesSql, oldest first. */
export async function forgottenPunches(db: Db, query: ForgottenQuery): Promise<ForgottenPunch[]> {
  if (query.userIds?.length === 0) return [];
  const result = (await db.execute(
    sql`select * from (${forgottenPunchesSql(query)}) f order by f.date_in, f.punch_id`,
  )) as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    punchId: Number(row.punch_id),
    userId: Number(row.user_id),
    calendarDateId: Number(row.calendar_date_id),
    dateIn: new Date(row.date_in as string | Date),
    shiftId: row.shift_id === null ? null : Number(row.shift_id),
    forgottenAt: new Date(row.forgotten_at as string | Date),
  }));
}

/** The analysis's own figures, for records that must equal it to the minute (the timesheets). */
export {
  analysePunch,
  breakHours,
  closestShift,
  MISSING_OUT_FIGURES,
  msToHours,
  type AnalysisShift,
  type PunchFigures,
} from './punch-analysis';
