import type { Absence } from '@app/contract/absences';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Column } from '../../../components/list-page/data-table';
import { ListPage } from '../../../components/list-page/list-page';
import { Button } from '../../../components/ui/button';
import { companyToday, formatDateTime } from '../../../lib/company-time';
import { useAbsences } from '../api/get-absences';
import { absenceMessages as text } from '../absences-messages';
import { absenceDates } from '../utils/absence-format';
import { useFocusNextRow } from '../hooks/use-focus-next-row';
import { ApproveAbsenceDialog, RejectAbsenceDialog } from './decide-absence-dialogs';

const PAGE_SIZE = 10;

/** Pending requests may be for any time: from last year to two years ahead. */
const pendingRange = () => {
  const year = Number(companyToday().slice(0, 4));
  return { fromDate: `${year - 1}-01-01`, toDate: `${year + 2}-12-31` };
};

const texts = {
  caption: text.pendingCaption,
  loading: text.loading,
  loadError: text.loadError,
  empty: text.pendingEmpty,
  count: text.pendingCount,
};

type Dialog = { kind: 'approve' | 'reject'; absence: Absence } | null;

type PendingAbsencesProps = {
  page: number;
  onPageChange: (page: number) => void;
  viewerId: number;
  isAdmin: boolean;
  /** The absence a notification links to: opened once its row is here, when it can be decided. */
  linked: number | null;
};

/**
 * 'Solicitudes pendientes' (admin, office): every pending request, approved with an optional
 * note or rejected with a required one. A request beyond its balance is marked; nobody decides
 * their own.
 */
export function PendingAbsences({
  page,
  onPageChange,
  viewerId,
  isAdmin,
  linked,
}: PendingAbsencesProps) {
  const query = useAbsences({ ...pendingRange(), status: 'pending', page, limit: PAGE_SIZE });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opened, setOpened] = useState<number | null>(null);
  // A decided request leaves the list: focus goes on to the next one.
  const { listRef, headingRef, done } = useFocusNextRow(
    query.data?.rows,
    (row) => row === undefined,
  );
  const decided = (absence: Absence) => {
    done(absence.id);
    setDialog(null);
  };
  /** Office cannot approve a request beyond its balance (DECISIONS §11). */
  const adminOnly = (row: Absence) => row.beyondBalance && !isAdmin;
  if (linked && opened !== linked) {
    const row = query.data?.rows.find((entry) => entry.id === linked);
    if (row) {
      setOpened(linked);
      if (row.userId !== viewerId) setDialog({ kind: 'approve', absence: row });
    }
  }
  useEffect(() => {
    if (opened) document.getElementById(`pending-${opened}`)?.scrollIntoView({ block: 'center' });
  }, [opened]);

  const columns: Column<Absence>[] = [
    {
      key: 'user',
      header: text.colUser,
      primary: true,
      cell: (row) => (
        <span id={`pending-${row.id}`} className="font-medium">
          {row.userName}
        </span>
      ),
    },
    { key: 'type', header: text.colType, cell: (row) => text.typeLabels[row.type] },
    { key: 'dates', header: text.colDates, cell: absenceDates },
    {
      key: 'days',
      header: text.colDays,
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {row.workingDays}
          {row.beyondBalance && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              <AlertTriangle className="size-3" aria-hidden="true" />
              {text.beyondShort}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'note',
      header: text.colNote,
      cell: (row) => (
        <span className="block text-sm">
          <span className="line-clamp-2 break-words">{row.note || text.noNote}</span>
          <span className="block text-xs text-slate-500">{formatDateTime(row.requestedAt)}</span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      align: 'right',
      cell: (row) =>
        row.userId === viewerId ? (
          <span data-row-actions className="text-xs text-slate-500">
            {text.ownRequest}
          </span>
        ) : (
          <div data-row-actions className="mr-2 flex flex-col items-end gap-1">
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                size="sm"
                variant="success"
                aria-label={text.approveOf(row.userName, absenceDates(row))}
                disabled={adminOnly(row)}
                title={adminOnly(row) ? text.adminOnly : undefined}
                aria-describedby={adminOnly(row) ? `pending-${row.id}-admin-only` : undefined}
                onClick={() => setDialog({ kind: 'approve', absence: row })}
              >
                {text.approve}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={text.rejectOf(row.userName, absenceDates(row))}
                onClick={() => setDialog({ kind: 'reject', absence: row })}
              >
                {text.reject}
              </Button>
            </div>
            {adminOnly(row) && (
              <span id={`pending-${row.id}-admin-only`} className="text-xs text-slate-600">
                {text.adminOnly}
              </span>
            )}
          </div>
        ),
    },
  ];

  return (
    <section ref={listRef} aria-labelledby="pending-absences-title" className="space-y-3">
      <div>
        <h2
          ref={headingRef}
          id="pending-absences-title"
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {text.pendingTitle}
        </h2>
        <p className="text-sm text-slate-500">{text.pendingSubtitle}</p>
      </div>
      <ListPage
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        texts={texts}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
      >
        {dialog?.kind === 'approve' && (
          <ApproveAbsenceDialog
            absence={dialog.absence}
            isAdmin={isAdmin}
            onClose={() => setDialog(null)}
            onDecided={() => decided(dialog.absence)}
            onReject={() => setDialog({ kind: 'reject', absence: dialog.absence })}
          />
        )}
        {dialog?.kind === 'reject' && (
          <RejectAbsenceDialog
            absence={dialog.absence}
            onClose={() => setDialog(null)}
            onDecided={() => decided(dialog.absence)}
          />
        )}
      </ListPage>
    </section>
  );
}
