import {
  AUDIT_ACTION_LABELS,
  AUDIT_OUTCOME_LABELS,
  AUDIT_TEXTS,
  type AuditAction,
  type AuditRow,
} from '@app/contract/audit';
import { addDays } from '@app/contract/dates';
import type { ExportColumn } from '@app/contract/export-columns';
import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import type { NumberStyle } from '@app/contract/number-style';
import type { Db } from '../../db/client';
import { tableExport } from '../../lib/table-export';
import type { CompanyClock } from '../../lib/time';
import { auditList, auditRowsOf, type AuditFilter, type AuditLogRow } from './audit.repository';

/** The audit log read by admins (DECISIONS §12): the list and its export. */

export type AuditDeps = { db: Db; clock: CompanyClock };

/** The filters as the API takes them: dates are days of the company's calendar. */
export type AuditQueryFilters = {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
};

/** `fromDate` from its first instant, `toDate` up to the start of the next day (company zone). */
const filterOf = (clock: CompanyClock, query: AuditQueryFilters): AuditFilter => ({
  actorId: query.actorId,
  action: query.action,
  from: query.fromDate ? clock.startOfDay(query.fromDate) : undefined,
  before: query.toDate ? clock.startOfDay(addDays(query.toDate, 1)) : undefined,
});

const toRow = (clock: CompanyClock, row: AuditLogRow): AuditRow => ({
  id: row.id,
  at: clock.iso(row.at),
  actorId: row.actorId,
  actor: row.actorLabel,
  address: row.address,
  action: row.action as AuditAction,
  targetType: row.targetType,
  targetId: row.targetId,
  target: row.targetLabel,
  outcome: row.outcome,
});

/** GET /audit: a page of the filter, newest first, and how many rows it holds. */
export async function listAudit(
  { db, clock }: AuditDeps,
  query: AuditQueryFilters & { page: number; limit: number },
) {
  const { rows, total } = await auditList.page(db, {
    ...filterOf(clock, query),
    page: query.page,
    limit: query.limit,
  });
  return { data: rows.map((row) => toRow(clock, row)), totalItems: total };
}

export const AUDIT_EXPORT_COLUMNS: readonly ExportColumn<AuditRow>[] = [
  { header: 'Fecha y hora', value: (row) => row.at, kind: 'dateTime' },
  { header: 'Usuario', value: (row) => row.actor, width: 28 },
  {
    header: 'Acción',
    value: (row) => AUDIT_ACTION_LABELS[row.action] ?? row.action,
    width: 34,
  },
  { header: 'Objetivo', value: (row) => row.target, width: 32 },
  { header: 'Dirección', value: (row) => row.address, width: 18 },
  {
    header: 'Resultado',
    value: (row) => AUDIT_OUTCOME_LABELS[row.outcome] ?? row.outcome,
    width: 12,
  },
];

/** `auditoria-2026-11-01-a-2026-11-30.csv`; an open end is written 'inicio' or 'hoy'. */
export const auditExportFileName = (
  query: AuditQueryFilters,
  today: string,
  format: ExportFormat,
) =>
  fileNameFor(
    `${AUDIT_TEXTS.exportName}-${query.fromDate ?? 'inicio'}-a-${query.toDate ?? today}.csv`,
    format,
  );

/** GET /audit/export: every row of the filter, newest first, as CSV (or Excel), streamed. */
export function exportAudit(
  { db, clock }: AuditDeps,
  query: AuditQueryFilters,
  format: ExportFormat,
  style: NumberStyle,
) {
  async function* chunks() {
    for await (const rows of auditRowsOf(db, filterOf(clock, query))) {
      yield rows.map((row) => toRow(clock, row));
    }
  }
  return {
    ...tableExport(format, {
      columns: AUDIT_EXPORT_COLUMNS,
      chunks: chunks(),
      style,
      sheetName: 'Auditoría',
    }),
    fileName: auditExportFileName(query, clock.today(), format),
  };
}
