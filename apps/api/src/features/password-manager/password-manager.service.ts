import type {
  CreateCredential,
  Credential,
  CredentialListQuery,
  UpdateCredential,
} from '@app/contract/password-manager';
import { PASSWORD_MANAGER_TEXTS } from '@app/contract/password-manager';
import type { Db } from '../../db/client';
import { assertMayTouch, type SessionUser } from '../../lib/access';
import { notFound } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import {
  credentialById,
  credentialList,
  credentialPage,
  deleteCredential,
  insertCredential,
  updateCredential,
  visibleCredential,
  type CredentialRow,
} from './password-manager.repository';
import type { VaultCaller, VaultDeps } from './vault-deps';
import { recordVaultActivity } from './vault-activity.service';
import { requireSecurityPassword, unlockVault } from './vault-key.service';
import { openCredentialPassword, sealCredentialPassword } from './vault-keys';

/**
 * The credentials (SPEC §2 'Gestor de credenciales', §6): the list, create, edit, delete and the
 * reveal of one password, each with the vault key the call unlocked (vault-key.service) and each
 * write recorded in the log (vault-activity.service).
 */

const T = PASSWORD_MANAGER_TEXTS;

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
  requireSecurityPassword(header);
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
    await recordVaultActivity(tx, caller, 'create', { id, name: input.name });
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
    await recordVaultActivity(tx, caller, 'update', { id, name: input.name ?? current.name });
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
    await recordVaultActivity(tx, caller, 'delete', { id, name: current.name });
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
  await recordVaultActivity(deps.db, caller, 'reveal', { id: row.id, name: row.name });
  return password;
}
