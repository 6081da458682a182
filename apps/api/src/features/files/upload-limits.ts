import { FILE_TEXTS } from '@app/contract/punches';
import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoUploads, punches, users } from '../../db/schema/index';
import { tooManyRequests } from '../../lib/app-error';
import { ORPHAN_PHOTO_GRACE_MS } from './orphan-photos';

export type UploadLimits = {
  /** uploads per user per minute */
  perMinute: number;
  /** uploaded photos of a user that no punch holds yet */
  pending: number;
};

const ago = (ms: number) => sql`now() - ${`${ms} milliseconds`}::interval`;

/**
 * Books an upload for its user, or refuses it with 429 when the user has uploaded too many photos
 * in the last minute, or holds too many that no punch uses (so no one can fill the disk). Counted
 * in the database, under the user's row lock (the one punch writes take), so every instance and
 * concurrent uploads see the same count. A photo older than the orphan sweep's grace period no
 * longer counts: the sweep removes it.
 */
export async function bookUpload(db: Db, userId: number, key: string, limits: UploadLimits) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .delete(photoUploads)
      .where(
        and(
          eq(photoUploads.userId, userId),
          lt(photoUploads.uploadedAt, ago(ORPHAN_PHOTO_GRACE_MS)),
        ),
      );
    const [recent] = await tx
      .select({ n: count() })
      .from(photoUploads)
      .where(and(eq(photoUploads.userId, userId), gt(photoUploads.uploadedAt, ago(60_000))));
    if ((recent?.n ?? 0) >= limits.perMinute) throw tooManyRequests(FILE_TEXTS.tooManyUploads);
    const held = tx
      .select({ one: sql`1` })
      .from(punches)
      .where(or(eq(punches.imgIn, photoUploads.key), eq(punches.imgOut, photoUploads.key)));
    const [pending] = await tx
      .select({ n: count() })
      .from(photoUploads)
      .where(and(eq(photoUploads.userId, userId), sql`not exists (${held})`));
    if ((pending?.n ?? 0) >= limits.pending) throw tooManyRequests(FILE_TEXTS.tooManyUploads);
    await tx.insert(photoUploads).values({ key, userId });
  });
}

/** Gives a booking back when its file could not be stored. */
export async function releaseUpload(db: Db, key: string) {
  await db.delete(photoUploads).where(eq(photoUploads.key, key));
}
