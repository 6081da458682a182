import type { PunchSummaryRow } from '@app/contract/punches';
import { Badge } from '../../../components/ui/badge';
import { SortButton } from '../../../components/ui/sort-button';
import { cn } from '../../../lib/utils';
import { formatHours } from '../../../lib/format';
import { analysisMessages as text } from './analysis-messages';
import { PUNCH_EVENTS, type FigureKey, type SummaryFigures } from './punch-events';
import { ariaSort, type SortKey, type SortState } from './summary-sort';

type SummaryTableProps = {
  /** already in the order of `sort` */
  rows: readonly PunchSummaryRow[];
  totals: SummaryFigures;
  sort: SortState;
  onSort: (key: SortKey) => void;
};

/** The user column stays in place while the figures scroll sideways (phones). */
const STICKY = 'sticky left-0 z-10 border-r border-slate-200';
const CELL = 'border-b border-slate-100 px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
const GROUP_START = 'border-l border-slate-100';

/**
 * Under a user's name, their punches sin salida (which count in no figure until corrected) and
 * those a correction changed ('Corregido'), as the records mark them (DECISIONS §10).
 */
function RecordMarks({ row }: { row: PunchSummaryRow }) {
  if (row.missingOutCount === 0 && row.correctedCount === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1 font-normal">
      {row.missingOutCount > 0 && (
        <Badge tone="danger">{text.missingOutMark(row.missingOutCount)}</Badge>
      )}
      {row.correctedCount > 0 && (
        <Badge tone="brand">{text.correctedMark(row.correctedCount)}</Badge>
      )}
    </span>
  );
}

/**
 * Usuario and, per event, its count and hours; every column sorts by a click on its header
 * (again to turn it around); TOTALES stays last whatever the order.
 */
export function SummaryTable({ rows, totals, sort, onSort }: SummaryTableProps) {
  const header = (key: FigureKey, label: string, groupLabel: string, first: boolean) => (
    <th
      key={key}
      scope="col"
      aria-sort={ariaSort(sort, key)}
      className={cn('border-b border-slate-200 px-2 py-1.5 text-right', first && GROUP_START)}
    >
      <SortButton
        sortsBy={`${groupLabel} (${label.toLowerCase()})`}
        sorted={sort.key === key && sort.direction}
        onClick={() => onSort(key)}
      >
        <span className="sr-only">{groupLabel}, </span>
        {label}
      </SortButton>
    </th>
  );
  const figures = (row: SummaryFigures, strong = false) =>
    PUNCH_EVENTS.flatMap((event) => [
      <td
        key={event.countKey}
        className={cn(CELL, GROUP_START, !strong && row[event.countKey] === 0 && 'text-slate-500')}
      >
        {row[event.countKey]}
      </td>,
      <td
        key={event.hoursKey}
        className={cn(CELL, !strong && row[event.hoursKey] === 0 && 'text-slate-500')}
      >
        {formatHours(row[event.hoursKey])}
      </td>,
    ]);

  return (
    <div
      role="region"
      aria-label={text.tableCaption}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-offset-[-2px]"
    >
      <table className="w-full min-w-[56rem] border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          {text.tableCaption}. {text.tableHint}
        </caption>
        <thead className="bg-slate-50 text-slate-500">
          <tr>
            <th
              rowSpan={2}
              scope="col"
              aria-sort={ariaSort(sort, 'userName')}
              className={cn(
                STICKY,
                'border-b border-slate-200 bg-slate-50 px-2 py-1.5 text-left align-bottom',
              )}
            >
              <SortButton
                sortsBy={text.user}
                sorted={sort.key === 'userName' && sort.direction}
                onClick={() => onSort('userName')}
              >
                {text.user}
              </SortButton>
            </th>
            {PUNCH_EVENTS.map((event) => (
              <th
                key={event.key}
                colSpan={2}
                scope="colgroup"
                className={cn(
                  GROUP_START,
                  'px-3 pt-2.5 pb-1 text-center text-xs font-semibold whitespace-nowrap text-slate-700',
                )}
              >
                <span className="inline-flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="size-2.5 rounded-full"
                    style={{ backgroundColor: event.color }}
                  />
                  {event.label}
                </span>
              </th>
            ))}
          </tr>
          <tr>
            {PUNCH_EVENTS.flatMap((event) => [
              header(event.countKey, text.count, event.label, true),
              header(event.hoursKey, text.hours, event.label, false),
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} className="group hover:bg-slate-50">
              <th
                scope="row"
                className={cn(
                  STICKY,
                  'max-w-44 min-w-32 border-b border-b-slate-100 bg-white px-3 py-2.5 text-left font-medium break-words text-slate-900 group-hover:bg-slate-50',
                )}
              >
                {row.userName}
                <RecordMarks row={row} />
              </th>
              {figures(row)}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-100 font-semibold text-slate-900">
          <tr>
            <th
              scope="row"
              className={cn(STICKY, 'bg-slate-100 px-3 py-3 text-left tracking-wide')}
            >
              {text.totals}
            </th>
            {figures(totals, true)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
