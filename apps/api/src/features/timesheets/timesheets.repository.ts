import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punchBreaks, punches, shifts, users } from '../../db/schema/index';
import { dayShiftColumns, type DayShift } from '../punches/punches.queries';
import type { TimesheetPunch, TimesheetUser } from './timesheet-month';

/**
 * What a month's timesheets read (DECISIONS §11): the workers, their punches with breaks and
 * lunches, their published shifts, for one user or for everyone at once (the ZIP: one query per
 * kind, whatever the number of users). Days are calendarDateIds (YYYYMMDD). Nothing of HTTP.
 */

export type MonthRange = { fromDay: number; toDay: number };

const userColumns = { id: users.id, name: users.name, email: users.email };

/** A user, deactivated or not (records outlive people), or undefined. */
export async function userById(db: Db, id: number): Promise<TimesheetUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** These users, by name (then id). */
export function usersByIds(db: Db, ids: readonly number[]): Promise<TimesheetUser[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(userColumns)
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** The users with a published shift or a punch in the range. */
export async function usersWithShiftsOrPunches(db: Db, range: MonthRange): Promise<number[]> {
  const result = (await db.execute(sql`
    select user_id from ${shifts}
      where published and calendar_date_id between ${range.fromDay} and ${range.toDay}
    union
    select user_id from ${punches}
      where calendar_date_id between ${range.fromDay} and ${range.toDay}`)) as {
    rows: { user_id: number | string }[];
  };
  return result.rows.map((row) => Number(row.user_id));
}

/** The punches of the range (of one user, or everyone's), with their breaks in start order. */
export async function monthPunches(
  db: Db,
  range: MonthRange,
  userId: number | null,
): Promise<TimesheetPunch[]> {
  const inRange = between(punches.calendarDateId, range.fromDay, range.toDay);
  const where = userId === null ? inRange : and(inRange, eq(punches.userId, userId));
  const [rows, breaks] = await Promise.all([
    db
      .select({
        id: punches.id,
        userId: punches.userId,
        calendarDateId: punches.calendarDateId,
        dateIn: punches.dateIn,
        dateOut: punches.dateOut,
        corrected: punches.corrected,
      })
      .from(punches)
      .where(where),
    db
      .select({
        punchId: punchBreaks.punchId,
        type: punchBreaks.type,
        breakIn: punchBreaks.breakIn,
        breakOut: punchBreaks.breakOut,
      })
      .from(punchBreaks)
      .innerJoin(punches, eq(punches.id, punchBreaks.punchId))
      .where(where)
      .orderBy(asc(punchBreaks.breakIn), asc(punchBreaks.id)),
  ]);
  const byPunch = new Map<number, TimesheetPunch['breaks']>();
  for (const { punchId, ...entry } of breaks) {
    const list = byPunch.get(punchId);
    if (list) list.push(entry);
    else byPunch.set(punchId, [entry]);
  }
  return rows.map((row) => ({ ...row, breaks: byPunch.get(row.id) ?? [] }));
}

/** The published shifts of the range (of one user, or everyone's): what the analysis matches. */
export function monthShifts(db: Db, range: MonthRange, userId: number | null): Promise<DayShift[]> {
  return db
    .select(dayShiftColumns)
    .from(shifts)
    .where(
      and(
        eq(shifts.published, true),
        between(shifts.calendarDateId, range.fromDay, range.toDay),
        userId === null ? undefined : eq(shifts.userId, userId),
      ),
    );
}
