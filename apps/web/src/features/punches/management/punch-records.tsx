import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import {
  PUNCH_RECORD_STATUS,
  punchRecordStatus,
  type Punch,
  type PunchRecordStatus,
} from '@app/contract/punches';
import { useQuery } from '@tanstack/react-query';
import { Coffee, Download, Eye, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Paginator } from '../../../components/ui/paginator';
import { LoadingBlock } from '../../../components/ui/spinner';
import { notify, notifyError } from '../../../lib/notify';
import { exportPunchRecords } from '../api/export-punches';
import { punchRecordsQueryOptions } from '../api/get-punch-records';
import { PunchInfoModal } from '../components/punch-info-modal';
import { punchMessages as text } from '../punches-messages';
import { isRangeValid, type PunchFilterValues } from '../utils/punch-filter';
import { formatHours, punchDate, punchTimeOfDay, shiftSpan } from '../utils/punch-format';
import { BreaksModal } from './breaks-modal';

const STATUS_TONE: Record<PunchRecordStatus, BadgeTone> = {
  [PUNCH_RECORD_STATUS.completed]: 'success',
  [PUNCH_RECORD_STATUS.onBreak]: 'warning',
  [PUNCH_RECORD_STATUS.working]: 'brand',
  [PUNCH_RECORD_STATUS.unknown]: 'neutral',
};

/**
 * SPEC §9's colours (#10B981, #EF4444, #F59E0B, #3B82F6), one shade darker so the figures read
 * on white (WCAG AA for small text).
 */
const DEVIATION_COLOURS = {
  arriveEarlyHours: '#047857',
  arriveLateHours: '#DC2626',
  leaveEarlyHours: '#B45309',
  leaveLateHours: '#2563EB',
} as const;

/** An early/late figure: '—' without a shift, muted at zero, in its SPEC §9 colour otherwise. */
function Deviation({ hours, colour }: { hours: number | null; colour: string }) {
  if (hours === null) return <span className="text-slate-500">—</span>;
  if (hours === 0) return <span className="text-slate-500 tabular-nums">{formatHours(0)}</span>;
  return (
    <span className="font-medium tabular-nums" style={{ color: colour }}>
      {formatHours(hours)}
    </span>
  );
}

type PunchRecordsProps = {
  filter: PunchFilterValues;
  page: number;
  onPageChange: (page: number) => void;
  /** admin and office see everyone's records, with the user column */
  showUser: boolean;
};

