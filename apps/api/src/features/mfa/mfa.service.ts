import { MFA_TEXTS, type MfaStatus, type MfaVerifyInput } from '@app/contract/mfa';
import type { Role } from '@app/contract/common';
import { USERS_TEXTS, type User } from '@app/contract/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../lib/app-error';
import { signInSubject, type AttemptLimiter } from '../../lib/attempt-limiter';
import type { Keyring } from '../../lib/sealed-box';
import { verifyPassword } from '../../lib/passwords';
import type { CompanyClock } from '../../lib/time';
import { recordAudit, type AuditActor } from '../audit/audit.queries';
import { countSignInFailure } from '../metrics/metrics.queries';
import { signedIn, type SessionClient } from '../auth/auth.queries';
import { findUserById } from '../users/users.queries';
import {
  dropRecoveryCodes,
  recoveryCodesLeft,
  renewRecoveryCodes,
  useRecoveryCode,
} from './recovery-codes';
import { findTicket, useTicket } from './tickets';
import { matchingStep, newTotpSecret, totpUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-secrets';
import {
  acceptStep,
  confirmTotp,
  findTotp,
  removeConfirmedTotp,
  removeTotp,
  savePendingTotp,
} from './totp-store';

/**
 * The second factor (DECISIONS §12): enrolment, the code step of a sign-in, recovery codes,
 * removal. Every code (and the password of a removal) is a guess counted by the sign-in limiter on
 * the account and address (§4): a wrong one stays counted, a right one starts the count again.
 */

export type MfaDeps = {
  db: Db;
  clock: CompanyClock;
  /** The keyring that seals TOTP secrets (totp-secrets.ts). */
  keyring: Keyring;
  /** The HMAC key of recovery codes (recovery-codes.ts). */
  codeKey: Buffer;
  /** The sign-in limiter (SIGN_IN_LIMIT). */
  limiter: AttemptLimiter;
  mfaRequiredRoles: readonly Role[];
};

const wrongCode = () => new AppError('INVALID_CREDENTIALS', 400, MFA_TEXTS.invalidCode);
const wrongRecoveryCode = () =>
  new AppError('INVALID_CREDENTIALS', 400, MFA_TEXTS.invalidRecoveryCode);
const wrongPassword = () => new AppError('INVALID_CREDENTIALS', 400, MFA_TEXTS.wrongPassword);
const expiredTicket = () => badRequest(MFA_TEXTS.expiredTicket);
const isWrongGuess = (error: unknown) =>
  error instanceof AppError && error.code === 'INVALID_CREDENTIALS';

async function userOf(db: Db, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(USERS_TEXTS.notFound);
  return user;
}

const actorOf = (user: User): AuditActor => ({ id: user.id, label: user.name });
const targetOf = (user: User) => ({ type: 'user', id: user.id, label: user.email });

/**
 * Runs one guess (`check`, which throws an INVALID_CREDENTIALS error when wrong) under the sign-in
 * limiter: a refused address gets the 429, a wrong guess stays counted, a right one clears the
 * count, anything else (an expired ticket, a conflict) is not counted. With `signIn`, a refusal
 * and a wrong guess are written to the audit log as a locked and a failed sign-in.
 */
async function guess<T>(
  deps: MfaDeps,
  user: User,
  address: string,
  signIn: boolean,
  check: () => Promise<T>,
): Promise<T> {
  const reservation = await deps.limiter.reserve(signInSubject(user.email, address));
  const audit = (outcome: 'failed' | 'locked') => {
    if (!signIn) return Promise.resolve();
    countSignInFailure(outcome, 'code');
    return recordAudit(deps.db, {
      action: 'sign-in',
      outcome,
      actor: actorOf(user),
      address,
      target: targetOf(user),
    });
  };
  if (!reservation.allowed) {
    await audit('locked');
    throw tooManyRequests(MFA_TEXTS.tooManyCodes, reservation.retryAfterSeconds);
  }
  try {
    const result = await check();
    await reservation.succeeded();
    return result;
  } catch (error) {
    if (isWrongGuess(error)) {
      await reservation.failed();
      await audit('failed');
    } else {
      await reservation.released();
    }
    throw error;
  }
}

/** Accepts a TOTP code of the user's confirmed second factor at `now`, once. */
async function acceptTotpCode(deps: MfaDeps, db: Db, userId: number, code: string, now: Date) {
  const row = await findTotp(db, userId);
  if (!row?.confirmedAt) throw wrongCode();
  const secret = openTotpSecret(deps.keyring, userId, row);
  const step = matchingStep(secret, code, now, row.lastStep);
  if (step === null || !(await acceptStep(db, userId, step))) throw wrongCode();
}

/**
 * Accepts a code that may be a TOTP code (6 digits, spaces ignored) or a recovery code; answers
 * which it was. A used recovery code is written to the audit log.
 */
async function acceptAnyCode(deps: MfaDeps, db: Db, user: User, code: string, address: string) {
  const now = deps.clock.now();
  const digits = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) {
    await acceptTotpCode(deps, db, user.id, digits, now);
    return 'totp' as const;
  }
  if (!(await useRecoveryCode(db, deps.codeKey, user.id, code, now))) throw wrongRecoveryCode();
  await recordAudit(db, {
    action: 'recovery-code-used',
    actor: actorOf(user),
    address,
    target: targetOf(user),
  });
  return 'recovery' as const;
}

