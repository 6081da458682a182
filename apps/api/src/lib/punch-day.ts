import { addDays, calendarDateId } from '@app/contract/dates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { punches, shifts } from '../db/schema/index';
import type { CompanyClock } from './time';

/**
 * The company day a Punch In at `now` belongs to, or null when the user has no published shift to
 * punch in for (DECISIONS §5, docs/decisions/012):
 * - yesterday's, when a published shift of yesterday is in progress and has no punch yet: a night
 *   shift from 23:00 whose worker arrives at 00:20 is late for that shift, not early for nothing;
 * - else today's, when a published shift starts today.
 * Punch In (punches) and the widget's `GET /shifts/today` (shifts) both ask this one question.
 */
export async function punchDayFor(
  db: Db,
  clock: CompanyClock,
  userId: number,
  now: Date,
): Promise<number | null> {
  return (await punchDayShifts(db, clock, userId, now))?.dayId ?? null;
}

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
 * punchDayFor's day and, from the same query, every published shift of the user on that day: what
 * a new punch is analysed against (its closest one), so Punch In need not read them again.
 */
export async function punchDayShifts(
  db: Db,
  clock: CompanyClock,
  userId: number,
  now: Date,
): Promise<{ dayId: number; shifts: DayShift[] } | null> {
  const today = clock.dateOf(now);
  const todayId = calendarDateId(today);
  const yesterdayId = calendarDateId(addDays(today, -1));
  const instant = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      ...dayShiftColumns,
      // Yesterday's, in progress now, and no punch of that day yet: a night shift to arrive for.
      nightInProgress: sql<boolean>`(${shifts.calendarDateId} = ${yesterdayId}
        and ${shifts.startAt} <= ${instant} and ${shifts.endAt} > ${instant}
        and not exists (select 1 from ${punches} p
          where p.user_id = ${shifts.userId} and p.calendar_date_id = ${yesterdayId}))`,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.userId, userId),
        eq(shifts.published, true),
        inArray(shifts.calendarDateId, [yesterdayId, todayId]),
      ),
    );
  const dayId = rows.some((row) => row.nightInProgress)
    ? yesterdayId
    : rows.some((row) => row.calendarDateId === todayId)
      ? todayId
      : null;
  if (dayId === null) return null;
  return {
    dayId,
    shifts: rows
      .filter((row) => row.calendarDateId === dayId)
      .map(({ nightInProgress: _night, ...shift }) => shift),
  };
}
