import { asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pagedList } from '../../lib/paged-list';
import { punchBreaks, punches, users } from '../../db/schema/index';

/**
 * The reads of punches as the screens, the widget and the export show them: one punch, a page of
 * a day range, their breaks. Nothing of HTTP.
 */

export type PunchRow = typeof punches.$inferSelect & { userName: string };
export type BreakRow = typeof punchBreaks.$inferSelect;

/** A punch's columns with its user's name, as every read of punches selects them. */
export const punchColumns = {
  id: punches.id,
  userId: punches.userId,
  userName: users.name,
  calendarDateId: punches.calendarDateId,
  dateIn: punches.dateIn,
  dateOut: punches.dateOut,
  imgIn: punches.imgIn,
  imgOut: punches.imgOut,
  notesIn: punches.notesIn,
  notesOut: punches.notesOut,
  corrected: punches.corrected,
  createdAt: punches.createdAt,
  updatedAt: punches.updatedAt,
};

const selectPunches = (db: Db) =>
  db.select(punchColumns).from(punches).innerJoin(users, eq(users.id, punches.userId));

/** The breaks and lunches of these punches, in the order they started. */
export function breaksOf(db: Db, punchIds: readonly number[]): Promise<BreakRow[]> {
  if (punchIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(punchBreaks)
    .where(inArray(punchBreaks.punchId, [...punchIds]))
    .orderBy(asc(punchBreaks.breakIn), asc(punchBreaks.id));
}

export async function punchById(db: Db, id: number): Promise<PunchRow | undefined> {
  const [row] = await selectPunches(db).where(eq(punches.id, id)).limit(1);
  return row;
}

export type PunchQuery = { userIds?: readonly number[]; fromDay: number; toDay: number };

/** Punches of a day range (and of some users), newest first, a page at a time with their count. */
export const punchList = pagedList<PunchQuery, ReturnType<typeof selectPunchPage>>({
  table: punches,
  select: (db) => selectPunchPage(db),
  filters: {
    fromDay: (day) => gte(punches.calendarDateId, day),
    toDay: (day) => lte(punches.calendarDateId, day),
    // An empty list of users finds nothing (not everyone).
    userIds: (ids) => inArray(punches.userId, [...ids]),
  },
  orderBy: [desc(punches.dateIn), desc(punches.id)],
});

function selectPunchPage(db: Db) {
  return selectPunches(db).$dynamic();
}