/** 'Registros': the punches of the filter, a page at a time, with their breaks and details. */
export function PunchRecords({ filter, page, onPageChange, showUser }: PunchRecordsProps) {
  const valid = isRangeValid(filter);
  const records = useQuery({
    ...punchRecordsQueryOptions({ ...filter, page, limit: PAGE_SIZE_DEFAULT }),
    enabled: valid,
  });
  // Each modal keeps its punch while it closes, so its content does not vanish mid-animation.
  const [breaks, setBreaks] = useState<{ punch: Punch; open: boolean } | null>(null);
  const [details, setDetails] = useState<{ punch: Punch; open: boolean } | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportPunchRecords(filter);
      notify.success(text.exported);
    } catch (error) {
      notifyError(error, text.exportError);
    } finally {
      setExporting(false);
    }
  };

  const deviation = (key: keyof typeof DEVIATION_COLOURS, header: string): Column<Punch> => ({
    key,
    header,
    align: 'right',
    wrapHeader: true,
    cell: (p) => <Deviation hours={p[key]} colour={DEVIATION_COLOURS[key]} />,
  });

  const columns: Column<Punch>[] = [
    ...(showUser
      ? [
          {
            key: 'user',
            header: text.colUser,
            primary: true,
            cell: (p: Punch) => (
              <span className="block min-w-28 font-medium text-slate-900">{p.user}</span>
            ),
          },
        ]
      : []),
    {
      key: 'date',
      header: text.colDate,
      primary: !showUser,
      cell: (p) => (
        <span className="tabular-nums whitespace-nowrap">{punchDate(p.calendarDateId)}</span>
      ),
    },
    {
      key: 'shift',
      header: text.colShift,
      cell: (p) =>
        p.shift ? (
          <span className="tabular-nums whitespace-nowrap">{shiftSpan(p.shift)}</span>
        ) : (
          <span className="whitespace-nowrap text-slate-500">{text.noShiftCell}</span>
        ),
    },
    {
      key: 'entry',
      header: text.colEntry,
      cell: (p) => (
        <span className="tabular-nums whitespace-nowrap">
          {punchTimeOfDay(p.dateIn, p.calendarDateId)}
        </span>
      ),
    },
    {
      key: 'exit',
      header: text.colExit,
      cell: (p) =>
        p.dateOut ? (
          <span className="tabular-nums whitespace-nowrap">
            {punchTimeOfDay(p.dateOut, p.calendarDateId)}
          </span>
        ) : (
          <span className="whitespace-nowrap text-slate-500">{text.stillOpen}</span>
        ),
    },
    {
      key: 'worked',
      header: text.colWorked,
      align: 'right',
      wrapHeader: true,
      cell: (p) => (
        <span className="tabular-nums">
          {p.workedHours === null ? '—' : formatHours(p.workedHours)}
        </span>
      ),
    },
    deviation('arriveEarlyHours', text.colArriveEarly),
    deviation('arriveLateHours', text.colArriveLate),
    deviation('leaveEarlyHours', text.colLeaveEarly),
    deviation('leaveLateHours', text.colLeaveLate),
    {
      key: 'breaks',
      header: text.colBreaks,
      wrapHeader: true,
      cell: (p) => {
        const breaks = p.breaks.filter((entry) => entry.type === 'break').length;
        const lunches = p.breaks.length - breaks;
        if (p.breaks.length === 0) return <span className="text-slate-500">{text.noEntries}</span>;
        return (
          <button
            type="button"
            onClick={() => setBreaks({ punch: p, open: true })}
            title={text.breaksButton(breaks, lunches)}
            className="inline-flex items-center gap-2 rounded-md px-1.5 py-1 font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {/* The name is the visible figures with their words around them (label in name). */}
            <span className="sr-only">{text.breaksButtonParts.before}</span>
            <span className="inline-flex items-center gap-0.5">
              <Coffee className="size-4" aria-hidden="true" />
              {breaks}
            </span>
            <span className="sr-only">{text.breaksButtonParts.between(breaks)}</span>
            <span className="inline-flex items-center gap-0.5">
              <UtensilsCrossed className="size-4" aria-hidden="true" />
              {lunches}
            </span>
            <span className="sr-only">{text.breaksButtonParts.after(lunches)}</span>
          </button>
        );
      },
    },
    {
      key: 'status',
      header: text.colStatus,
      cell: (p) => {
        const status = punchRecordStatus(p);
        return <Badge tone={STATUS_TONE[status]}>{status}</Badge>;
      },
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      cell: (p) => (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setDetails({ punch: p, open: true })}
          aria-label={text.viewDetailsOf(p.user, punchDate(p.calendarDateId))}
          title={text.viewDetails}
        >
          <Eye className="size-4" aria-hidden="true" />
        </Button>
      ),
    },
  ];

  const count = records.data?.count ?? 0;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <p className="text-sm text-slate-500" aria-live="polite">
          {records.data ? text.recordsCount(count) : '\u00a0'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void exportCsv()}
          disabled={!valid || exporting || count === 0}
        >
          <Download className="size-4" aria-hidden="true" />
          {exporting ? text.exporting : text.exportCsv}
        </Button>
      </div>
      {!valid ? (
        <p className="px-4 py-12 text-center text-sm text-slate-500">{text.badRange}</p>
      ) : records.isPending ? (
        <LoadingBlock label={text.loadingRecords} />
      ) : records.isError ? (
        <ErrorState message={text.recordsLoadError} onRetry={() => void records.refetch()} />
      ) : records.data.punches.length === 0 ? (
        <EmptyState message={text.noRecords} />
      ) : (
        <div
          className={records.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={records.isPlaceholderData}
        >
          <DataTable
            dense
            caption={text.recordsCaption}
            columns={columns}
            rows={records.data.punches}
            rowKey={(p) => p.id}
          />
          <Paginator
            page={page}
            totalItems={count}
            pageSize={PAGE_SIZE_DEFAULT}
            onPageChange={onPageChange}
            className="border-t border-slate-100 px-4 py-3"
          />
        </div>
      )}
      {breaks && (
        <BreaksModal
          punch={breaks.punch}
          open={breaks.open}
          onOpenChange={(open) => setBreaks({ ...breaks, open })}
        />
      )}
      {details && (
        <PunchInfoModal
          punch={details.punch}
          open={details.open}
          onOpenChange={(open) => setDetails({ ...details, open })}
        />
      )}
    </div>
  );
}
