import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@app/contract/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { pagedList, whereOf, type ListFilters } from '../../lib/paged-list';

/** The audit log as SQL reads it (newest first): filters already turned into instants. */
export type AuditFilter = {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  /** From this instant on (the start of the company's `fromDate`). */
  from?: Date | undefined;
  /** Before this instant (the start of the company's day after `toDate`). */
  before?: Date | undefined;
};

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorLabel: auditLog.actorLabel,
  address: auditLog.address,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetLabel: auditLog.targetLabel,
  outcome: auditLog.outcome,
};
export type AuditLogRow = {
  [K in keyof typeof columns]: (typeof auditLog.$inferSelect)[K];
};

const selectAudit = (db: Db) => db.select(columns).from(auditLog).$dynamic();

// Each filter meets an index: (actor_id, at), (action, at), or (at).
const filters: ListFilters<AuditFilter> = {
  actorId: (id) => eq(auditLog.actorId, id),
  action: (action) => eq(auditLog.action, action),
  from: (from) => gte(auditLog.at, from),
  before: (before) => lt(auditLog.at, before),
};

/** A page of the log, newest first, and the count of the whole filter. */
export const auditList = pagedList<AuditFilter, ReturnType<typeof selectAudit>>({
  table: auditLog,
  select: selectAudit,
  filters,
  orderBy: [desc(auditLog.at), desc(auditLog.id)],
});

/**
 * Every row of the filter, newest first, `chunk` rows a query: each next query starts below the
 * last row read (by `at`, then `id`), so a long log is never read whole nor skipped through.
 */
export async function* auditRowsOf(
  db: Db,
  filter: AuditFilter,
  chunk = 2000,
): AsyncGenerator<AuditLogRow[]> {
  let after: number | undefined;
  for (;;) {
    const conditions: (SQL | undefined)[] = [whereOf(filter, filters)];
    if (after !== undefined) {
      // The last row's own `at` (microseconds, which a JS Date would round), read by its key.
      conditions.push(
        sql`(${auditLog.at}, ${auditLog.id}) < ((select prev.at from ${auditLog} prev where prev.id = ${after}), ${after})`,
      );
    }
    const rows = await selectAudit(db)
      .where(and(...conditions))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(chunk);
    if (rows.length > 0) yield rows;
    if (rows.length < chunk) return;
    after = rows[rows.length - 1]!.id;
  }
}
