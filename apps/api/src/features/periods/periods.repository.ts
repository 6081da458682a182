import { and, between, count, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { absences, periods, punchCorrections, punches, users } from '../../db/schema/index';

/** The queries of closed periods (DECISIONS §10). */

const closer = alias(users, 'closer');
const reopener = alias(users, 'reopener');

const periodColumns = {
  month: periods.month,
  closedAt: periods.closedAt,
  closedBy: periods.closedBy,
  closedByName: closer.name,
  reopenedAt: periods.reopenedAt,
  reopenedBy: periods.reopenedBy,
  reopenedByName: reopener.name,
  reason: periods.reason,
};
export type PeriodRow = {
  month: string;
  closedAt: Date | null;
  closedBy: number | null;
  closedByName: string | null;
  reopenedAt: Date | null;
  reopenedBy: number | null;
  reopenedByName: string | null;
  reason: string | null;
};

const selectPeriods = (db: Db) =>
  db
    .select(periodColumns)
    .from(periods)
    .leftJoin(closer, eq(closer.id, periods.closedBy))
    .leftJoin(reopener, eq(reopener.id, periods.reopenedBy));

/** Every month ever closed, the latest first. */
export const listPeriods = (db: Db): Promise<PeriodRow[]> =>
  selectPeriods(db).orderBy(desc(periods.month));

export async function findPeriod(db: Db, month: string): Promise<PeriodRow | undefined> {
  const [row] = await selectPeriods(db).where(eq(periods.month, month));
  return row;
}

/** The calendarDateIds (YYYYMMDD) a month spans, as a range. */
const dayRange = (month: string) => {
  const key = Number(month.replace('-', ''));
  return [key * 100 + 1, key * 100 + 31] as const;
};

/** Punches of the month still without an exit (every one is 'sin salida' once the month ended). */
export async function countOpenPunches(db: Db, month: string): Promise<number> {
  const [from, to] = dayRange(month);
  const [row] = await db
    .select({ count: count() })
    .from(punches)
    .where(and(between(punches.calendarDateId, from, to), isNull(punches.dateOut)));
  return Number(row?.count ?? 0);
}

/** Correction requests of the month still waiting for a decision. */
export async function countPendingCorrections(db: Db, month: string): Promise<number> {
  const [from, to] = dayRange(month);
  const [row] = await db
    .select({ count: count() })
    .from(punchCorrections)
    .where(
      and(
        between(punchCorrections.calendarDateId, from, to),
        eq(punchCorrections.status, 'pending'),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Absence requests touching the month still waiting for a decision (DECISIONS §11). */
export async function countPendingAbsences(db: Db, month: string): Promise<number> {
  const [from, to] = dayRange(month);
  const [row] = await db
    .select({ count: count() })
    .from(absences)
    .where(
      and(lte(absences.fromDay, to), gte(absences.toDay, from), eq(absences.status, 'pending')),
    );
  return Number(row?.count ?? 0);
}

export async function saveClose(db: Db, month: string, actorId: number, at: Date) {
  await db
    .insert(periods)
    .values({ month, closedAt: at, closedBy: actorId })
    .onConflictDoUpdate({ target: periods.month, set: { closedAt: at, closedBy: actorId } });
}

export async function saveReopen(db: Db, month: string, actorId: number, at: Date, reason: string) {
  await db
    .update(periods)
    .set({ reopenedAt: at, reopenedBy: actorId, reason })
    .where(eq(periods.month, month));
}
