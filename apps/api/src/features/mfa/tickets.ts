import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInTickets, users } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/crypto';

/**
 * The tickets between the steps of a sign-in (DECISIONS §12): `mfa` (password right, code due) and
 * `enroll` (a role that must enrol first). Random, kept only as their hash, 5 minutes, used once.
 */

export type TicketPurpose = 'mfa' | 'enroll';
export const TICKET_MS = 5 * 60 * 1000;

/** Issues a ticket for `userId` at `now` (the company clock's); answers the token. */
export async function issueTicket(db: Db, userId: number, purpose: TicketPurpose, now: Date) {
  const token = randomToken();
  await db.insert(signInTickets).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TICKET_MS),
  });
  return token;
}

const usable = (token: string, purpose: TicketPurpose, at: Date) =>
  and(
    eq(signInTickets.tokenHash, hashToken(token)),
    eq(signInTickets.purpose, purpose),
    isNull(signInTickets.usedAt),
    gt(signInTickets.expiresAt, at),
  );

/** An unused, unexpired ticket of an active user at `at`, without using it. */
export async function findTicket(db: Db, token: string, purpose: TicketPurpose, at: Date) {
  const [row] = await db
    .select({ ticketId: signInTickets.id, userId: users.id, email: users.email })
    .from(signInTickets)
    .innerJoin(users, eq(users.id, signInTickets.userId))
    .where(and(usable(token, purpose, at), eq(users.active, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses ticket `ticketId` at `at`, if it is still unused and unexpired: true for exactly one caller
 * however many try at once (the row's update is the decision).
 */
export async function useTicket(db: Db, ticketId: number, at: Date) {
  const used = await db
    .update(signInTickets)
    .set({ usedAt: at })
    .where(
      and(
        eq(signInTickets.id, ticketId),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, at),
      ),
    )
    .returning({ id: signInTickets.id });
  return used.length > 0;
}
