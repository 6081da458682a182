import { eq, sql } from 'drizzle-orm';
import type { SetPasswordInput, VerifyUserInput } from '@app/contract/auth';
import type { Role } from '@app/contract/common';
import type { SignInResponse } from '@app/contract/mfa';
import type { RegisterUser, User } from '@app/contract/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error';
import { signInSubject, type AttemptLimiter } from '../../lib/attempt-limiter';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Mailer } from '../../lib/mailer';
import type { CompanyClock } from '../../lib/time';
import {
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords';
import { recordAudit, type AuditActor } from '../audit/audit.queries';
import { countSignInFailure } from '../metrics/metrics.queries';
import { secondStepOf } from '../mfa/mfa.queries';
import { findUserByEmail, findUserById, publicUserColumns } from '../users/users.queries';
import { resetMail, sendVerificationMail } from './account-mails';
import { forgetUserSessions, revokeUserSessions, type SessionClient } from './sessions';
import { signedIn } from './signed-in';
import { consumeUserToken, issueUserToken, type TokenPurpose } from './user-tokens';
import { AUTH_TEXTS } from '@app/contract/auth';
import { setUpFirstAdmin, verifyLinkKind } from './first-admin';

export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  /** The company clock (`app.clock`): sessions and emailed links start and end on its time. */
  clock: CompanyClock;
  loginFailures: AttemptLimiter;
  resetRequests: AttemptLimiter;
  /** Roles that must enrol a second factor before their first session (MFA_REQUIRED_ROLES). */
  mfaRequiredRoles: readonly Role[];
};

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 400, AUTH_TEXTS.invalidCredentials);

/**
 * `POST /auth`. Failures count per account AND address: after 5 from one address, that address is
 * refused for that account, while its owner signs in from anywhere else (DECISIONS §4). Each try is
 * counted before the password is checked, so that guesses sent at once are never more than the
 * limit (a try that fails stays counted for the window). A right password with a second step to
 * come (DECISIONS §12: a code, or enrolment) answers that step's ticket and leaves the count as it
 * was: only the right code starts it again. Every refusal is written to the audit log.
 */
export async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  client: SessionClient,
): Promise<SignInResponse> {
  const address = client.address;
  const attempt = await deps.loginFailures.reserve(signInSubject(email, address));
  const user = await findUserByEmail(deps.db, email);
  // Who tried: the account when the email is one, else the email as typed (never the password).
  const audit = (outcome: 'failed' | 'locked') => {
    countSignInFailure(outcome, 'password');
    return recordAudit(deps.db, {
      action: 'sign-in',
      outcome,
      actor: user ? { id: user.id, label: user.name } : { id: null, label: email },
      address,
      ...(user && { target: { type: 'user', id: user.id, label: user.email } }),
    });
  };
  if (!attempt.allowed) {
    await audit('locked');
    throw tooManyRequests(AUTH_TEXTS.tooManyLogins, attempt.retryAfterSeconds);
  }
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password); // same time whether or not the account exists
    await attempt.failed();
    await audit('failed');
    throw invalidCredentials();
  }
  const valid = await verifyPassword(user.passwordHash, password);
  if (!valid || !user.active) {
    await attempt.failed();
    await audit('failed');
    throw invalidCredentials();
  }
  const { passwordHash: _hash, ...result } = user;
  const secondStep = await secondStepOf(deps.db, result, deps.mfaRequiredRoles, deps.clock.now());
  if (secondStep) {
    await attempt.released();
    return secondStep;
  }
  await attempt.succeeded();
  return signedIn(deps, result, client);
}

function assertAcceptablePassword(password: string) {
  if (isCommonPassword(password)) throw badRequest(AUTH_TEXTS.commonPassword);
}

/**
 * Creates a user without a password and emails the link that sets it (SPEC §7 register); the
 * audit log's row is written with the user.
 */
