import { eq, sql } from 'drizzle-orm';
import type { LoginResponse, SetPasswordInput, VerifyUserInput } from '@app/contract/auth';
import type { RegisterUser, User } from '@app/contract/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { reserveOrRefuse, type AttemptLimiter } from '../../lib/attempt-limiter';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Mailer } from '../../lib/mailer';
import type { CompanyClock } from '../../lib/time';
import {
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords';
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
};

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 400, AUTH_TEXTS.invalidCredentials);

export async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  client: SessionClient,
): Promise<LoginResponse> {
  const address = client.address;
  // Failures count per account AND address: after 5 from one address, that address is refused
  // for that account, while its owner signs in from anywhere else (DECISIONS §4).
  // Each try is counted before the password is checked, so that guesses sent at once are never
  // more than the limit (a try that fails stays counted for the window).
  const attempt = await reserveOrRefuse(
    deps.loginFailures,
    JSON.stringify([email.toLowerCase(), address]),
    AUTH_TEXTS.tooManyLogins,
  );
  const user = await findUserByEmail(deps.db, email);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password); // same time whether or not the account exists
    await attempt.failed();
    throw invalidCredentials();
  }
  const valid = await verifyPassword(user.passwordHash, password);
  if (!valid || !user.active) {
    await attempt.failed();
    throw invalidCredentials();
  }
  await attempt.succeeded();
  const { passwordHash: _hash, ...result } = user;
  return signedIn(deps, result, client);
}

function assertAcceptablePassword(password: string) {
  if (isCommonPassword(password)) throw badRequest(AUTH_TEXTS.commonPassword);
}

/** Creates a user without a password and emails the link that sets it (SPEC §7 register). */
export async function registerUser(deps: AuthDeps, input: RegisterUser) {
  const user = await deps.db
    .insert(users)
    .values({ name: input.name, email: input.email, role: input.role, phone: input.phone })
    .returning(publicUserColumns)
    .then((rows) => rows[0] as User)
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
async function setPasswordFromLink(deps: AuthDeps, input: SetPasswordInput, purpose: TokenPurpose) {
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
      .returning({ active: users.active, email: users.email });
    if (!user?.active) throw badRequest(AUTH_TEXTS.invalidLink);
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
export async function verifyUser(deps: AuthDeps, input: VerifyUserInput) {
  const kind = await verifyLinkKind(deps.db, input.token, deps.clock.now());
  if (kind === 'first-admin') {
    const email = await setUpFirstAdmin(deps.db, input, deps.clock.now());
    return { message: AUTH_TEXTS.passwordSet, email };
  }
  if (kind === 'account' && (input.name !== undefined || input.email !== undefined)) {
    throw badRequest(AUTH_TEXTS.linkOnlySetsPassword);
  }
  const email = await setPasswordFromLink(deps, input, 'verify');
  return { message: AUTH_TEXTS.passwordSet, email };
}

/** Sets a new password from the reset link and ends every session of the user. */
export async function resetPassword(deps: AuthDeps, input: SetPasswordInput) {
  const email = await setPasswordFromLink(deps, input, 'reset');
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
