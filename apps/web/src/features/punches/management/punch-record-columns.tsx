import {
  PUNCH_RECORD_STATUS,
  punchRecordStatus,
  type Punch,
  type PunchRecordStatus,
} from '@app/contract/punches';
import { Coffee, Eye, History, PencilLine, UtensilsCrossed } from 'lucide-react';
import type { Column } from '../../../components/list-page/data-table';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { punchMessages as text } from '../punches-messages';
import { managementMessages as more } from './management-messages';
import { formatHours } from '../../../lib/format';
import { punchDate, punchTimeOfDay, shiftSpan } from '../utils/punch-format';
import type { DayMarkOf } from './use-day-marks';

const STATUS_TONE: Record<PunchRecordStatus, BadgeTone> = {
  [PUNCH_RECORD_STATUS.completed]: 'success',
  [PUNCH_RECORD_STATUS.onBreak]: 'warning',
  [PUNCH_RECORD_STATUS.working]: 'brand',
  [PUNCH_RECORD_STATUS.missingOut]: 'danger',
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

const deviation = (key: keyof typeof DEVIATION_COLOURS, header: string): Column<Punch> => ({
  key,
  header,
  align: 'right',
  wrapHeader: true,
  cell: (p) => <Deviation hours={p[key]} colour={DEVIATION_COLOURS[key]} />,
});

type RecordActions = {
  openBreaks: (punch: Punch) => void;
  openDetails: (punch: Punch) => void;
  openHistory: (punch: Punch) => void;
  /** admin and office: correct the punch at once ('Corregir punch') */
  correct?: (punch: Punch) => void;
};

const MARK_TONE = {
  holiday: 'border-rose-200 bg-rose-50 text-rose-900',
  absence: 'border-amber-200 bg-amber-100 text-amber-900',
} as const;

/** The date, and under it what else the day was: a holiday, an approved absence of the user. */
function RecordDate({ punch, marksOf }: { punch: Punch; marksOf?: DayMarkOf }) {
  const marks = marksOf?.(punch.userId, punch.calendarDateId) ?? [];
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className="tabular-nums whitespace-nowrap">{punchDate(punch.calendarDateId)}</span>
      {marks.map((mark) => (
        <span
          key={mark.kind}
          data-day-mark={mark.kind}
          className={`rounded border px-1 text-xs font-medium whitespace-nowrap ${MARK_TONE[mark.kind]}`}
        >
          {mark.label}
        </span>
      ))}
    </span>
  );
}

/**
 * The columns of 'Registros' (SPEC §2): user (for admin and office), date, shift, entry, exit,
 * worked hours, the four early/late figures, breaks and lunches (opens their modal), status and
 * the details button. Unsorted: the server pages the records newest first.
 */
export function punchRecordColumns(
  showUser: boolean,
  actions: RecordActions,
  marksOf?: DayMarkOf,
): Column<Punch>[] {
  return [
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
      cell: (p) => <RecordDate punch={p} marksOf={marksOf} />,
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
        ) : p.missingOut ? (
          <span className="font-medium whitespace-nowrap text-red-700">{more.missingOut}</span>
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
            onClick={() => actions.openBreaks(p)}
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
        return (
          <span className="inline-flex flex-wrap gap-1">
            <Badge tone={STATUS_TONE[status]}>{status}</Badge>
            {p.corrected && (
              <span title={more.correctedHint}>
                <Badge tone="brand">{more.corrected}</Badge>
              </span>
            )}
          </span>
        );
      },
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      cell: (p) => {
        const date = punchDate(p.calendarDateId);
        return (
          <span className="inline-flex">
            <Button
              variant="ghost"
              size="icon"
              onClick={() => actions.openDetails(p)}
              aria-label={text.viewDetailsOf(p.user, date)}
              title={text.viewDetails}
            >
              <Eye className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => actions.openHistory(p)}
              aria-label={more.historyOf(p.user, date)}
              title={more.history}
            >
              <History className="size-4" aria-hidden="true" />
            </Button>
            {actions.correct && (
              <Button
                variant="ghost"
                size="icon"
                onClick={() => actions.correct?.(p)}
                aria-label={more.correctOf(p.user, date)}
                title={more.correct}
              >
                <PencilLine className="size-4" aria-hidden="true" />
              </Button>
            )}
          </span>
        );
      },
    },
  ];
}
