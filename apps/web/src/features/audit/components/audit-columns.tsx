import {
  AUDIT_ACTION_LABELS,
  AUDIT_OUTCOME_LABELS,
  type AuditOutcome,
  type AuditRow,
} from '@app/contract/audit';
import type { Column } from '../../../components/list-page/data-table';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate, formatTime } from '../../../lib/company-time';
import { auditMessages as text } from '../audit-messages';

const OUTCOME_TONES: Record<AuditOutcome, BadgeTone> = {
  ok: 'success',
  failed: 'danger',
  locked: 'warning',
};

const muted = (value: string) => (value ? value : <span className="text-slate-500">—</span>);

/**
 * The columns of Auditoría: when (company zone, with seconds), who, what, on what, from where, how
 * it went. Unsorted: the server pages the log newest first.
 */
export const auditColumns: Column<AuditRow>[] = [
  {
    key: 'at',
    header: text.colAt,
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatDate(row.at)} {formatTime(row.at, { seconds: true })}
      </span>
    ),
  },
  {
    key: 'actor',
    header: text.colUser,
    primary: true,
    cell: (row) => <span className="font-medium text-slate-900">{row.actor || text.nobody}</span>,
  },
  { key: 'action', header: text.colAction, cell: (row) => AUDIT_ACTION_LABELS[row.action] },
  {
    key: 'target',
    header: text.colTarget,
    cell: (row) => <span className="break-words">{muted(row.target)}</span>,
  },
  {
    key: 'address',
    header: text.colAddress,
    cell: (row) => <span className="tabular-nums">{muted(row.address)}</span>,
  },
  {
    key: 'outcome',
    header: text.colOutcome,
    cell: (row) => (
      <Badge tone={OUTCOME_TONES[row.outcome]}>{AUDIT_OUTCOME_LABELS[row.outcome]}</Badge>
    ),
  },
];
