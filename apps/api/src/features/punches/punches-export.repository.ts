import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punches, users } from '../../db/schema/index';
import { punchColumns, type PunchQuery, type PunchRow } from './punches-read.repository';

/** The users with punches in the range, by name: the export goes through them a few at a time. */
export async function usersWithPunches(db: Db, query: PunchQuery): Promise<number[]> {
  if (query.userIds?.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id, name: sql<string>`lower(${users.name})` })
    .from(punches)
    .innerJoin(users, eq(users.id, punches.userId))
    .where(
      and(
        between(punches.calendarDateId, query.fromDay, query.toDay),
        query.userIds ? inArray(punches.userId, [...query.userIds]) : undefined,
      ),
    )
    .orderBy(sql`lower(${users.name})`, asc(users.id));
  return rows.map((row) => row.id);
}

/** Every punch of these users in the range, by user name and then by entry time. */
export function punchesOfUsers(
  db: Db,
  userIds: readonly number[],
  fromDay: number,
  toDay: number,
): Promise<PunchRow[]> {
  return db
    .select(punchColumns)
    .from(punches)
    .innerJoin(users, eq(users.id, punches.userId))
    .where(
      and(inArray(punches.userId, [...userIds]), between(punches.calendarDateId, fromDay, toDay)),
    )
    .orderBy(sql`lower(${users.name})`, asc(punches.userId), asc(punches.dateIn), asc(punches.id));
}
