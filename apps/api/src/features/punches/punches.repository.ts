import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punchBreaks, punches, punchRequests, users } from '../../db/schema/index';

/**
 * The queries of the punch write path (POST /punches/add): the user's lock and earlier requests,
 * what the rule reads under that lock, and the writes of punches and breaks. The lists are in
 * punches-read.repository, the analysis's SQL in punches-analysis.repository. Nothing of HTTP.
 */

/**
 * Locks the user's row for the rest of the transaction (every punch write of one user runs one at
 * a time, so concurrent identical requests see each other's result and record once) and, in the
 * same round trip, finds the user's earlier request with this Idempotency-Key: undefined when
 * there is none (or no key).
 */
export async function lockUserFindRequest(db: Db, userId: number, key: string | undefined) {
  const [row] = await db
    .select({
      type: punchRequests.type,
      punchId: punchRequests.punchId,
      breakId: punchRequests.breakId,
    })
    .from(users)
    .leftJoin(
      punchRequests,
      key === undefined
        ? sql`false`
        : and(eq(punchRequests.userId, users.id), eq(punchRequests.key, key)),
    )
    .where(eq(users.id, userId))
    .for('update', { of: users });
  if (!row || row.type === null || row.punchId === null) return undefined;
  return { type: row.type, punchId: row.punchId, breakId: row.breakId };
}

/** Whether a punch already holds this photo, as its photo in or out. */
export async function photoInUse(db: Db, key: string) {
  const [row] = await db
    .select({ id: punches.id })
    .from(punches)
    .where(or(eq(punches.imgIn, key), eq(punches.imgOut, key)))
    .limit(1);
  return row !== undefined;
}

export async function saveRequest(db: Db, row: typeof punchRequests.$inferInsert) {
  await db.insert(punchRequests).values(row).onConflictDoNothing();
}

/**
 * The user's punches of these company days, and those without exit from `withoutExitSince` on
 * (YYYYMMDD): what the punch rule reads (punch-state).
 */
export function punchesForState(
  db: Db,
  userId: number,
  range: { days: readonly number[]; withoutExitSince: number },
) {
  return db
    .select()
    .from(punches)
    .where(
      and(
        eq(punches.userId, userId),
        or(
          inArray(punches.calendarDateId, [...range.days]),
          and(isNull(punches.dateOut), gte(punches.calendarDateId, range.withoutExitSince)),
        ),
      ),
    )
    .orderBy(desc(punches.calendarDateId));
}

/** Inserts a punch and gives it back as stored. */
export async function insertPunch(db: Db, row: typeof punches.$inferInsert) {
  const [inserted] = await db.insert(punches).values(row).returning();
  return inserted!;
}

export async function closePunch(
  db: Db,
  id: number,
  values: { dateOut: Date; imgOut: string | null; notesOut: string },
) {
  await db
    .update(punches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(punches.id, id));
}

export async function insertBreak(db: Db, row: typeof punchBreaks.$inferInsert) {
  const [inserted] = await db.insert(punchBreaks).values(row).returning({ id: punchBreaks.id });
  return inserted!.id;
}

export async function closeBreak(db: Db, id: number, breakOut: Date) {
  await db.update(punchBreaks).set({ breakOut }).where(eq(punchBreaks.id, id));
}
