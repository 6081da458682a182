import type { DayRow } from '@app/contract/shifts';
import { useCallback, useLayoutEffect } from 'react';
import { companyHour } from '../../../lib/company-time';
import { cn } from '../../../lib/utils';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { useVirtualRows } from '../../../lib/use-virtual-rows';
import { shiftMessages as text } from '../shifts-messages';
import { hourLabel } from '../utils/shift-time';
import {
  DAY_COLUMNS,
  DAY_MIN_WIDTH,
  ROW_HEIGHT,
  STICKY_USER_CELL,
  TALL_SCROLL_AREA,
} from './grid-classes';
import { DayGridRow } from './day-grid-row';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const DEFAULT_HOUR = 7;

/** The earliest hour with a shift in it, if any. */
function firstShiftHour(rows: DayRow[]): number | null {
  let first: number | null = null;
  for (const row of rows) {
    const hour = row.hours.find((cell) => cell.Shifts.length > 0)?.hour;
    if (hour !== undefined && (first === null || hour < first)) first = hour;
  }
  return first;
}

type DayGridProps = {
  day: string;
  rows: DayRow[];
  today: string;
  actions: CalendarActions | null;
  /** The day's holiday, if it is one (DECISIONS §11). */
  holiday?: string;
};

/** Users × 24 hourly columns 00:00 … 23:00 (SPEC §2); the current hour is marked when the day is today. */
export function DayGrid({ day, rows, today, actions, holiday }: DayGridProps) {
  const currentHour = day === today ? companyHour() : null;
  // A row with an absence shows its badge under the name: a little taller.
  const estimate = useCallback(
    (index: number) => (rows[index]!.absences.length > 0 ? ROW_HEIGHT + 16 : ROW_HEIGHT),
    [rows],
  );
  const keyOf = useCallback((index: number) => rows[index]!.id, [rows]);
  const {
    scrollRef,
    rowsRef,
    focusHandlers,
    rows: renderRows,
    measure,
  } = useVirtualRows({ count: rows.length, estimate, keyOf });

  // Open at the day's first shift (or 07:00 / the current hour) rather than at midnight.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const hour = Math.max(0, Math.min(firstShiftHour(rows) ?? currentHour ?? DEFAULT_HOUR, 23) - 1);
    const header = box.querySelector<HTMLElement>(`[data-hour="${hour}"]`);
    const userColumn = box.querySelector<HTMLElement>('[data-user-column]');
    if (header && userColumn) box.scrollLeft = header.offsetLeft - userColumn.offsetWidth;
    // Only when a day opens, not on every refetch of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose: keyed on the day alone
  }, [day]);

  return (
    <>
      {holiday && (
        <p className="border-b border-rose-200 bg-rose-50 px-4 py-2 text-sm font-medium text-rose-800">
          {text.absence.holiday(holiday)}
        </p>
      )}
      <div
        ref={scrollRef}
        role="table"
        aria-label={text.dayGridLabel}
        aria-rowcount={rows.length + 1}
        tabIndex={0}
        className={TALL_SCROLL_AREA}
      >
        <div className={DAY_MIN_WIDTH}>
          <div role="rowgroup" className="sticky top-0 z-20">
            <div
              role="row"
              aria-rowindex={1}
              className={cn(DAY_COLUMNS, 'border-b border-slate-200 bg-slate-50')}
            >
              <div
                role="columnheader"
                data-user-column
                className={cn(
                  STICKY_USER_CELL,
                  'flex items-center bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-500 uppercase',
                )}
              >
                {text.userColumn}
              </div>
              <div role="columnheader" className="grid grid-cols-24" aria-label="Horas">
                {HOURS.map((hour) => (
                  <span
                    key={hour}
                    data-hour={hour}
                    aria-current={hour === currentHour ? 'time' : undefined}
                    className={cn(
                      'border-r border-slate-200 px-1.5 py-2.5 text-xs tabular-nums',
                      hour === currentHour
                        ? 'bg-brand-50 font-semibold text-brand-700'
                        : 'text-slate-500',
                    )}
                  >
                    {hourLabel(hour)}
                  </span>
                ))}
              </div>
            </div>
          </div>
          <div ref={rowsRef} role="rowgroup" {...focusHandlers}>
            {renderRows((index) => (
              <DayGridRow
                key={rows[index]!.id}
                row={rows[index]!}
                date={day}
                today={today}
                actions={actions}
                index={index}
                measure={measure}
              />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
