import type {
  Correction,
  CorrectionStatus,
  CorrectionTimes,
} from '@app/contract/punch-corrections';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/list-page/data-table';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EmptyState } from '../../../components/ui/empty-state';
import { Paginator } from '../../../components/ui/paginator';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useCancelCorrection } from '../api/cancel-correction';
import { useCorrections } from '../api/get-corrections';
import { afterTimes } from '../utils/correction-form';
import { punchDate, punchDateTime, punchTimeOfDay } from '../utils/punch-format';
import { CorrectionRequestDialog } from './correction-request-dialog';
import { correctionMessages as text } from './corrections-messages';

const PAGE_SIZE = 10;
const STATUS_TONES: Record<CorrectionStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

const timesLine = (row: Correction, times: CorrectionTimes) => {
  const at = (iso: string | null) => (iso ? punchTimeOfDay(iso, row.calendarDateId) : '—');
  const breaks = times.breaks?.length ? ` · ${text.breaksCount(times.breaks.length)}` : '';
  return `${text.times(at(times.dateIn), at(times.dateOut))}${breaks}`;
};

/**
 * The times asked for, as the punch would be (what the request leaves out, it keeps); once
 * approved with other times, what was applied below them.
 */
function AskedTimes({ row }: { row: Correction }) {
  const asked = timesLine(row, afterTimes(row.current, row.requested));
  const applied = row.applied && timesLine(row, row.applied);
  return (
    <span>
      <span className="block">{asked}</span>
      {applied && applied !== asked && (
        <span className="block text-xs text-slate-600">{text.appliedTimes(applied)}</span>
      )}
    </span>
  );
}

/**
 * 'Mis solicitudes' (DECISIONS §10): the signed-in person's correction requests, newest first,
 * with their status and the decider's note; a pending one can be cancelled. Also where a day with
 * a shift and no punch is asked for.
 */
export function MyCorrections() {
  const session = useSession();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState<Correction | null>(null);
  const userId = session?.user.id ?? 0;
  const list = useCorrections({ userId, page, limit: PAGE_SIZE });
  const cancel = useCancelCorrection();

  const columns: Column<Correction>[] = [
    {
      key: 'day',
      header: text.colDay,
      primary: true,
      cell: (row) => (
        <span>
          {punchDate(row.calendarDateId)}
          {row.punchId === null && (
            <span className="block text-xs text-slate-500">{text.missingPunch}</span>
          )}
        </span>
      ),
    },
    { key: 'times', header: text.colTimes, cell: (row) => <AskedTimes row={row} /> },
    {
      key: 'reason',
      header: text.colReason,
      cell: (row) => <span className="line-clamp-2 break-words">{row.reason}</span>,
    },
    {
      key: 'status',
      header: text.colStatus,
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{text.statusLabels[row.status]}</Badge>,
    },
    {
      key: 'note',
      header: text.colNote,
      cell: (row) =>
        row.decidedByName ? (
          <span className="block text-sm">
            {row.note || text.noNote}
            <span className="block text-xs text-slate-500">
              {text.decidedBy(row.decidedByName, punchDateTime(row.decidedAt))}
            </span>
          </span>
        ) : (
          text.noNote
        ),
    },
    {
      key: 'requested',
      header: text.colRequested,
      cell: (row) => punchDateTime(row.requestedAt),
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      align: 'right',
      cell: (row) =>
        row.status === 'pending' ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={text.cancelOf(punchDate(row.calendarDateId))}
            onClick={() => setCancelling(row)}
          >
            {text.cancel}
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="my-corrections-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-corrections-title" className="text-lg font-semibold text-slate-900">
            {text.mineTitle}
          </h2>
          <p className="text-sm text-slate-500">{text.mineSubtitle}</p>
        </div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          {text.newDayRequest}
        </Button>
      </div>
      {list.isPending ? (
        <LoadingBlock label={text.loading} />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {text.loadError}
        </p>
      ) : list.data.rows.length === 0 ? (
        <EmptyState message={text.empty} />
      ) : (
        <>
          <DataTable
            caption={text.listCaption}
            columns={columns}
            rows={list.data.rows}
            rowKey={(row) => row.id}
          />
          <Paginator
            page={page}
            totalItems={list.data.total}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
      <CorrectionRequestDialog
        open={asking}
        onOpenChange={setAsking}
        target={{ kind: 'day', userId, calendarDateId: null }}
      />
      <ConfirmModal
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={text.cancelTitle}
        confirmLabel={text.cancelConfirm}
        busy={cancel.isPending}
        busyLabel={text.cancelling}
        onConfirm={() =>
          cancelling && cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })
        }
      >
        <p className="text-sm text-slate-600">
          {cancelling && text.cancelAsk(punchDate(cancelling.calendarDateId))}
        </p>
      </ConfirmModal>
    </section>
  );
}
