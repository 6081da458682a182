import { ABSENCE_TEXTS } from '@app/contract/absences';
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absences } from '../../db/schema/index';
import { conflict } from '../../lib/app-error';

/**
 * Absences as other features ask for them (DECISIONS §11): the roster's rows, the 409 of a shift
 * onto an approved absence, the no-show they remove, the timesheet's days. Days are calendarDateIds
 * (YYYYMMDD), the numbers of `shifts.calendar_date_id`.
 */

/** The advisory lock class of a user's absences (the second key is the user's id). */
const ABSENCE_LOCK_CLASS = 0x61627365; // 'abse'

/**
 * Holds, until the transaction ends, the lock of each user's absences, in id order (so two writers
 * never wait on each other in a circle). Absence writes take it before checking overlaps; shift
 * writes take it before asking `approvedAbsenceDays`, so a shift and an approval never cross.
 */
export async function lockUsersAbsences(db: Db, userIds: readonly number[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
    await db.execute(sql`select pg_advisory_xact_lock(${ABSENCE_LOCK_CLASS}, ${userId}::int)`);
  }
}

/**
 * SQL true when the user of `userColumn` has an approved absence on the day of `dayColumn`
 * (both SQL expressions, e.g. `sh.user_id` and `sh.calendar_date_id`).
 */
export const approvedAbsenceOnSql = (userColumn: SQL, dayColumn: SQL): SQL => sql`exists (
  select 1 from ${absences} a
  where a.user_id = ${userColumn} and a.status = 'approved'
    and ${dayColumn} between a.from_day and a.to_day)`;

export type AbsenceSpan = {
  id: number;
  userId: number;
  type: 'vacation' | 'sick' | 'personal' | 'other';
  status: 'pending' | 'approved';
  fromDay: number;
  toDay: number;
};

/** The pending and approved absences touching [fromDay, toDay], of these users (all when null). */
export async function absencesInRange(
  db: Db,
  fromDay: number,
  toDay: number,
  userIds: readonly number[] | null,
  statuses: readonly ('pending' | 'approved')[] = ['pending', 'approved'],
): Promise<AbsenceSpan[]> {
  if (userIds?.length === 0) return [];
  const rows = await db
    .select({
      id: absences.id,
      userId: absences.userId,
      type: absences.type,
      status: absences.status,
      fromDay: absences.fromDay,
      toDay: absences.toDay,
    })
    .from(absences)
    .where(
      and(
        lte(absences.fromDay, toDay),
        gte(absences.toDay, fromDay),
        inArray(absences.status, [...statuses]),
        userIds ? inArray(absences.userId, [...userIds]) : undefined,
      ),
    )
    .orderBy(asc(absences.userId), asc(absences.fromDay));
  return rows as AbsenceSpan[];
}

/** Of these (user, day) pairs, those on an approved absence of that user, as `${userId}:${day}`. */
export async function approvedAbsenceDays(
  db: Db,
  pairs: readonly { userId: number; day: number }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const days = pairs.map((pair) => pair.day);
  const spans = await absencesInRange(
    db,
    Math.min(...days),
    Math.max(...days),
    [...new Set(pairs.map((pair) => pair.userId))],
    ['approved'],
  );
  const found = new Set<string>();
  for (const { userId, day } of pairs) {
    if (spans.some((span) => span.userId === userId && span.fromDay <= day && day <= span.toDay)) {
      found.add(`${userId}:${day}`);
    }
  }
  return found;
}

/** 409 'El usuario tiene una ausencia aprobada ese día' when the user is away that day. */
export async function assertNoApprovedAbsence(db: Db, userId: number, day: number): Promise<void> {
  const [row] = await db
    .select({ id: absences.id })
    .from(absences)
    .where(
      and(
        eq(absences.userId, userId),
        eq(absences.status, 'approved'),
        lte(absences.fromDay, day),
        gte(absences.toDay, day),
      ),
    )
    .limit(1);
  if (row) throw conflict(ABSENCE_TEXTS.shiftOnAbsence);
}
