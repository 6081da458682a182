import type { Absence } from '@app/contract/absences';
import { useEffect, useState } from 'react';
import { DataTable, type Column } from '../../../components/list-page/data-table';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Paginator } from '../../../components/ui/paginator';
import { LoadingBlock } from '../../../components/ui/spinner';
import { companyToday, formatDateTime } from '../../../lib/company-time';
import { useSession } from '../../../lib/session';
import { useCancelAbsence } from '../api/cancel-absence';
import { useAbsences } from '../api/get-absences';
import { absenceMessages as text } from '../absences-messages';
import { absenceDates } from '../utils/absence-format';
import { useFocusNextRow } from '../hooks/use-focus-next-row';
import { AbsenceStatusBadge } from './absence-status-badge';

const PAGE_SIZE = 20;

/** The years 'Mis solicitudes' covers: last year, this one and the next. */
const myRange = () => {
  const year = Number(companyToday().slice(0, 4));
  return { fromDate: `${year - 1}-01-01`, toDate: `${year + 1}-12-31` };
};

const LINKED_ROW = 'bg-amber-50 ring-2 ring-inset ring-amber-400';

/**
 * 'Mis solicitudes' (DECISIONS §11): the signed-in person's absences with their working days,
 * status and the decider's note; a pending one can be cancelled. The absence a notification links
 * to (`linked`) is marked and brought into view.
 */
export function MyAbsences({ linked }: { linked: number | null }) {
  const session = useSession();
  const userId = session?.user.id ?? 0;
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Absence | null>(null);
  const list = useAbsences({ ...myRange(), usersIds: [userId], page, limit: PAGE_SIZE });
  const cancel = useCancelAbsence();
  // A cancelled request stays in the list, without its button: focus goes on to the next one.
  const { listRef, headingRef, done } = useFocusNextRow(
    list.data?.rows,
    (row) => row?.status !== 'pending',
  );
  const linkedShown = linked !== null && !!list.data?.rows.some((row) => row.id === linked);
  useEffect(() => {
    if (linkedShown)
      document.getElementById(`absence-${linked}`)?.scrollIntoView({ block: 'center' });
  }, [linkedShown, linked]);

  const columns: Column<Absence>[] = [
    {
      key: 'type',
      header: text.colType,
      primary: true,
      cell: (row) => (
        <span id={`absence-${row.id}`} className="font-medium">
          {text.typeLabels[row.type]}
          {row.id === linked && <span className="sr-only"> ({text.linked})</span>}
        </span>
      ),
    },
    { key: 'dates', header: text.colDates, cell: absenceDates },
    { key: 'days', header: text.colDays, cell: (row) => row.workingDays },
    {
      key: 'status',
      header: text.colStatus,
      cell: (row) => <AbsenceStatusBadge status={row.status} />,
    },
    {
      key: 'note',
      header: text.colNote,
      cell: (row) => <span className="line-clamp-2 break-words">{row.note || text.noNote}</span>,
    },
    {
      key: 'decision',
      header: text.colDecision,
      cell: (row) =>
        row.decidedByName ? (
          <span className="block text-sm">
            {row.decisionNote && <span className="block break-words">{row.decisionNote}</span>}
            <span className="block text-xs text-slate-500">
              {text.decidedBy(row.decidedByName, formatDateTime(row.decidedAt))}
            </span>
          </span>
        ) : row.requestedBy !== row.userId ? (
          <span className="text-xs text-slate-500">{text.requestedBy(row.requestedByName)}</span>
        ) : (
          text.noNote
        ),
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      align: 'right',
      cell: (row) => (
        <span data-row-actions>
          {row.status === 'pending' && row.requestedBy === userId && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={text.cancelOf(absenceDates(row))}
              onClick={() => setCancelling(row)}
            >
              {text.cancel}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section ref={listRef} aria-labelledby="my-absences-title" className="space-y-3">
      <div>
        <h2
          ref={headingRef}
          id="my-absences-title"
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {text.mineTitle}
        </h2>
        <p className="text-sm text-slate-500">{text.mineSubtitle}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        {list.isPending ? (
          <LoadingBlock label={text.loading} />
        ) : list.isError ? (
          <ErrorState message={text.loadError} onRetry={() => void list.refetch()} />
        ) : list.data.rows.length === 0 ? (
          <EmptyState message={text.mineEmpty} />
        ) : (
          <DataTable
            caption={text.mineCaption}
            columns={columns}
            rows={list.data.rows}
            rowKey={(row) => row.id}
            rowClassName={(row) => (row.id === linked ? LINKED_ROW : undefined)}
          />
        )}
      </div>
      {list.data && (
        <Paginator
          page={page}
          totalItems={list.data.total}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
      <ConfirmModal
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={text.cancelTitle}
        confirmLabel={text.cancelConfirm}
        busy={cancel.isPending}
        busyLabel={text.cancelling}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              done(cancelling.id);
              setCancelling(null);
            },
          })
        }
      >
        <p className="text-sm text-slate-600">
          {cancelling && text.cancelAsk(text.typeLabels[cancelling.type], absenceDates(cancelling))}
        </p>
      </ConfirmModal>
    </section>
  );
}
