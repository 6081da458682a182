import type { VaultChangeInput } from '@app/contract/password-manager';
import { PASSWORD_MANAGER_TEXTS, SECURITY_PASSWORD_MAX } from '@app/contract/password-manager';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { reserveOrRefuse } from '../../lib/attempt-limiter';
import { isCommonPassword } from '../../lib/passwords';
import type { VaultCaller, VaultDeps } from './vault-deps';
import { recordVaultActivity } from './vault-activity.service';
import { insertWrap, isConfigured, readWrap, replaceWrap } from './vault-key.repository';
import type { WrapIdentity } from './vault-unlocks';
import { newVaultKey, unwrapVaultKey, wrapVaultKey } from './vault-keys';

/**
 * The vault key's life (DECISIONS §9, docs/decisions/060): set up once, wrapped afresh when the
 * security password changes, unlocked per session by the header. The credentials themselves are
 * in password-manager.service, the log in vault-activity.service.
 */

const T = PASSWORD_MANAGER_TEXTS;

const keyError = (message: string) => new AppError('VAULT_KEY_INVALID', 403, message);
const notConfigured = () => new AppError('VAULT_NOT_CONFIGURED', 409, T.notConfigured);
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

const failureSubject = (caller: VaultCaller) => `user:${caller.user.id}`;

/**
 * The security password of the header: missing or blank is a 403 with SPEC §5's text. Checked
 * before any query, so a call without it costs nothing.
 */
export function requireSecurityPassword(header: string | string[] | undefined): string {
  const password = (Array.isArray(header) ? header[0] : header) ?? '';
  if (password.trim() === '') throw keyError(T.keyRequired);
  return password;
}

/** GET /password-manager/status: whether the vault has a security password yet. */
export const vaultConfigured = ({ db }: Pick<VaultDeps, 'db'>) => isConfigured(db);

/** POST /password-manager/setup: a random vault key, wrapped for the admin's password; once. */
export async function setupVault(deps: VaultDeps, caller: VaultCaller, password: string) {
  if (isCommonPassword(password)) throw fieldError('password', T.commonPassword);
  if (await isConfigured(deps.db)) throw conflict(T.alreadyConfigured);
  const vaultKey = newVaultKey();
  const wrap = await wrapVaultKey(vaultKey, password, deps.appSecret, 1);
  vaultKey.fill(0);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await insertWrap(tx, wrap, caller.user.id))) return false;
    await recordVaultActivity(tx, caller, 'setup');
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
    await recordVaultActivity(deps.db, caller, 'unlock_failed', undefined, 'vault-changed');
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
    await recordVaultActivity(tx, caller, 'change');
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
  const password = requireSecurityPassword(header);
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
    await recordVaultActivity(deps.db, caller, 'unlock_failed');
    throw keyError(T.keyInvalid);
  }
  await attempt.succeeded();
  deps.unlocks.remember(caller.sessionId, password, wrap, vaultKey);
  await recordVaultActivity(deps.db, caller, 'unlock');
  return vaultKey;
}
