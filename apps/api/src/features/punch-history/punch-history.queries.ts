import type { PunchSnapshot } from '@app/contract/punch-history';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punchBreaks, punches, punchHistory } from '../../db/schema/index';
import { GENESIS_HASH, historyHash, type HistoryFields } from './punch-history-chain';

/**
 * What other features use of the history (DECISIONS §10): append a row in the caller's
 * transaction, and read a punch as a row's `before`/`after` records it.
 */

/** The actions a history row records. */
export type HistoryAction =
  | 'I'
  | 'O'
  | 'BI'
  | 'BO'
  | 'LI'
  | 'LO'
  | 'correction-applied'
  | 'period-closed'
  | 'period-reopened';

/** A punch with its breaks as the history keeps it: the contract's shape, times as ISO strings. */
export type { PunchSnapshot };

/** The punch as stored now, or null when there is none (a missing punch before its correction). */
export async function punchSnapshot(db: Db, punchId: number | null): Promise<PunchSnapshot | null> {
  if (punchId === null) return null;
  const [punch] = await db.select().from(punches).where(eq(punches.id, punchId));
  if (!punch) return null;
  const breaks = await db
    .select()
    .from(punchBreaks)
    .where(eq(punchBreaks.punchId, punchId))
    .orderBy(asc(punchBreaks.breakIn), asc(punchBreaks.id));
  return {
    id: punch.id,
    userId: punch.userId,
    calendarDateId: punch.calendarDateId,
    dateIn: punch.dateIn.toISOString(),
    dateOut: punch.dateOut?.toISOString() ?? null,
    notesIn: punch.notesIn,
    notesOut: punch.notesOut,
    corrected: punch.corrected,
    breaks: breaks.map((entry) => ({
      id: entry.id,
      type: entry.type,
      breakIn: entry.breakIn.toISOString(),
      breakOut: entry.breakOut?.toISOString() ?? null,
    })),
  };
}

/** Key of a correction applied to a punch at an instant (see `beforeCorrections`). */
export const appliedKey = (punchId: number, at: Date) => `${punchId}@${at.getTime()}`;

/**
 * The punch as it was just before each applied correction: the `before` of the history row that
 * applied it (its punch, 'correction-applied', at the instant it was decided), null for a missing
 * punch. Keyed by `appliedKey`; a correction without such a row is left out.
 */
export async function beforeCorrections(
  db: Db,
  applied: readonly { punchId: number; at: Date }[],
): Promise<Map<string, PunchSnapshot | null>> {
  const found = new Map<string, PunchSnapshot | null>();
  if (applied.length === 0) return found;
  const wanted = new Set(applied.map((entry) => appliedKey(entry.punchId, entry.at)));
  const rows = await db
    .select({ punchId: punchHistory.punchId, at: punchHistory.at, before: punchHistory.before })
    .from(punchHistory)
    .where(
      and(
        inArray(punchHistory.punchId, [...new Set(applied.map((entry) => entry.punchId))]),
        eq(punchHistory.action, 'correction-applied'),
      ),
    );
  for (const row of rows) {
    const key = appliedKey(row.punchId!, row.at);
    if (wanted.has(key) && !found.has(key)) found.set(key, row.before as PunchSnapshot | null);
  }
  return found;
}

/** One lock for the whole chain: appends are serialized until their transaction ends. */
const CHAIN_LOCK = 0x70756e63; // 'punc'

export type HistoryEntry = Omit<HistoryFields, 'action' | 'at'> & {
  action: HistoryAction;
  at: Date;
};

/**
 * Appends one row to the history inside the caller's transaction (`db` must be one). The chain's
 * lock is held until that transaction ends, so rows chain in the order they commit; call it last,
 * after the change it records, to hold the lock briefly.
 */
export async function appendPunchHistory(db: Db, entry: HistoryEntry): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
  const [last] = await db
    .select({ hash: punchHistory.hash })
    .from(punchHistory)
    .orderBy(desc(punchHistory.id))
    .limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const at = new Date(Math.floor(entry.at.getTime()));
  const fields: HistoryFields = { ...entry, at };
  await db.insert(punchHistory).values({
    ...fields,
    before: entry.before ?? null,
    after: entry.after ?? null,
    prevHash,
    hash: historyHash(prevHash, fields),
  });
}

/** The chain walk of `npm run verify-records`, for the tests and tools of other features. */
export { verifyChain, type ChainCheck } from './verify-records';
