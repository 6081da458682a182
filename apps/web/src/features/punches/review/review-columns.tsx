import {
  CORRECTION_STATUS_LABELS,
  type Correction,
  type CorrectionStatus,
} from '@app/contract/punch-corrections';
import { Check, X } from 'lucide-react';
import type { Column } from '../../../components/list-page/data-table';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDateTime } from '../../../lib/company-time';
import { punchDate, punchTime } from '../utils/punch-format';
import { afterTimes } from '../utils/correction-form';
import { reviewMessages as text } from './review-messages';
import { TimesSummary } from './times-summary';

const STATUS_TONE: Record<CorrectionStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/**
 * What the correction leaves: once approved, what was applied, and beneath it the entry and exit
 * the worker asked for when the decider adjusted them.
 */
function After({ correction: c }: { correction: Correction }) {
  const asked = afterTimes(c.current, c.requested);
  if (!c.applied) return <TimesSummary times={asked} />;
  const span = (times: { dateIn: string | null; dateOut: string | null }) =>
    `${punchTime(times.dateIn)} – ${punchTime(times.dateOut, text.noExit)}`;
  const adjusted = span(asked) !== span(c.applied);
  return (
    <span className="block">
      <TimesSummary times={c.applied} />
      {adjusted && (
        <span className="mt-1 block text-xs whitespace-nowrap text-slate-500">
          {text.askedFor(span(asked))}
        </span>
      )}
    </span>
  );
}

type ReviewActions = {
  approve: (c: Correction) => void;
  reject: (c: Correction) => void;
  /** Whoever reads: nobody decides their own request (DECISIONS §10). */
  viewerId: number | undefined;
};

/**
 * The columns of 'Correcciones': who, which day, why, the punch before and after side by side, the
 * state (and who decided), and for a pending request 'Aprobar' and 'Rechazar'.
 */
export function reviewColumns(actions: ReviewActions): Column<Correction>[] {
  return [
    {
      key: 'user',
      header: text.colUser,
      primary: true,
      cell: (c) => <span className="block min-w-28 font-medium text-slate-900">{c.userName}</span>,
    },
    {
      key: 'day',
      header: text.colDay,
      cell: (c) => (
        <span className="tabular-nums whitespace-nowrap">{punchDate(c.calendarDateId)}</span>
      ),
    },
    {
      key: 'reason',
      header: text.colReason,
      cell: (c) => (
        <span className="block max-w-56">
          <TruncatedText value={c.reason} />
          <span className="block text-xs text-slate-500">
            {text.requestedBy(c.requestedByName, formatDateTime(c.requestedAt))}
          </span>
        </span>
      ),
    },
    { key: 'before', header: text.colBefore, cell: (c) => <TimesSummary times={c.current} /> },
    { key: 'after', header: text.colAfter, cell: (c) => <After correction={c} /> },
    {
      key: 'status',
      header: text.colStatus,
      cell: (c) => (
        <span className="block">
          <Badge tone={STATUS_TONE[c.status]}>{CORRECTION_STATUS_LABELS[c.status]}</Badge>
          {c.decidedByName && c.decidedAt && (
            <span className="mt-1 block text-xs text-slate-500">
              {text.decidedBy(c.decidedByName, formatDateTime(c.decidedAt))}
            </span>
          )}
          {c.note && <span className="mt-1 block text-xs text-slate-600">{c.note}</span>}
        </span>
      ),
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cell: (c) =>
        c.status === 'pending' && c.userId === actions.viewerId ? (
          <span className="text-sm text-slate-500">{text.ownRequest}</span>
        ) : c.status === 'pending' ? (
          <span className="inline-flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="success"
              onClick={() => actions.approve(c)}
              aria-label={text.approveOf(c.userName, punchDate(c.calendarDateId))}
            >
              <Check className="size-4" aria-hidden="true" />
              {text.approve}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => actions.reject(c)}
              aria-label={text.rejectOf(c.userName, punchDate(c.calendarDateId))}
            >
              <X className="size-4" aria-hidden="true" />
              {text.reject}
            </Button>
          </span>
        ) : null,
    },
  ];
}
