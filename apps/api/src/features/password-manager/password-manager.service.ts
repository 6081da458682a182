import type {
  CreateCredential,
  Credential,
  CredentialListQuery,
  UpdateCredential,
  VaultAction,
  VaultActivity,
  VaultChangeInput,
} from '@app/contract/password-manager';
import { PASSWORD_MANAGER_TEXTS, SECURITY_PASSWORD_MAX } from '@app/contract/password-manager';
import type { Db } from '../../db/client';
import { assertMayTouch } from '../../lib/access';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { reserveOrRefuse, type AttemptLimiter } from '../../lib/attempt-limiter';
import { isCommonPassword } from '../../lib/passwords';
import type { CompanyClock } from '../../lib/time';
import type { SessionUser } from '../../lib/access';
import {
  activityList,
  credentialById,
  credentialList,
  credentialPage,
  deleteCredential,
  insertCredential,
  insertWrap,
  isConfigured,
  readWrap,
  recordActivity,
  replaceWrap,
  updateCredential,
  visibleCredential,
  type CredentialRow,
} from './password-manager.repository';
import type { UnlockCache, WrapIdentity } from './vault-unlocks';
import {
  newVaultKey,
  openCredentialPassword,
  sealCredentialPassword,
  unwrapVaultKey,
  wrapVaultKey,
} from './vault-keys';

const T = PASSWORD_MANAGER_TEXTS;

export type VaultDeps = {
  db: Db;
  clock: CompanyClock;
  /** APP_SECRET (or DATA_DIR/secret.key): half of what the wrapping key is derived from. */
  appSecret: string;
  unlocks: UnlockCache;
  /** Wrong security passwords per user, in the database (DECISIONS §9: 5 in 15 minutes). */
  failures: AttemptLimiter;
};

/** Who calls: the user, the session that unlocks, and the address the log records. */
export type VaultCaller = { user: SessionUser; sessionId: number; ip: string };

const keyError = (message: string) => new AppError('VAULT_KEY_INVALID', 403, message);
const notConfigured = () => new AppError('VAULT_NOT_CONFIGURED', 409, T.notConfigured);
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

const record = (
  db: Db,
  caller: VaultCaller,
  action: VaultAction,
  credential?: { id: number; name: string },
) =>
  recordActivity(db, {
    action,
    userId: caller.user.id,
    userName: caller.user.name,
    credentialId: credential?.id,
    credentialName: credential?.name,
    ip: caller.ip,
  });

const failureSubject = (caller: VaultCaller) => `user:${caller.user.id}`;

/** The security password of the header: missing or blank is a 403 with SPEC §5's text. */
function givenPassword(header: string | string[] | undefined): string {
  const password = (Array.isArray(header) ? header[0] : header) ?? '';
  if (password.trim() === '') throw keyError(T.keyRequired);
  return password;
}

export async function vaultStatus({ db }: VaultDeps) {
  return { success: true as const, configured: await isConfigured(db) };
}

/** POST /password-manager/setup: a random vault key, wrapped for the admin's password; once. */
export async function setupVault(deps: VaultDeps, caller: VaultCaller, password: string) {
  if (isCommonPassword(password)) throw fieldError('password', T.commonPassword);
  if (await isConfigured(deps.db)) throw conflict(T.alreadyConfigured);
  const vaultKey = newVaultKey();
  const wrap = await wrapVaultKey(vaultKey, password, deps.appSecret, 1);
  vaultKey.fill(0);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await insertWrap(tx, wrap, caller.user.id))) return false;
    await record(tx, caller, 'setup');
    return true;
  });
  if (!done) throw conflict(T.alreadyConfigured);
  deps.unlocks.clear();
}

/**
 * PATCH /password-manager/setup: the same vault key, wrapped afresh (new salt, wrap version + 1)
 * in one statement of one transaction with its log entry. The old password stops working at once
 * on every instance: each call compares the wrap it unlocked with the vault's.
 */
