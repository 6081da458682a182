import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTotp } from '../../db/schema/index';

/** The rows of `user_totp`: a user's sealed TOTP secret, pending or confirmed. */

export async function findTotp(db: Db, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row ?? null;
}

export async function hasConfirmedTotp(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores a pending secret, replacing an earlier pending one; false when the user's second factor
 * is already confirmed (left as it is).
 */
export async function savePendingTotp(
  db: Db,
  userId: number,
  sealed: { keyId: string; sealedSecret: string },
  now: Date,
) {
  const saved = await db
    .insert(userTotp)
    .values({ userId, ...sealed, createdAt: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { ...sealed, createdAt: now, lastStep: null, confirmedAt: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return saved.length > 0;
}

/** Confirms a pending secret with the step of its first code; false when already confirmed. */
export async function confirmTotp(db: Db, userId: number, step: number, now: Date) {
  const done = await db
    .update(userTotp)
    .set({ confirmedAt: now, lastStep: step })
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
    .returning({ userId: userTotp.userId });
  return done.length > 0;
}

/**
 * Records that the code of `step` was accepted, if no code of that step or a later one was: true
 * for exactly one caller however many present the same code at once (a code is accepted once).
 */
export async function acceptStep(db: Db, userId: number, step: number) {
  const done = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return done.length > 0;
}

export const removeTotp = (db: Db, userId: number) =>
  db.delete(userTotp).where(eq(userTotp.userId, userId));

/** Removes a confirmed second factor; true for exactly one caller however many remove it at once. */
export async function removeConfirmedTotp(db: Db, userId: number) {
  const removed = await db
    .delete(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .returning({ userId: userTotp.userId });
  return removed.length > 0;
}
