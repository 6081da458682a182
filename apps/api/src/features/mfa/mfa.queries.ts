import type { Db } from '../../db/client';

/**
 * What other features use of the second factor (DECISIONS §12): the enrolment ticket behind a
 * bearer token (plugins/auth, for the routes whose access is 'enrolling').
 */

/** The user an unused, unexpired `enroll` ticket belongs to, or null. */
export async function findEnrollTicket(
  _db: Db,
  _token: string,
  _at: Date,
): Promise<{ userId: number; ticketId: number } | null> {
  return null;
}
