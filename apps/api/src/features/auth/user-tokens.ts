import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/crypto';

export type TokenPurpose = 'verify' | 'reset';
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/**
 * Issues a single-use emailed token valid from `now` (the company clock's, `app.clock.now()`);
 * earlier unused tokens of the same purpose stop working.
 */
export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.purpose, purpose),
          isNull(userTokens.usedAt),
        ),
      );
    await tx.insert(userTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/**
 * Marks a token used and returns its user id, or null if unknown, used or expired at `now` (the
 * company clock's). The conditional update makes it single-use even under concurrent requests.
 */
export async function consumeUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
