import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punches, users } from '../../db/schema/index';

/** The largest id an `integer` column holds: a key naming a larger owner names no user. */
const MAX_USER_ID = 2_147_483_647;

/** Which of these photo keys a punch holds, as its photo in (img_in) or out (img_out). */
export async function referencedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const wanted = [...keys];
  const rows = await db
    .select({ imgIn: punches.imgIn, imgOut: punches.imgOut })
    .from(punches)
    .where(or(inArray(punches.imgIn, wanted), inArray(punches.imgOut, wanted)));
  const asked = new Set(keys);
  return new Set(
    rows
      .flatMap((row) => [row.imgIn, row.imgOut])
      .filter((key): key is string => key !== null && asked.has(key)),
  );
}

/**
 * Waits for, then holds until the transaction ends, a share lock on the photos' owner row. Every
 * punch write takes that row `FOR UPDATE` before it checks its photo and saves it, so the two
 * exclude each other: a punch that is being written finishes (and is seen) first, and a punch
 * that starts later finds the file already gone.
 */
export async function lockPhotoOwner(db: Db, userId: number) {
  if (userId > MAX_USER_ID) return; // no such user, so no punch of theirs either
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
}