export async function changeVaultPassword(
  deps: VaultDeps,
  caller: VaultCaller,
  input: Required<VaultChangeInput>,
) {
  if (input.newPassword === input.currentPassword) throw fieldError('newPassword', T.sameAsCurrent);
  if (isCommonPassword(input.newPassword)) throw fieldError('newPassword', T.commonPassword);
  const wrap = await readWrap(deps.db);
  if (!wrap) throw notConfigured();
  // Counted before the slow KDF, so that guesses sent at once are never more than the limit.
  const attempt = await reserveOrRefuse(deps.failures, failureSubject(caller), T.tooManyAttempts);
  const vaultKey = await unwrapVaultKey(wrap, input.currentPassword, deps.appSecret);
  if (!vaultKey) {
    await attempt.failed();
    await record(deps.db, caller, 'unlock_failed');
    throw fieldError('currentPassword', T.currentWrong);
  }
  await attempt.succeeded();
  const next = await wrapVaultKey(
    vaultKey,
    input.newPassword,
    deps.appSecret,
    wrap.wrapVersion + 1,
  );
  vaultKey.fill(0);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await replaceWrap(tx, wrap.wrapVersion, next))) return false;
    await record(tx, caller, 'change');
    return true;
  });
  // Another change came first: the password given is no longer the current one.
  if (!done) throw fieldError('currentPassword', T.currentWrong);
  deps.unlocks.clear();
}

/**
 * The vault key for a call carrying `header` (the security password): from this process's memory
 * when this session unlocked it with the same password from the vault's present wrap, else by the
 * KDF (recorded as an unlock, or a failed one: 5 per user in 15 minutes, then 429).
 */
export async function unlockVault(
  deps: VaultDeps,
  caller: VaultCaller,
  header: string | string[] | undefined,
  /** The vault's wrap as a query of this call has just read it (the list's count reads it). */
  present?: WrapIdentity,
): Promise<Buffer> {
  const password = givenPassword(header);
  if (present) {
    const cached = deps.unlocks.find(caller.sessionId, password, present);
    if (cached) return cached;
  }
  const wrap = await readWrap(deps.db);
  if (!wrap) {
    deps.unlocks.clear();
    throw notConfigured();
  }
  const cached = deps.unlocks.find(caller.sessionId, password, wrap);
  if (cached) return cached;
  // Counted before the slow KDF, so that guesses sent at once are never more than the limit.
  const attempt = await reserveOrRefuse(deps.failures, failureSubject(caller), T.tooManyAttempts);
  // A password longer than any that can be set is wrong without asking the KDF.
  const vaultKey =
    password.length <= SECURITY_PASSWORD_MAX
      ? await unwrapVaultKey(wrap, password, deps.appSecret)
      : null;
  if (!vaultKey) {
    await attempt.failed();
    await record(deps.db, caller, 'unlock_failed');
    throw keyError(T.keyInvalid);
  }
  await attempt.succeeded();
  deps.unlocks.remember(caller.sessionId, password, wrap, vaultKey);
  await record(deps.db, caller, 'unlock');
  return vaultKey;
}

const toCredential = (clock: CompanyClock, row: CredentialRow, userId: number): Credential => ({
  id: row.id,
  name: row.name,
  username: row.username,
  code: row.code,
  website: row.website,
  description: row.description,
  privated: row.privated,
  creatorId: row.creatorId,
  creatorName: row.creatorName,
  isOwner: row.creatorId === userId,
  createdAt: clock.iso(row.createdAt),
  updatedAt: clock.iso(row.updatedAt),
});

/**
 * GET /password-manager: the page of what this user may see (public, and their own private),
 * answered once the header is checked against the vault's wrap that the page's count read.
 */
