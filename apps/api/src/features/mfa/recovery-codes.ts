import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@app/contract/mfa';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recoveryCodes } from '../../db/schema/index';
import { deriveKey } from '../../lib/sealed-box';

/**
 * The second factor's recovery codes (DECISIONS §12): ten single-use codes shown once as
 * `abcd-efgh-jk`, kept only as an HMAC under a key derived from the app secret (so that a copy of
 * the database alone cannot try guesses at them), compared blind to case, spaces and dashes.
 */

/** Letters and digits that are not read for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** The key of the recovery codes' HMAC, from the app secret. */
export const recoveryCodeKey = (appSecret: string) => deriveKey(appSecret, 'recovery-codes/k1');

/** A new code, as shown: `abcd-efgh-jk` (about 50 random bits). */
function newRecoveryCode() {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((c) => c.join('')).join('-');
}

/** The stored form of a code as typed: case, spaces and dashes do not matter. */
export const hashRecoveryCode = (key: Buffer, code: string) =>
  createHmac('sha256', key)
    .update(code.toLowerCase().replace(/[\s-]+/g, ''))
    .digest('hex');

/** Replaces a user's codes with ten new ones (in the caller's transaction); answers them. */
export async function renewRecoveryCodes(db: Db, key: Buffer, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(key, code) })));
  return codes;
}

/** Uses one of a user's unused codes at `now`; false when it is not one (or was used). */
export async function useRecoveryCode(
  db: Db,
  key: Buffer,
  userId: number,
  code: string,
  now: Date,
) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(key, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number) {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}

export const dropRecoveryCodes = (db: Db, userId: number) =>
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
