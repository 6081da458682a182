import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { absenceBalances, absences, shifts, users } from '../../db/schema/index';
import { pagedList } from '../../lib/paged-list';

/** The SQL of absences and balances (DECISIONS §11). Days are YYYYMMDD numbers. */

export type AbsenceRow = typeof absences.$inferSelect;
export type BalanceRow = typeof absenceBalances.$inferSelect;

/** The user an absence is for: whether they exist and are active, and their name. */
export async function absenceUser(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, active: users.active })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The active admin and office users: they decide requests and are told of them. */
export async function deciders(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'office']), eq(users.active, true)));
  return rows.map((row) => row.id);
}

/** Whether the user has a pending or approved absence touching [fromDay, toDay]. */
export async function overlapsAbsence(
  db: Db,
  userId: number,
  fromDay: number,
  toDay: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: absences.id })
    .from(absences)
    .where(
      and(
        eq(absences.userId, userId),
        inArray(absences.status, ['pending', 'approved']),
        lte(absences.fromDay, toDay),
        gte(absences.toDay, fromDay),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAbsence(db: Db, row: typeof absences.$inferInsert) {
  const [created] = await db.insert(absences).values(row).returning();
  return created!;
}

export async function absenceById(db: Db, id: number): Promise<AbsenceRow | undefined> {
  const [row] = await db.select().from(absences).where(eq(absences.id, id));
  return row;
}

/** The absence, locked until the transaction ends (two deciders: one waits, then sees it decided). */
export async function lockAbsence(db: Db, id: number): Promise<AbsenceRow | undefined> {
  const [row] = await db.select().from(absences).where(eq(absences.id, id)).for('update');
  return row;
}

export async function updateAbsence(
  db: Db,
  id: number,
  set: Partial<typeof absences.$inferInsert>,
): Promise<void> {
  await db.update(absences).set(set).where(eq(absences.id, id));
}

/** The balances of these users in these years (all types). */
export async function balancesOf(
  db: Db,
  userIds: readonly number[],
  years: readonly number[],
): Promise<BalanceRow[]> {
  if (userIds.length === 0 || years.length === 0) return [];
  return db
    .select()
    .from(absenceBalances)
    .where(
      and(inArray(absenceBalances.userId, [...userIds]), inArray(absenceBalances.year, [...years])),
    )
    .orderBy(asc(absenceBalances.type));
}

/** Sets a balance (or, with `days: null`, removes it). */
export async function putBalance(
  db: Db,
  key: { userId: number; year: number; type: BalanceRow['type'] },
  days: number | null,
): Promise<void> {
  if (days === null) {
    await db
      .delete(absenceBalances)
      .where(
        and(
          eq(absenceBalances.userId, key.userId),
          eq(absenceBalances.year, key.year),
          eq(absenceBalances.type, key.type),
        ),
      );
    return;
  }
  await db
    .insert(absenceBalances)
    .values({ ...key, days })
    .onConflictDoUpdate({
      target: [absenceBalances.userId, absenceBalances.year, absenceBalances.type],
      set: { days },
    });
}

const worker = alias(users, 'worker');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** The days of the absence on which its user has a shift, published or not (they stay, §11). */
const shiftDaysSql = sql<number>`(
  select count(distinct ${shifts.calendarDateId})::int from ${shifts}
  where ${shifts.userId} = ${absences.userId}
    and ${shifts.calendarDateId} between ${absences.fromDay} and ${absences.toDay})`;

const selectAbsences = (db: Db) =>
  db
    .select({
      absence: absences,
      userName: worker.name,
      requestedByName: requester.name,
      decidedByName: decider.name,
      shiftDays: shiftDaysSql,
    })
    .from(absences)
    .innerJoin(worker, eq(worker.id, absences.userId))
    .innerJoin(requester, eq(requester.id, absences.requestedBy))
    .leftJoin(decider, eq(decider.id, absences.decidedBy))
    .$dynamic();

export type AbsenceListRow = Awaited<ReturnType<typeof selectAbsences>>[number];

export type AbsenceQuery = {
  range: { fromDay: number; toDay: number };
  status?: AbsenceRow['status'];
  userIds?: readonly number[];
};

const listOf = (orderBy: SQL[]) =>
  pagedList<AbsenceQuery, ReturnType<typeof selectAbsences>>({
    table: absences,
    select: selectAbsences,
    filters: {
      range: ({ fromDay, toDay }) =>
        and(lte(absences.fromDay, toDay), gte(absences.toDay, fromDay)),
      status: (status) => eq(absences.status, status),
      userIds: (ids) => inArray(absences.userId, [...ids]),
    },
    orderBy,
  });

/** Absences touching a range: pending first, then by their first day. */
export const absenceList = listOf([
  sql`(${absences.status} = 'pending') desc`,
  asc(absences.fromDay),
  asc(absences.userId),
  asc(absences.id),
]);

/** The pending requests alone: the oldest asked first (the screen: 'Las más antiguas primero'). */
export const pendingAbsenceList = listOf([asc(absences.requestedAt), asc(absences.id)]);

export async function absenceWithNames(db: Db, id: number): Promise<AbsenceListRow | undefined> {
  const [row] = await selectAbsences(db).where(eq(absences.id, id));
  return row;
}
