import type { AuditAction, AuditOutcome } from '@app/contract/audit';
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
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

/** The row of an entry, its labels cut to the column's room. */
function auditRow(entry: AuditEntry) {
  return {
    action: entry.action,
    outcome: entry.outcome ?? 'ok',
    actorId: entry.actor.id,
    actorLabel: entry.actor.label.slice(0, LABEL_MAX),
    address: entry.address.slice(0, 100),
    targetType: entry.target?.type ?? '',
    targetId: entry.target ? String(entry.target.id) : '',
    targetLabel: (entry.target?.label ?? '').slice(0, LABEL_MAX),
  };
}

/**
 * Appends a row to the audit log. Pass the transaction of the change it records, so that the row
 * is written if and only if the change is (a failed sign-in has no transaction: the database).
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/**
 * The INSERT of one audit row per row of `source` (a data-modifying CTE returning `id`), each
 * `entry` with the target label `labels` gives that id: for a change made in one statement, so
 * that its rows are written if and only if the change is, without a transaction held open across
 * round trips (on the embedded database an open transaction holds every other request's query).
 */
export function auditRowsOf(
  source: SQL,
  entry: AuditEntry,
  labels: ReadonlyMap<number, string>,
): SQL {
  const row = auditRow(entry);
  const byId = sql.join(
    [...labels].map(([id, label]) => sql`(${id}::int, ${label.slice(0, LABEL_MAX)}::text)`),
    sql`, `,
  );
  return sql`insert into ${auditLog} (action, outcome, actor_id, actor_label, address, target_type, target_id, target_label)
    select ${row.action}::text, ${row.outcome}::text, ${row.actorId}::int, ${row.actorLabel}::text,
      ${row.address}::text, ${row.targetType}::text, ${row.targetId}::text, label.text
    from ${source} join (values ${byId}) as label (id, text) using (id)`;
}

/** The signed-in user of a request and its address, as an audit row's actor. */
export function auditActorOf(request: FastifyRequest): Pick<AuditEntry, 'actor' | 'address'> {
  const user = request.auth?.user;
  return {
    actor: { id: user?.id ?? null, label: user?.name ?? '' },
    address: request.ip,
  };
}
