import type { WeekRow } from '@app/contract/shifts';
import { useCallback, useLayoutEffect } from 'react';
import { cn } from '../../../lib/utils';
import { useVirtualRows } from '../hooks/use-virtual-rows';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import {
  dayOf,
  displayDate,
  WEEKDAY_LONG,
  WEEKDAY_SHORT,
  weekDates,
} from '../utils/calendar-dates';
import {
  estimateWeekRowHeight,
  STICKY_USER_CELL,
  TALL_SCROLL_AREA,
  WEEK_COLUMNS,
  WEEK_MIN_WIDTH,
} from './grid-classes';
import { WeekGridRow } from './week-grid-row';

type WeekGridProps = {
  startofweek: string;
  rows: WeekRow[];
  today: string;
  actions: CalendarActions | null;
};

/** Users × the 7 days of an ISO week (SPEC §2), today's column highlighted. */
export function WeekGrid({ startofweek, rows, today, actions }: WeekGridProps) {
  const dates = weekDates(startofweek);
  const estimate = useCallback(
    (index: number) =>
      estimateWeekRowHeight(Math.max(...rows[index]!.days.map((day) => day.Shifts.length))),
    [rows],
  );
  const keyOf = useCallback((index: number) => rows[index]!.id, [rows]);
  const virtual = useVirtualRows({ count: rows.length, estimate, keyOf });
  const scroller = virtual.scrollRef;

  // On a narrow screen, open with today's column in view rather than Monday's.
  useLayoutEffect(() => {
    const box = scroller.current;
    const todayHeader = box?.querySelector<HTMLElement>('[role=columnheader][aria-current=date]');
    const userColumn = box?.querySelector<HTMLElement>('[data-user-column]');
    if (!box || !todayHeader || !userColumn) return;
    if (todayHeader.offsetLeft + todayHeader.offsetWidth > box.scrollLeft + box.clientWidth) {
      box.scrollLeft = todayHeader.offsetLeft - userColumn.offsetWidth;
    }
    // Only when a week opens, not on every refetch of it.
  }, [startofweek, scroller]);

  return (
    <div
      ref={virtual.scrollRef}
      role="table"
      aria-label={text.weekGridLabel}
      aria-rowcount={rows.length + 1}
      tabIndex={0}
      className={TALL_SCROLL_AREA}
    >
      <div className={WEEK_MIN_WIDTH}>
        <div role="rowgroup" className="sticky top-0 z-20">
          <div
            role="row"
            aria-rowindex={1}
            className={cn(WEEK_COLUMNS, 'border-b border-slate-200 bg-slate-50')}
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
            {dates.map((date, index) => {
              const isToday = date === today;
              return (
                <div
                  key={date}
                  role="columnheader"
                  aria-label={`${WEEKDAY_LONG[index]} ${displayDate(date)}${isToday ? ` (${text.today})` : ''}`}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'flex items-center justify-center gap-1.5 border-r border-slate-200 px-2 py-2 text-sm',
                    isToday ? 'bg-brand-50 text-brand-700' : 'text-slate-600',
                  )}
                >
                  <span className="font-medium">{WEEKDAY_SHORT[index]}</span>
                  <span
                    className={cn(
                      'inline-flex size-7 items-center justify-center rounded-full tabular-nums',
                      isToday ? 'bg-brand-600 font-semibold text-white' : 'text-slate-900',
                    )}
                  >
                    {dayOf(date)}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
        <div ref={virtual.rowsRef} role="rowgroup" {...virtual.focusHandlers}>
          {virtual.rows((index) => (
            <WeekGridRow
              key={rows[index]!.id}
              row={rows[index]!}
              today={today}
              actions={actions}
              index={index}
              measure={virtual.measure}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
