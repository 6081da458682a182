import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punches, punchHistory, users } from '../../db/schema/index';

/** The reads of the history: one punch's rows with their actors' names, and the chain in batches. */

export async function punchOwner(db: Db, punchId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: punches.userId })
    .from(punches)
    .where(eq(punches.id, punchId));
  return row?.userId;
}

/** A punch's rows, oldest first, with the name of who made each change. */
export function historyOfPunch(db: Db, punchId: number) {
  return db
    .select({ row: punchHistory, actorName: users.name })
    .from(punchHistory)
    .leftJoin(users, eq(users.id, punchHistory.actorId))
    .where(eq(punchHistory.punchId, punchId))
    .orderBy(asc(punchHistory.id));
}

export type ChainRow = typeof punchHistory.$inferSelect;

/** The chain's rows after `afterId`, in id order, `limit` at a time. */
export function chainBatch(db: Db, afterId: number, limit: number): Promise<ChainRow[]> {
  return db
    .select()
    .from(punchHistory)
    .where(gt(punchHistory.id, afterId))
    .orderBy(asc(punchHistory.id))
    .limit(limit);
}
