import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { punchBreaks, punchCorrections, punches, users } from '../../db/schema/index';
import { pagedList } from '../../lib/paged-list';
import { beforeCorrections, type PunchSnapshot } from '../punch-history/punch-history.queries';

/** The reads of corrections: the list (pending first) and one correction, with names. */

const worker = alias(users, 'worker');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const selectCorrections = (db: Db) =>
  db
    .select({
      correction: punchCorrections,
      userName: worker.name,
      requestedByName: requester.name,
      decidedByName: decider.name,
    })
    .from(punchCorrections)
    .innerJoin(worker, eq(worker.id, punchCorrections.userId))
    .innerJoin(requester, eq(requester.id, punchCorrections.requestedBy))
    .leftJoin(decider, eq(decider.id, punchCorrections.decidedBy))
    .$dynamic();

export type CorrectionListRow = Awaited<ReturnType<typeof selectCorrections>>[number];

export type CorrectionQuery = {
  status?: (typeof punchCorrections.$inferSelect)['status'];
  userIds?: readonly number[];
};

export const correctionList = pagedList<CorrectionQuery, ReturnType<typeof selectCorrections>>({
  table: punchCorrections,
  select: selectCorrections,
  filters: {
    status: (status) => eq(punchCorrections.status, status),
    userIds: (ids) => inArray(punchCorrections.userId, [...ids]),
  },
  orderBy: [
    sql`(${punchCorrections.status} = 'pending') desc`,
    desc(punchCorrections.requestedAt),
    desc(punchCorrections.id),
  ],
});

export async function correctionById(db: Db, id: number): Promise<CorrectionListRow | undefined> {
  const [row] = await selectCorrections(db).where(eq(punchCorrections.id, id));
  return row;
}

/**
 * The punches the corrections name, as they are now, with their breaks; and for each approved one
 * the punch as it was just before it was applied (from the history).
 */
export async function punchesNow(db: Db, rows: readonly CorrectionListRow[]) {
  const ids = [
    ...new Set(rows.flatMap(({ correction: c }) => (c.punchId === null ? [] : [c.punchId]))),
  ];
  const applied = rows.flatMap(({ correction: c }) =>
    c.status === 'approved' && c.punchId !== null && c.decidedAt
      ? [{ punchId: c.punchId, at: c.decidedAt }]
      : [],
  );
  if (ids.length === 0) {
    return { punchRows: [], breakRows: [], beforeApplied: new Map<string, PunchSnapshot | null>() };
  }
  const [punchRows, breakRows, beforeApplied] = await Promise.all([
    db
      .select({ id: punches.id, dateIn: punches.dateIn, dateOut: punches.dateOut })
      .from(punches)
      .where(inArray(punches.id, ids)),
    db.select().from(punchBreaks).where(inArray(punchBreaks.punchId, ids)),
    beforeCorrections(db, applied),
  ]);
  return { punchRows, breakRows, beforeApplied };
}
