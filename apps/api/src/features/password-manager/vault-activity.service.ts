import type { VaultAction, VaultActivity } from '@app/contract/password-manager';
import type { Db } from '../../db/client';
import type { VaultCaller, VaultDeps } from './vault-deps';
import { activityList, recordActivity } from './vault-activity.repository';

/**
 * Writes one entry of the vault's log (SPEC §6: setup, change, unlock, failed unlock, and every
 * create, update, delete and reveal of a credential) on `db`, the caller's transaction when the
 * entry must stand or fall with the write it records.
 */
export const recordVaultActivity = (
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

/** GET /password-manager/activity (admins): the log, newest first. */
export async function listVaultActivity(
  { db, clock }: Pick<VaultDeps, 'db' | 'clock'>,
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
