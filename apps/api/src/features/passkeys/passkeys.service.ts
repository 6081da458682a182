import type { LoginResponse } from '@app/contract/auth';
import { PASSKEY_TEXTS, type Passkey } from '@app/contract/passkeys';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CompanyClock } from '../../lib/time';
import { recordAudit, type AuditActor } from '../audit/audit.queries';
import { countSignInFailure } from '../metrics/metrics.queries';
import { signedIn, type SessionClient } from '../auth/auth.queries';
import { findUserById } from '../users/users.queries';
import {
  credentialsOf,
  deletePasskey,
  findByCredentialId,
  insertPasskey,
  listPasskeys,
  recordUse,
  renamePasskey,
} from './passkeys.repository';
import { challengeOf, userHandleOf } from './webauthn-answers';
import { keepChallenge, takeChallenge } from './webauthn-challenges';

export type PasskeysDeps = {
  db: Db;
  clock: CompanyClock;
  /** The relying party: its id is APP_URL's host name, its origin APP_URL's origin. */
  rpId: string;
  origin: string;
};

const RP_NAME = 'Back Office';
const TRANSPORTS: readonly AuthenticatorTransport[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'];
const knownTransports = (values: readonly string[] = []) =>
  values.filter((value): value is AuthenticatorTransport =>
    (TRANSPORTS as readonly string[]).includes(value),
  );

type SignedInUser = { id: number; name: string; email: string };
type Actor = { actor: AuditActor; address: string };

export const ownPasskeys = (deps: PasskeysDeps, userId: number) => listPasskeys(deps.db, userId);

/** Starts a registration: options for the browser, the challenge kept for any instance. */
export async function registrationOptions(deps: PasskeysDeps, user: SignedInUser) {
  const existing = await credentialsOf(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: deps.rpId,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: user.name,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({
      id: c.credentialId,
      transports: knownTransports(c.transports),
    })),
    // Discoverable: signing in with it asks for no email.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(deps.db, options.challenge, 'register', user.id, deps.clock.now());
  return { ...options };
}

/** 'Llave de acceso N', the first N no passkey of the user is called yet. */
async function defaultName(deps: PasskeysDeps, userId: number) {
  const names = new Set((await listPasskeys(deps.db, userId)).map((p) => p.name));
  let n = names.size + 1;
  while (names.has(`${PASSKEY_TEXTS.defaultName} ${n}`)) n += 1;
  return `${PASSKEY_TEXTS.defaultName} ${n}`;
}

/** Checks the browser's answer to a registration and keeps the new passkey. */
export async function registerPasskey(
  deps: PasskeysDeps,
  who: Actor & { user: SignedInUser },
  input: { response: RegistrationResponseJSON; name?: string | undefined },
): Promise<Passkey> {
  const challenge = challengeOf(input.response);
  if (!(await takeChallenge(deps.db, challenge, 'register', who.user.id, deps.clock.now()))) {
    throw badRequest(PASSKEY_TEXTS.expired);
  }
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: deps.origin,
    expectedRPID: deps.rpId,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw badRequest(PASSKEY_TEXTS.refused);
  const { credential } = verification.registrationInfo;
  const name = input.name ?? (await defaultName(deps, who.user.id));
  try {
    return await deps.db.transaction(async (tx) => {
      const passkey = await insertPasskey(tx, {
        userId: who.user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: knownTransports(input.response.response.transports ?? credential.transports),
        name,
      });
      await recordAudit(tx, {
        action: 'passkey-added',
        actor: who.actor,
        address: who.address,
        target: { type: 'passkey', id: passkey.id, label: passkey.name },
      });
      return passkey;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PASSKEY_TEXTS.alreadyRegistered);
    throw error;
  }
}

/** Starts a sign-in: no email asked, the authenticator offers its discoverable passkeys. */
export async function loginOptions(deps: PasskeysDeps) {
  const options = await generateAuthenticationOptions({
    rpID: deps.rpId,
    userVerification: 'preferred',
  });
  await keepChallenge(deps.db, options.challenge, 'login', null, deps.clock.now());
  return { ...options };
}

const refusedSignIn = (message: string) => new AppError('INVALID_CREDENTIALS', 400, message);

/**
 * Signs in with a passkey: the challenge taken once, the credential found and its signature
 * checked, the counter kept; then the session opens as every sign-in opens it. Every refusal
 * writes a failed 'sign-in' row.
 */
export async function signInWithPasskey(
  deps: PasskeysDeps,
  client: SessionClient,
  response: AuthenticationResponseJSON,
): Promise<LoginResponse> {
  const now = deps.clock.now();
  const failed = async (message: string, user?: SignedInUser) => {
    countSignInFailure('failed', 'passkey');
    await recordAudit(deps.db, {
      action: 'sign-in',
      outcome: 'failed',
      actor: { id: user?.id ?? null, label: user?.name ?? '' },
      address: client.address,
      ...(user && { target: { type: 'user', id: user.id, label: user.email } }),
    });
    return refusedSignIn(message);
  };
  let challenge: string;
  try {
    challenge = challengeOf(response);
  } catch {
    throw await failed(PASSKEY_TEXTS.refused);
  }
  if (!(await takeChallenge(deps.db, challenge, 'login', null, now))) {
    throw await failed(PASSKEY_TEXTS.expired);
  }
  const stored = await findByCredentialId(deps.db, response.id);
  if (!stored) throw await failed(PASSKEY_TEXTS.unknown);
  const user = await findUserById(deps.db, stored.userId);
  if (!user) throw await failed(PASSKEY_TEXTS.unknown);
  if (!user.active) throw await failed(PASSKEY_TEXTS.inactive, user);
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(user.id)).toString('base64url')) {
    throw await failed(PASSKEY_TEXTS.refused, user);
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: deps.origin,
    expectedRPID: deps.rpId,
    credential: {
      id: stored.credentialId,
      publicKey: Buffer.from(stored.publicKey, 'base64url'),
      counter: stored.counter,
      transports: knownTransports(stored.transports),
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verification.verified) throw await failed(PASSKEY_TEXTS.refused, user);
  await recordUse(deps.db, stored.id, verification.authenticationInfo.newCounter, now);
  return signedIn(deps, user, client);
}

export async function renameOwnPasskey(
  deps: PasskeysDeps,
  userId: number,
  id: number,
  name: string,
) {
  const passkey = await renamePasskey(deps.db, userId, id, name);
  if (!passkey) throw notFound(PASSKEY_TEXTS.notFound);
  return passkey;
}

/** Removes one of the user's own passkeys: it signs in no more. */
export async function removeOwnPasskey(deps: PasskeysDeps, who: Actor, userId: number, id: number) {
  await deps.db.transaction(async (tx) => {
    const passkey = await deletePasskey(tx, userId, id);
    if (!passkey) throw notFound(PASSKEY_TEXTS.notFound);
    await recordAudit(tx, {
      action: 'passkey-removed',
      actor: who.actor,
      address: who.address,
      target: { type: 'passkey', id: passkey.id, label: passkey.name },
    });
  });
}
