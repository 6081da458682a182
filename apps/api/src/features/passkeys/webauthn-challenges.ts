import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webauthnChallenges } from '../../db/schema/index';
import { hashToken } from '../../lib/crypto';

/** How long the browser has to answer a ceremony's challenge. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Purpose = 'register' | 'login';

/**
 * Keeps a ceremony's challenge (only its hash) in the database, so that whichever instance
 * receives the browser's answer can check it; expired ones are swept at the same time.
 */
export async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge: hashToken(challenge),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/**
 * Takes a challenge for good (single use): true when it was issued for this purpose (and this
 * user, for a registration) and has not expired. A second answer with it finds nothing.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, hashToken(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return taken.length === 1;
}
