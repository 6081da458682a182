import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punchBreaks, punchCorrections, punches, shifts, users } from '../../db/schema/index';
import type { PunchSnapshot } from '../punch-history/punch-history.queries';
import type { PunchTimes, ResultBreak } from './correction-rules';

/** The writes of corrections and of the punches they fix (DECISIONS §10). */

export type CorrectionRow = typeof punchCorrections.$inferSelect;
export type PunchRecord = {
  id: number;
  userId: number;
  calendarDateId: number;
  notesIn: string;
  notesOut: string;
  corrected: boolean;
} & PunchTimes;

const byStart = (a: ResultBreak, b: ResultBreak) =>
  a.breakIn.getTime() - b.breakIn.getTime() || (a.id ?? 0) - (b.id ?? 0);

/** The punch as the history records it (as punchSnapshot reads it), without reading it again. */
export const snapshotOf = (punch: PunchRecord): PunchSnapshot => ({
  id: punch.id,
  userId: punch.userId,
  calendarDateId: punch.calendarDateId,
  dateIn: punch.dateIn.toISOString(),
  dateOut: punch.dateOut?.toISOString() ?? null,
  notesIn: punch.notesIn,
  notesOut: punch.notesOut,
  corrected: punch.corrected,
  breaks: [...punch.breaks].sort(byStart).map((entry) => ({
    id: entry.id!,
    type: entry.type,
    breakIn: entry.breakIn.toISOString(),
    breakOut: entry.breakOut?.toISOString() ?? null,
  })),
});

const recordOf = (
  row: typeof punches.$inferSelect,
  breaks: readonly (typeof punchBreaks.$inferSelect | ResultBreak)[],
): PunchRecord => ({
  id: row.id,
  userId: row.userId,
  calendarDateId: row.calendarDateId,
  notesIn: row.notesIn,
  notesOut: row.notesOut,
  corrected: row.corrected,
  dateIn: row.dateIn,
  dateOut: row.dateOut,
  breaks: breaks
    .map((entry) => ({
      ...(entry.id !== undefined && { id: entry.id }),
      type: entry.type,
      breakIn: entry.breakIn,
      breakOut: entry.breakOut,
    }))
    .sort(byStart),
});

/** The correction, locked until the transaction ends (two deciders: one waits, then sees it decided). */
export async function lockCorrection(db: Db, id: number): Promise<CorrectionRow | undefined> {
  const [row] = await db
    .select()
    .from(punchCorrections)
    .where(eq(punchCorrections.id, id))
    .for('update');
  return row;
}

async function withBreaks(
  db: Db,
  row: typeof punches.$inferSelect | undefined,
): Promise<PunchRecord | undefined> {
  if (!row) return undefined;
  const breaks = await db.select().from(punchBreaks).where(eq(punchBreaks.punchId, row.id));
  return recordOf(row, breaks);
}

/** A punch with its breaks, locked until the transaction ends. */
export async function lockPunch(db: Db, id: number): Promise<PunchRecord | undefined> {
  const [row] = await db.select().from(punches).where(eq(punches.id, id)).for('update');
  return withBreaks(db, row);
}

/** The user's punch of a day, locked, if there is one. */
export async function lockPunchOfDay(db: Db, userId: number, dayId: number) {
  const [row] = await db
    .select()
    .from(punches)
    .where(and(eq(punches.userId, userId), eq(punches.calendarDateId, dayId)))
    .for('update');
  return withBreaks(db, row);
}

/** Whether the user has a published shift on that day. */
export async function hasPublishedShift(db: Db, userId: number, dayId: number) {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(eq(shifts.userId, userId), eq(shifts.calendarDateId, dayId), eq(shifts.published, true)),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a request of that user and day waits for a decision. */
export async function hasPending(db: Db, userId: number, dayId: number) {
  const [row] = await db
    .select({ id: punchCorrections.id })
    .from(punchCorrections)
    .where(
      and(
        eq(punchCorrections.userId, userId),
        eq(punchCorrections.calendarDateId, dayId),
        eq(punchCorrections.status, 'pending'),
      ),
    );
  return row !== undefined;
}

export async function userExists(db: Db, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Active admins and office users: who is told of a request. */
export async function deciders(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'office']), eq(users.active, true)));
  return rows.map((row) => row.id);
}

export async function insertCorrection(db: Db, row: typeof punchCorrections.$inferInsert) {
  const [created] = await db.insert(punchCorrections).values(row).returning();
  return created!;
}

export async function updateCorrection(
  db: Db,
  id: number,
  set: Partial<typeof punchCorrections.$inferInsert>,
) {
  await db.update(punchCorrections).set(set).where(eq(punchCorrections.id, id));
}

/** Writes the corrected punch (or the missing one) and its breaks; answers it as written. */
export async function writePunch(
  db: Db,
  target: { userId: number; calendarDateId: number; current: PunchRecord | null },
  result: PunchTimes,
  at: Date,
): Promise<PunchRecord> {
  const { current } = target;
  if (!current) {
    const [created] = await db
      .insert(punches)
      .values({
        userId: target.userId,
        calendarDateId: target.calendarDateId,
        dateIn: result.dateIn,
        dateOut: result.dateOut,
        corrected: true,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const breaks =
      result.breaks.length === 0
        ? []
        : await db
            .insert(punchBreaks)
            .values(
              result.breaks.map(({ type, breakIn, breakOut }) => ({
                punchId: created!.id,
                type,
                breakIn,
                breakOut,
              })),
            )
            .returning();
    return recordOf(created!, breaks);
  }
  const [updated] = await db
    .update(punches)
    .set({ dateIn: result.dateIn, dateOut: result.dateOut, corrected: true, updatedAt: at })
    .where(eq(punches.id, current.id))
    .returning();
  const breaks =
    result.breaks === current.breaks
      ? current.breaks
      : await syncBreaks(db, current, result.breaks);
  return recordOf(updated!, breaks);
}

/**
 * The punch's breaks become `wanted`: those named by id are updated, the others removed, the new
 * ones inserted. Removals first and new lunches last, so the one-lunch and one-open indexes hold
 * at every step. Answers the breaks as written, with their ids.
 */
async function syncBreaks(
  db: Db,
  current: PunchRecord,
  wanted: readonly ResultBreak[],
): Promise<ResultBreak[]> {
  const kept = new Set(wanted.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])));
  const removed = current.breaks.filter((entry) => !kept.has(entry.id!)).map((entry) => entry.id!);
  if (removed.length > 0) await db.delete(punchBreaks).where(inArray(punchBreaks.id, removed));
  const lunchLast = [...wanted].sort(
    (a, b) => Number(a.type === 'lunch') - Number(b.type === 'lunch'),
  );
  const written: ResultBreak[] = [];
  for (const entry of lunchLast) {
    const { type, breakIn, breakOut } = entry;
    if (entry.id === undefined) {
      const [row] = await db
        .insert(punchBreaks)
        .values({ punchId: current.id, type, breakIn, breakOut })
        .returning({ id: punchBreaks.id });
      written.push({ id: row!.id, type, breakIn, breakOut });
    } else {
      await db
        .update(punchBreaks)
        .set({ type, breakIn, breakOut })
        .where(eq(punchBreaks.id, entry.id));
      written.push(entry);
    }
  }
  return written;
}