export async function registerUser(
  deps: AuthDeps,
  input: RegisterUser,
  by: { actor: AuditActor; address: string },
) {
  const user = await deps.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, role: input.role, phone: input.phone })
        .returning(publicUserColumns);
      const user = created as User;
      await recordAudit(tx, {
        action: 'user-created',
        ...by,
        target: { type: 'user', id: user.id, label: user.email },
      });
      return user;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(AUTH_TEXTS.emailTaken);
      throw error;
    });
  const mailed = await sendVerificationMail(deps, user);
  return { user, message: mailed ? AUTH_TEXTS.userCreated : AUTH_TEXTS.userCreatedMailFailed };
}

/**
 * Sets a password from an emailed link in one transaction: the token is consumed, the password
 * stored and the account marked verified (the link proves the address); a refused password or an
 * inactive account leaves the token unused.
 */
async function setPasswordFromLink(
  deps: AuthDeps,
  input: SetPasswordInput,
  purpose: TokenPurpose,
  address: string,
) {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const { userId, email } = await deps.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, input.token, purpose, deps.clock.now());
    if (!userId) throw badRequest(AUTH_TEXTS.invalidLink);
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        verifiedAt: sql`coalesce(${users.verifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning({ active: users.active, email: users.email, name: users.name });
    if (!user?.active) throw badRequest(AUTH_TEXTS.invalidLink);
    await recordAudit(tx, {
      action: purpose === 'reset' ? 'password-reset' : 'password-set',
      actor: { id: userId, label: user.name },
      address,
      target: { type: 'user', id: userId, label: user.email },
    });
    // A reset means the old password may be known to someone else: end every session.
    if (purpose === 'reset') await revokeUserSessions(tx, userId);
    return { userId, email: user.email };
  });
  forgetUserSessions(userId); // after the commit: ended sessions, and `verified` may have changed
  return email;
}

/**
 * Sets the first password from the verification link; the first admin's one-time link also sets
 * the admin's name and email (DECISIONS §1), which no other link may change. Answers the message
 * and the account's email (the sign-in form comes filled in with it).
 */
export async function verifyUser(deps: AuthDeps, input: VerifyUserInput, address: string) {
  const kind = await verifyLinkKind(deps.db, input.token, deps.clock.now());
  if (kind === 'first-admin') {
    const email = await setUpFirstAdmin(deps.db, input, deps.clock.now(), address);
    return { message: AUTH_TEXTS.passwordSet, email };
  }
  if (kind === 'account' && (input.name !== undefined || input.email !== undefined)) {
    throw badRequest(AUTH_TEXTS.linkOnlySetsPassword);
  }
  const email = await setPasswordFromLink(deps, input, 'verify', address);
  return { message: AUTH_TEXTS.passwordSet, email };
}

/** Sets a new password from the reset link and ends every session of the user. */
export async function resetPassword(deps: AuthDeps, input: SetPasswordInput, address: string) {
  const email = await setPasswordFromLink(deps, input, 'reset', address);
  return { message: AUTH_TEXTS.passwordReset, email };
}

/**
 * Mails a reset link when the account exists and is active. It answers the same in every case
 * and sends in the background, so neither the answer nor its timing reveals an account.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string) {
  const subject = email.toLowerCase();
  // Counted when asked (at most the limit's mails however many requests arrive at once); the
  // answer is the same either way, so that it tells nothing of the account.
  if ((await deps.resetRequests.reserve(subject, { spent: true })).allowed) {
    void (async () => {
      const user = await findUserByEmail(deps.db, email);
      if (!user?.active) return;
      const token = await issueUserToken(deps.db, user.id, 'reset', deps.clock.now());
      await deps.mailer.send(resetMail(user.email, user.name, deps.appUrl, token));
    })().catch((error: unknown) => deps.log.error({ err: error }, 'reset mail failed'));
  }
  return AUTH_TEXTS.resetSent;
}

export const me = (db: Db, userId: number) => findUserById(db, userId);
