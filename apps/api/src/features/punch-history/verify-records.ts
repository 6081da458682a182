import type { Db } from '../../db/client';
import { GENESIS_HASH, historyHash } from './punch-history-chain';
import { chainBatch } from './punch-history.repository';

/**
 * Walks the whole history chain in id order (DECISIONS §10): each row must follow the previous
 * row's hash (the first, GENESIS_HASH) and its own hash must be the SHA-256 of that followed by
 * its fields. Reads a batch at a time, so a million rows never sit in memory at once.
 */

export type ChainCheck =
  { ok: true; rows: number } | { ok: false; rows: number; brokenId: number; why: 'link' | 'hash' };

export const VERIFY_BATCH = 5_000;

export async function verifyChain(db: Db, batchSize = VERIFY_BATCH): Promise<ChainCheck> {
  let prevHash = GENESIS_HASH;
  let rows = 0;
  // The next batch is read while this one is hashed: the database and the hashing overlap.
  let next = chainBatch(db, 0, batchSize);
  for (;;) {
    const batch = await next;
    if (batch.length === batchSize) next = chainBatch(db, batch.at(-1)!.id, batchSize);
    for (const row of batch) {
      const why =
        row.prevHash !== prevHash
          ? 'link'
          : historyHash(row.prevHash, row) !== row.hash
            ? 'hash'
            : null;
      if (why) {
        next.catch(() => undefined); // the batch read ahead is not needed
        return { ok: false, rows, brokenId: row.id, why };
      }
      prevHash = row.hash;
      rows++;
    }
    if (batch.length < batchSize) return { ok: true, rows };
  }
}
