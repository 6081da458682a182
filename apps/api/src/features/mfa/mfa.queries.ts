import type { Role } from '@app/contract/common';
import type { Db } from '../../db/client';
import { findTicket, issueTicket } from './tickets';
import { hasConfirmedTotp } from './totp-store';

/**
 * What other features use of the second factor (DECISIONS §12): the enrolment ticket behind a
 * bearer token (plugins/auth, for the routes whose access is 'enrolling'), and the step a right
 * password leads to (auth's sign-in).
 */

/** The user an unused, unexpired `enroll` ticket belongs to (an active one), or null. */
export async function findEnrollTicket(
  db: Db,
  token: string,
  at: Date,
): Promise<{ userId: number; ticketId: number } | null> {
  const ticket = await findTicket(db, token, 'enroll', at);
  return ticket && { userId: ticket.userId, ticketId: ticket.ticketId };
}

/**
 * After a right password of an active user at `now`: the second step due before a session — the
 * code of a confirmed second factor (`mfaRequired`), or enrolment for a role of
 * MFA_REQUIRED_ROLES without one (`mfaEnrollmentRequired`) — with its ticket; null when none.
 */
export async function secondStepOf(
  db: Db,
  user: { id: number; role: Role },
  mfaRequiredRoles: readonly Role[],
  now: Date,
) {
  if (await hasConfirmedTotp(db, user.id)) {
    const mfaToken = await issueTicket(db, user.id, 'mfa', now);
    return { success: true as const, mfaRequired: true as const, mfaToken };
  }
  if (mfaRequiredRoles.includes(user.role)) {
    const mfaToken = await issueTicket(db, user.id, 'enroll', now);
    return { success: true as const, mfaEnrollmentRequired: true as const, mfaToken };
  }
  return null;
}
