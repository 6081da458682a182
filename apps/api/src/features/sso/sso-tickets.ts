import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInTickets } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/crypto';

/** How long the SPA has to exchange the provider's answer for a session (§12). */
export const SSO_TICKET_TTL_MS = 2 * 60 * 1000;

/** A single-use ticket for a user whom the provider vouched for; only its hash is stored. */
export async function issueSsoTicket(db: Db, userId: number, now: Date): Promise<string> {
  const ticket = randomToken();
  await db.insert(signInTickets).values({
    tokenHash: hashToken(ticket),
    userId,
    purpose: 'sso',
    expiresAt: new Date(now.getTime() + SSO_TICKET_TTL_MS),
  });
  return ticket;
}

/**
 * Marks a ticket used and returns its user's id, or null when unknown, used or expired at `now`.
 * The conditional update makes it single-use even under concurrent requests.
 */
export async function consumeSsoTicket(db: Db, ticket: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(signInTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTickets.tokenHash, hashToken(ticket)),
        eq(signInTickets.purpose, 'sso'),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, now),
      ),
    )
    .returning({ userId: signInTickets.userId });
  return row?.userId ?? null;
}