const mustEnrol = (deps: MfaDeps, role: Role) => deps.mfaRequiredRoles.includes(role);

/** `GET /auth/mfa`. */
export async function mfaStatus(deps: MfaDeps, user: User): Promise<MfaStatus> {
  const row = await findTotp(deps.db, user.id);
  const enabled = Boolean(row?.confirmedAt);
  return {
    enabled,
    enabledAt: row?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(deps.db, user.id) : 0,
    required: mustEnrol(deps, user.role),
  };
}

/** `POST /auth/mfa/totp/setup`: a new pending secret (replacing a pending one). */
export async function setUpTotp(deps: MfaDeps, userId: number) {
  const user = await userOf(deps.db, userId);
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(deps.keyring, user.id, secret);
  if (!(await savePendingTotp(deps.db, user.id, sealed, deps.clock.now()))) {
    throw conflict(MFA_TEXTS.alreadyEnabled);
  }
  return { secret, otpauthUrl: totpUri(secret, user.email) };
}

/**
 * `POST /auth/mfa/totp/confirm`: the first code confirms the pending secret; answers the ten
 * recovery codes. With an enrolment ticket (`ticketId`), the ticket is used and the session opened
 * in the same transaction.
 */
export async function confirmTotpSetup(
  deps: MfaDeps,
  who: { userId: number; ticketId: number | null; client: SessionClient },
  code: string,
) {
  const user = await userOf(deps.db, who.userId);
  const row = await findTotp(deps.db, user.id);
  if (!row) throw badRequest(MFA_TEXTS.noSetup);
  if (row.confirmedAt) throw conflict(MFA_TEXTS.alreadyEnabled);
  const address = who.client.address;
  return guess(deps, user, address, who.ticketId !== null, () =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const step = matchingStep(openTotpSecret(deps.keyring, user.id, row), code, now, null);
      if (step === null) throw wrongCode();
      if (!(await confirmTotp(tx, user.id, step, now))) throw conflict(MFA_TEXTS.alreadyEnabled);
      const recoveryCodes = await renewRecoveryCodes(tx, deps.codeKey, user.id);
      await recordAudit(tx, {
        action: 'mfa-enrolled',
        actor: actorOf(user),
        address,
        target: targetOf(user),
      });
      if (who.ticketId === null) return { recoveryCodes };
      if (!(await useTicket(tx, who.ticketId, now))) throw expiredTicket();
      const session = await signedIn({ db: tx, clock: deps.clock }, user, {
        ...who.client,
        method: 'mfa',
      });
      return { recoveryCodes, token: session.token, result: session.result };
    }),
  );
}

