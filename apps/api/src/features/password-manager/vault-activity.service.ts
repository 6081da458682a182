import type { AuditAction, AuditOutcome } from '@app/contract/audit';
import type { VaultAction, VaultActivity } from '@app/contract/password-manager';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.queries';
import type { VaultCaller, VaultDeps } from './vault-deps';
import { activityList, recordActivity } from './vault-activity.repository';

/**
 * What of the vault's log the company's audit log (DECISIONS §12) records too: the vault set up,
 * its password changed, unlocked (or a wrong password tried), a credential revealed.
 */
const AUDITED: Partial<Record<VaultAction, { action: AuditAction; outcome: AuditOutcome }>> = {
  setup: { action: 'vault-set-up', outcome: 'ok' },
  change: { action: 'vault-changed', outcome: 'ok' },
  unlock: { action: 'vault-unlocked', outcome: 'ok' },
  unlock_failed: { action: 'vault-unlocked', outcome: 'failed' },
  reveal: { action: 'credential-revealed', outcome: 'ok' },
};

/**
 * Writes one entry of the vault's log (SPEC §6: setup, change, unlock, failed unlock, and every
 * create, update, delete and reveal of a credential) on `db`, the caller's transaction when the
 * entry must stand or fall with the write it records; and its audit row, on the same `db`.
 * `audit` names the audit action when it is not the entry's own (a wrong current password given
 * to change the vault's is a failed 'vault-changed').
 */
export async function recordVaultActivity(
  db: Db,
  caller: VaultCaller,
  action: VaultAction,
  credential?: { id: number; name: string },
  audit?: AuditAction,
) {
  await recordActivity(db, {
    action,
    userId: caller.user.id,
    userName: caller.user.name,
    credentialId: credential?.id,
    credentialName: credential?.name,
    ip: caller.ip,
  });
  const audited = AUDITED[action];
  if (!audited) return;
  await recordAudit(db, {
    action: audit ?? audited.action,
    outcome: audited.outcome,
    actor: { id: caller.user.id, label: caller.user.name },
    address: caller.ip,
    target: credential
      ? { type: 'credential', id: credential.id, label: credential.name }
      : { type: 'vault', id: '', label: 'Gestor de credenciales' },
  });
}

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
