import type { Role } from '@app/contract/common';
import { addDays, calendarDateId } from '@app/contract/dates';
import { and, between, eq } from 'drizzle-orm';
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