/** `POST /auth/mfa/verify`: the code step of a sign-in; answers the session. */
export async function verifySecondFactor(
  deps: MfaDeps,
  input: MfaVerifyInput,
  client: SessionClient,
) {
  const ticket = await findTicket(deps.db, input.mfaToken, 'mfa', deps.clock.now());
  if (!ticket) throw expiredTicket();
  const user = await userOf(deps.db, ticket.userId);
  return guess(deps, user, client.address, true, () =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      // The ticket first: of several verifies with one ticket, one goes on, the others wait here
      // and find it used.
      if (!(await useTicket(tx, ticket.ticketId, now))) throw expiredTicket();
      if (input.code !== undefined) {
        await acceptTotpCode(deps, tx, user.id, input.code, now);
      } else {
        const recoveryCode = input.recoveryCode ?? '';
        if (!(await useRecoveryCode(tx, deps.codeKey, user.id, recoveryCode, now))) {
          throw wrongRecoveryCode();
        }
        await recordAudit(tx, {
          action: 'recovery-code-used',
          actor: actorOf(user),
          address: client.address,
          target: targetOf(user),
        });
      }
      return signedIn({ db: tx, clock: deps.clock }, user, { ...client, method: 'mfa' });
    }),
  );
}

/** `DELETE /auth/mfa/totp { password, code }` (the code may be a recovery code). */
export async function disableTotp(
  deps: MfaDeps,
  userId: number,
  address: string,
  input: { password: string; code: string },
) {
  const user = await userOf(deps.db, userId);
  if (mustEnrol(deps, user.role)) throw forbidden(MFA_TEXTS.cannotDisableRequired);
  const row = await findTotp(deps.db, user.id);
  if (!row?.confirmedAt) throw badRequest(MFA_TEXTS.notEnabled);
  await guess(deps, user, address, false, async () => {
    const [stored] = await deps.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    if (!stored?.passwordHash || !(await verifyPassword(stored.passwordHash, input.password))) {
      throw wrongPassword();
    }
    await deps.db.transaction(async (tx) => {
      await acceptAnyCode(deps, tx, user, input.code, address);
      await removeTotp(tx, user.id);
      await dropRecoveryCodes(tx, user.id);
      await recordAudit(tx, {
        action: 'mfa-removed',
        actor: actorOf(user),
        address,
        target: targetOf(user),
      });
    });
  });
  return MFA_TEXTS.disabled;
}

/**
 * `DELETE /users/{id}/mfa` (admin): removes another user's second factor and recovery codes, for
 * a person who lost both their phone and their codes. Their next sign-in asks for the password
 * alone, or for a new enrolment when their role must have one. An admin's own goes through
 * `DELETE /auth/mfa/totp`, with the password and a code: a session alone never removes it.
 */
export async function resetSecondFactor(
  deps: MfaDeps,
  by: { actor: AuditActor; address: string },
  userId: number,
) {
  if (by.actor.id === userId) throw conflict(USERS_TEXTS.ownSecondFactor);
  const user = await userOf(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    if (!(await removeConfirmedTotp(tx, user.id))) throw conflict(USERS_TEXTS.noSecondFactor);
    await dropRecoveryCodes(tx, user.id);
    await recordAudit(tx, { action: 'mfa-removed', ...by, target: targetOf(user) });
  });
  return USERS_TEXTS.secondFactorReset;
}

/** `POST /auth/mfa/recovery-codes { code }`: ten new recovery codes, the old ones void. */
export async function renewCodes(deps: MfaDeps, userId: number, address: string, code: string) {
  const user = await userOf(deps.db, userId);
  const row = await findTotp(deps.db, user.id);
  if (!row?.confirmedAt) throw badRequest(MFA_TEXTS.notEnabled);
  return guess(deps, user, address, false, () =>
    deps.db.transaction(async (tx) => {
      await acceptTotpCode(deps, tx, user.id, code, deps.clock.now());
      const codes = await renewRecoveryCodes(tx, deps.codeKey, user.id);
      await recordAudit(tx, {
        action: 'recovery-codes-renewed',
        actor: actorOf(user),
        address,
        target: targetOf(user),
      });
      return codes;
    }),
  );
}