export async function listUnlocked(
  deps: VaultDeps,
  caller: VaultCaller,
  header: string | string[] | undefined,
  query: CredentialListQuery,
) {
  givenPassword(header);
  const { rows, total, wrap } = await credentialPage(deps.db, {
    ...query,
    viewerId: caller.user.id,
  });
  await unlockVault(deps, caller, header, wrap);
  return {
    data: rows.map((row) => toCredential(deps.clock, row, caller.user.id)),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

/** The same page without the vault's check: the benchmark's baseline (bench/bench-routes.ts). */
export async function listCredentials(
  { db, clock }: Pick<VaultDeps, 'db' | 'clock'>,
  user: SessionUser,
  query: CredentialListQuery,
) {
  const { rows, total } = await credentialList.page(db, { ...query, viewerId: user.id });
  return {
    data: rows.map((row) => toCredential(clock, row, user.id)),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

/** A credential this user may see, else 404 (another's private one does not exist for them). */
async function found(db: Db, id: number, user: SessionUser, lock = false) {
  const row = await visibleCredential(db, id, user.id, lock);
  if (!row) throw notFound(T.notFound);
  return row;
}

/** POST /password-manager: the row, then its password sealed with its id, in one transaction. */
export async function createCredential(
  deps: VaultDeps,
  caller: VaultCaller,
  vaultKey: Buffer,
  input: CreateCredential,
): Promise<Credential> {
  const row = await deps.db.transaction(async (tx) => {
    const id = await insertCredential(tx, {
      name: input.name,
      username: input.username,
      code: input.code,
      website: input.website,
      description: input.description,
      privated: input.privated,
      creatorId: caller.user.id,
    });
    await updateCredential(tx, id, {
      passwordSealed: sealCredentialPassword(vaultKey, id, input.password),
    });
    await record(tx, caller, 'create', { id, name: input.name });
    return credentialById(tx, id);
  });
  return toCredential(deps.clock, row!, caller.user.id);
}

/** PATCH /password-manager/{id}: the creator only (SPEC §6). */
export async function changeCredential(
  deps: VaultDeps,
  caller: VaultCaller,
  vaultKey: Buffer,
  id: number,
  input: UpdateCredential,
): Promise<Credential> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await found(tx, id, caller.user, true);
    assertMayTouch(caller.user, { ownerId: current.creatorId }, 'owner', T.cannotEdit);
    const { password, ...fields } = input;
    // Only the fields the body gave (undefined: not sent).
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Partial<Omit<UpdateCredential, 'password'>>;
    await updateCredential(tx, id, {
      ...changes,
      ...(password !== undefined && {
        passwordSealed: sealCredentialPassword(vaultKey, id, password),
      }),
    });
    await record(tx, caller, 'update', { id, name: input.name ?? current.name });
    return credentialById(tx, id);
  });
  return toCredential(deps.clock, row!, caller.user.id);
}

/** DELETE /password-manager/{id}: the creator only (SPEC §6). */
export async function removeCredential(deps: VaultDeps, caller: VaultCaller, id: number) {
  await deps.db.transaction(async (tx) => {
    const current = await found(tx, id, caller.user, true);
    assertMayTouch(caller.user, { ownerId: current.creatorId }, 'owner', T.cannotDelete);
    await deleteCredential(tx, id);
    await record(tx, caller, 'delete', { id, name: current.name });
  });
}

/** GET /password-manager/{id}/password: one password, recorded as a reveal. */
export async function revealPassword(
  deps: VaultDeps,
  caller: VaultCaller,
  vaultKey: Buffer,
  id: number,
): Promise<string> {
  const row = await found(deps.db, id, caller.user);
  const password = openCredentialPassword(vaultKey, row.id, row.passwordSealed);
  await record(deps.db, caller, 'reveal', { id: row.id, name: row.name });
  return password;
}

/** GET /password-manager/activity (admins): the log, newest first. */
export async function listActivity(
  { db, clock }: VaultDeps,
  query: { action?: VaultAction | undefined; page: number; limit: number },
) {
  const { rows, total } = await activityList.page(db, query);
  const data: VaultActivity[] = rows.map((row) => ({
    id: row.id,
    action: row.action as VaultAction,
    userId: row.userId,
    userName: row.userName,
    credentialId: row.credentialId,
    credentialName: row.credentialName,
    ip: row.ip,
    at: clock.iso(row.at),
  }));
  return { data, pagination: { page: query.page, limit: query.limit, total } };
}
