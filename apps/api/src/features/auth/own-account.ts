import { ACCOUNT_TEXTS, type ChangePasswordInput } from '@app/contract/auth';
import { USERS_TEXTS, type User } from '@app/contract/users';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { reserveOrRefuse, signInSubject, type AttemptLimiter } from '../../lib/attempt-limiter';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { AUTH_TEXTS } from '@app/contract/auth';
import { recordAudit } from '../audit/audit.queries';
import { publicUserColumns } from '../users/users.queries';
import { forgetUserSessions } from './sessions';

/**
 * 'Mi cuenta': what every signed-in user changes of their own account (any role) — their name,
 * and their password given the current one.
 */

/** `PATCH /auth/me { name }`. */
export async function renameSelf(db: Db, userId: number, name: string): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(publicUserColumns);
  if (!user) throw notFound(USERS_TEXTS.notFound);
  forgetUserSessions(userId); // the sessions this process remembers carry the old name
  return user;
}

/**
 * `POST /auth/change-password`: the current password is a guess like a sign-in's, so it is counted
 * by the sign-in limiter on the same subject (the account and the address) before it is checked:
 * however many tries arrive at once, no more than the limit are evaluated, and they count toward
 * that address's sign-in lockout too. The new password follows set-password's rules. Every other
 * session of the user ends (the password may have been known to someone); this one stays.
 */
export async function changeOwnPassword(
  deps: { db: Db; loginFailures: AttemptLimiter },
  who: { userId: number; name: string; email: string; sessionId: number; address: string },
  input: ChangePasswordInput,
) {
  const attempt = await reserveOrRefuse(
    deps.loginFailures,
    signInSubject(who.email, who.address),
    ACCOUNT_TEXTS.tooManyTries,
  );
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, who.userId))
    .limit(1);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await attempt.failed();
    throw new AppError('INVALID_CREDENTIALS', 400, ACCOUNT_TEXTS.wrongCurrentPassword);
  }
  await attempt.succeeded();
  if (input.newPassword === input.currentPassword) throw badRequest(ACCOUNT_TEXTS.samePassword);
  if (isCommonPassword(input.newPassword)) throw badRequest(AUTH_TEXTS.commonPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, who.userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, who.userId), ne(sessions.id, who.sessionId)));
    await recordAudit(tx, {
      action: 'password-set',
      actor: { id: who.userId, label: who.name },
      address: who.address,
      target: { type: 'user', id: who.userId, label: who.email },
    });
  });
  forgetUserSessions(who.userId); // after the commit: the ended sessions are no longer served
  return ACCOUNT_TEXTS.passwordChanged;
}
