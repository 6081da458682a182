import { FILE_KEY_PATTERN, RECEIPT_KEY_PATTERN } from '@app/contract/files';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';
import type { FileStorage } from '../../lib/file-storage';
import { hourPeriod, type Job } from '../../lib/scheduled-jobs';
import { FILE_PURPOSES } from './file-purposes';
import { lockPhotoOwner, referencedKeys } from './photo-references.repository';

/**
 * How long an uploaded photo may wait for the punch that uses it before it counts as abandoned.
 * The client uploads and punches a second later; but the punch may be retried after a lost answer,
 * or sent by a laptop that went to sleep or offline between the two calls. A day covers that with
 * room to spare and costs at most a day of unused photos on disk. The grace period is what keeps
 * the sweep off a photo whose punch has not been sent yet; the owner's row lock
 * (lockPhotoOwner) is what keeps it off a photo whose punch is being written.
 */
export const ORPHAN_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often an instance looks whether this hour's sweep is still to do (one runs each hour). */
const ORPHAN_SWEEP_CHECK_MS = 5 * 60 * 1000;
/** Photo keys checked against the punches per query. */
const BATCH_SIZE = 500;

export type OrphanSweepDeps = { db: Db; storage: FileStorage };
export type OrphanSweepOptions = {
  /** The sweep's clock: a photo is old when written before now − graceMs. */
  now?: Date;
  graceMs?: number;
  /** Stops the sweep between files (shutdown). */
  signal?: AbortSignal;
};
/** checked: old photos looked up in the punches; removed: those no punch held, deleted. */
export type OrphanSweepResult = { checked: number; removed: number };

/**
 * Deletes the uploaded photos that no punch holds (img_in or img_out) and that were written more
 * than the grace period ago. Files whose names are not photo keys are never touched. The folder is
 * read as a stream and the keys are checked in batches, so its size does not matter.
 */
export async function sweepOrphanPhotos(
  deps: OrphanSweepDeps,
  options: OrphanSweepOptions = {},
): Promise<OrphanSweepResult> {
  const { signal } = options;
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_PHOTO_GRACE_MS);
  const result: OrphanSweepResult = { checked: 0, removed: 0 };
  let batch: string[] = [];
  let receipts: string[] = [];
  const flush = async () => {
    result.removed += await removeUnreferenced(deps, batch, signal);
    result.removed += await removeUnheldReceipts(deps, receipts);
    batch = [];
    receipts = [];
  };
  for await (const name of deps.storage.list()) {
    if (signal?.aborted) break;
    const receipt = RECEIPT_KEY_PATTERN.test(name);
    if (!receipt && !FILE_KEY_PATTERN.test(name)) continue;
    const modifiedAt = await deps.storage.modifiedAt(name);
    if (modifiedAt === null || modifiedAt.getTime() > cutoff) continue;
    result.checked += 1;
    (receipt ? receipts : batch).push(name);
    if (batch.length + receipts.length >= BATCH_SIZE) await flush();
  }
  if (!signal?.aborted) await flush();
  return result;
}

/**
 * Expense receipts that no expense holds (an upload cut off between its file and its receipt row,
 * or bytes whose row went with a deleted expense while the folder's delete failed): the rows not
 * held are deleted, and with the folder store the bytes that no row names any more.
 */
async function removeUnheldReceipts({ db, storage }: OrphanSweepDeps, keys: readonly string[]) {
  if (keys.length === 0) return 0;
  const held = FILE_PURPOSES['expense-receipt'].heldBy(sql`${files.key}`);
  const deleted = await db
    .delete(files)
    .where(and(inArray(files.key, [...keys]), eq(files.purpose, 'expense-receipt'), not(held)))
    .returning({ key: files.key });
  if (storage.kind !== 'folder') return deleted.length;
  const kept = new Set(
    (
      await db
        .select({ key: files.key })
        .from(files)
        .where(inArray(files.key, [...keys]))
    ).map((row) => row.key),
  );
  let removed = 0;
  for (const key of keys) {
    if (kept.has(key)) continue;
    await storage.delete(key);
    removed += 1;
  }
  return removed;
}

/**
 * One query finds which keys of the batch punches hold. The others are deleted owner by owner,
 * each under that owner's row lock and after a second look at the punches: a punch of theirs being
 * written when the first query ran has committed by then and keeps its photo.
 */
async function removeUnreferenced(
  { db, storage }: OrphanSweepDeps,
  keys: readonly string[],
  signal: AbortSignal | undefined,
): Promise<number> {
  const referenced = await referencedKeys(db, keys);
  const byOwner = new Map<number, string[]>();
  for (const key of keys) {
    if (referenced.has(key)) continue;
    const owner = Number(key.slice(0, key.indexOf('-')));
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), key]);
  }
  let removed = 0;
  for (const [owner, candidates] of byOwner) {
    if (signal?.aborted) break;
    await db.transaction(async (tx) => {
      await lockPhotoOwner(tx, owner);
      const taken = await referencedKeys(tx, candidates);
      const gone = candidates.filter((key) => !taken.has(key));
      // The rows first: with PostgreSQL's store the bytes go with them, in this transaction (the
      // store's own delete, on another connection, would wait for it); the folder's files after.
      if (gone.length > 0) await tx.delete(files).where(inArray(files.key, gone));
      for (const key of gone) {
        if (storage.kind === 'folder') await storage.delete(key);
        removed += 1;
      }
    });
  }
  return removed;
}

/**
 * The sweep as a scheduled job (lib/scheduled-jobs.ts): once an hour, by one instance (with
 * DATABASE_URL every instance shares the file store, so one sweep serves them all). Each sweep logs
 * its counts, never file names.
 */
export function orphanPhotoSweepJob(deps: OrphanSweepDeps): Job {
  return {
    name: 'orphan-photo-sweep',
    periodOf: hourPeriod,
    checkEveryMs: ORPHAN_SWEEP_CHECK_MS,
    async run({ signal, log }) {
      const { checked, removed } = await sweepOrphanPhotos(deps, { signal });
      log.info({ removed, checked }, 'orphan punch photos swept');
    },
  };
}
