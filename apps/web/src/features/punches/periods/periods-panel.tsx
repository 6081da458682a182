import { dateParts } from '@app/contract/dates';
import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/list-page/data-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { monthLabel } from '../../../lib/calendar';
import { companyToday, formatDateTime } from '../../../lib/company-time';
import { usePeriods } from '../api/periods';
import { ClosePeriodModal } from './close-period-modal';
import { periodRows, type PeriodRow } from './period-rows';
import { periodMessages as text } from './periods-messages';
import { ReopenPeriodModal } from './reopen-period-modal';

const label = (month: string) => {
  const [year, number] = dateParts(`${month}-01`);
  return monthLabel(year, number, { capitalised: true });
};

function State({ row }: { row: PeriodRow }) {
  if (row.period?.closed) return <Badge tone="neutral">{text.closed}</Badge>;
  if (row.period?.reopenedAt) return <Badge tone="warning">{text.reopened}</Badge>;
  return (
    <Badge tone={row.ended ? 'success' : 'brand'}>{row.ended ? text.open : text.current}</Badge>
  );
}

/** Who closed it and, when it was reopened (even if closed again since), who did and why. */
function Detail({ row }: { row: PeriodRow }) {
  const period = row.period;
  if (!period) return <span className="text-slate-500">—</span>;
  return (
    <span className="block text-sm text-slate-600">
      {period.closed && period.closedByName && period.closedAt && (
        <span className="block">
          {text.closedBy(period.closedByName, formatDateTime(period.closedAt))}
        </span>
      )}
      {period.reopenedByName && period.reopenedAt && (
        <span className="block">
          {text.reopenedBy(period.reopenedByName, formatDateTime(period.reopenedAt))}
        </span>
      )}
      {period.reason && (
        <span className="block text-slate-500">{text.reopenReason(period.reason)}</span>
      )}
    </span>
  );
}

type Dialog = { kind: 'close' | 'reopen'; month: string } | null;

/**
 * 'Periodos': the last twelve months and any older closed one, each with its state; the admin
 * closes a month that has ended ('Cerrar periodo') or reopens a closed one with a reason. Office
 * sees the states.
 */
export function PeriodsPanel({ canChange }: { canChange: boolean }) {
  const periods = usePeriods();
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns: Column<PeriodRow>[] = [
    {
      key: 'month',
      header: text.colMonth,
      primary: true,
      cell: (row) => <span className="font-medium text-slate-900">{label(row.month)}</span>,
    },
    { key: 'state', header: text.colState, cell: (row) => <State row={row} /> },
    { key: 'detail', header: text.colDetail, cell: (row) => <Detail row={row} /> },
    ...(canChange
      ? [
          {
            key: 'actions',
            header: text.colActions,
            srOnlyHeader: true,
            cell: (row: PeriodRow) =>
              row.period?.closed ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDialog({ kind: 'reopen', month: row.month })}
                  aria-label={text.reopenOf(row.month)}
                >
                  <LockOpen className="size-4" aria-hidden="true" />
                  {text.reopen}
                </Button>
              ) : row.ended ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDialog({ kind: 'close', month: row.month })}
                  aria-label={text.closeOf(row.month)}
                >
                  <Lock className="size-4" aria-hidden="true" />
                  {text.close}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  let body;
  if (periods.isPending) body = <LoadingBlock label={text.loading} />;
  else if (periods.isError) {
    body = <ErrorState message={text.loadError} onRetry={() => void periods.refetch()} />;
  } else {
    body = (
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={periodRows(periods.data, companyToday())}
        rowKey={(row) => row.month}
      />
    );
  }
  return (
    <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-600">{text.intro}</p>
      {body}
      {dialog?.kind === 'close' && (
        <ClosePeriodModal
          month={dialog.month}
          label={label(dialog.month)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reopen' && (
        <ReopenPeriodModal month={dialog.month} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
