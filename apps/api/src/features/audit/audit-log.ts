import type { AuditAction, AuditOutcome } from '@app/contract/audit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** Who acted: a user (id and name as they were), or nobody known (a sign-in of an unknown email). */
export type AuditActor = { id: number | null; label: string };

/** What an action touched: its kind ('user', 'credential', 'period'…), id and a readable label. */
export type AuditTarget = { type: string; id: string | number; label: string };

/** One row of the audit log (DECISIONS §12). Never a secret, code or token in any field. */
export type AuditEntry = {
  action: AuditAction;
  outcome?: AuditOutcome;
  actor: AuditActor;
  address: string;
  target?: AuditTarget;
};

const LABEL_MAX = 200;

/** A user as an audit row's target: 'Ana Pérez <ana@empresa.com>' (a name and an email only). */
export const userTarget = (user: { id: number; name: string; email: string }): AuditTarget => ({
  type: 'user',
  id: user.id,
  label: user.name ? `${user.name} <${user.email}>` : user.email,
});

/** Who acts when no person does: the daily backup, a command on the server. */
export const systemActor = (label: string): Pick<AuditEntry, 'actor' | 'address'> => ({
  actor: { id: null, label },
  address: '',
});

/**
 * Appends a row to the audit log. Pass the transaction of the change it records, so that the row
 * is written if and only if the change is (a failed sign-in has no transaction: the database).
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    outcome: entry.outcome ?? 'ok',
    actorId: entry.actor.id,
    actorLabel: entry.actor.label.slice(0, LABEL_MAX),
    address: entry.address.slice(0, 100),
    targetType: entry.target?.type ?? '',
    targetId: entry.target ? String(entry.target.id) : '',
    targetLabel: (entry.target?.label ?? '').slice(0, LABEL_MAX),
  });
}

/** The signed-in user of a request and its address, as an audit row's actor. */
export function auditActorOf(request: FastifyRequest): Pick<AuditEntry, 'actor' | 'address'> {
  const user = request.auth?.user;
  return {
    actor: { id: user?.id ?? null, label: user?.name ?? '' },
    address: request.ip,
  };
}
