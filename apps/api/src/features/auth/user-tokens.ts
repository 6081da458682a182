import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/crypto';

export type TokenPurpose = 'verify' | 'reset';
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Issues a single-use emailed token; earlier unused tokens of the same purpose stop working. */
export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
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
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/**
 * Marks a token used and returns its user id, or null if unknown, used or expired. The
 * conditional update makes it single-use even under concurrent requests.
 */
export async function consumeUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
