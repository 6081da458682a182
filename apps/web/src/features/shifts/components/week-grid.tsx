import type { WeekRow } from '@app/contract/shifts';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { cn } from '../../../lib/utils';
import { useVirtualRows } from '../../../lib/use-virtual-rows';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import { dayOfMonth, WEEKDAY_LONG, WEEKDAY_SHORT, weekDates } from '../../../lib/calendar';
import { formatPlainDate } from '../../../lib/company-time';
import {
  estimateWeekRowHeight,
  STICKY_USER_CELL,
  TALL_SCROLL_AREA,
  WEEK_COLUMNS,
  WEEK_DAY_COLUMNS,
  WEEK_MIN_WIDTH,
} from './grid-classes';
import { WeekDayBar } from './week-day-bar';
import { WeekGridRow } from './week-grid-row';

/** Tailwind's `sm`: below it the week shows one day at a time. */
const SEVEN_COLUMNS = '(min-width: 640px)';

type WeekGridProps = {
  startofweek: string;
  rows: WeekRow[];
  today: string;
  actions: CalendarActions | null;
  /** The date the calendar is at: on a phone, the one day shown. */
  anchor: string;
  /** Shows another day on a phone (another week's when it steps past Monday or Sunday). */
  onShowDay: (date: string) => void;
  /** The week's holidays (DECISIONS §11): named in their column's header. */
  holidays: { date: string; name: string }[];
};

/**
 * Users × the 7 days of an ISO week (SPEC §2), today's column highlighted. On a phone, one day at
 * a time under a bar that names it and moves between the days: the other six are not cut off at
 * the screen's edge, and a row draws one cell instead of seven.
 */
export function WeekGrid({
  startofweek,
  rows,
  today,
  actions,
  anchor,
  onShowDay,
  holidays,
}: WeekGridProps) {
  const dates = weekDates(startofweek);
  const holidayNames = useMemo(
    () => new Map(holidays.map((holiday) => [holiday.date, holiday.name])),
    [holidays],
  );
  const phone = !useMediaQuery(SEVEN_COLUMNS);
  const onlyDay = phone ? Math.max(0, dates.indexOf(anchor)) : null;
  const canAdd = actions !== null;
  const estimate = useCallback(
    (index: number) => {
      const { days, absences } = rows[index]!;
      const shown = onlyDay === null ? days : days.slice(onlyDay, onlyDay + 1);
      return estimateWeekRowHeight(
        Math.max(...shown.map((day) => day.Shifts.length)),
        canAdd,
        absences.length > 0,
      );
    },
    [rows, onlyDay, canAdd],
  );
  const keyOf = useCallback((index: number) => rows[index]!.id, [rows]);
  const {
    scrollRef,
    rowsRef,
    focusHandlers,
    rows: renderRows,
    measure,
  } = useVirtualRows({ count: rows.length, estimate, keyOf });

  // On a narrow screen, open with today's column in view rather than Monday's.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const todayHeader = box?.querySelector<HTMLElement>('[role=columnheader][aria-current=date]');
    const userColumn = box?.querySelector<HTMLElement>('[data-user-column]');
    if (!box || !todayHeader || !userColumn) return;
    if (todayHeader.offsetLeft + todayHeader.offsetWidth > box.scrollLeft + box.clientWidth) {
      box.scrollLeft = todayHeader.offsetLeft - userColumn.offsetWidth;
    }
    // Only when a week opens, not on every refetch of it.
  }, [startofweek, scrollRef]);

  const shownDates = onlyDay === null ? dates : [dates[onlyDay]!];
  return (
    <>
      {onlyDay !== null && (
        <WeekDayBar dates={dates} shown={dates[onlyDay]!} today={today} onShow={onShowDay} />
      )}
      <div
        ref={scrollRef}
        role="table"
        aria-label={text.weekGridLabel}
        aria-rowcount={rows.length + 1}
        tabIndex={0}
        className={TALL_SCROLL_AREA}
      >
        <div className={onlyDay === null ? WEEK_MIN_WIDTH : undefined}>
          <div role="rowgroup" className="sticky top-0 z-20">
            <div
              role="row"
              aria-rowindex={1}
              className={cn(
                onlyDay === null ? WEEK_COLUMNS : WEEK_DAY_COLUMNS,
                'border-b border-slate-200 bg-slate-50',
              )}
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
              {shownDates.map((date) => {
                const index = dates.indexOf(date);
                const isToday = date === today;
                const holiday = holidayNames.get(date);
                return (
                  <div
                    key={date}
                    role="columnheader"
                    aria-label={`${WEEKDAY_LONG[index]} ${formatPlainDate(date)}${isToday ? ` (${text.today})` : ''}${holiday ? `, ${text.absence.holiday(holiday)}` : ''}`}
                    aria-current={isToday ? 'date' : undefined}
                    className={cn(
                      'flex flex-wrap items-center justify-center gap-x-1.5 border-r border-slate-200 px-2 py-2 text-sm',
                      isToday ? 'bg-brand-50 text-brand-700' : 'text-slate-600',
                      !isToday && holiday && 'bg-rose-50',
                    )}
                  >
                    <span className="font-medium">{WEEKDAY_SHORT[index]}</span>
                    <span
                      className={cn(
                        'inline-flex size-7 items-center justify-center rounded-full tabular-nums',
                        isToday ? 'bg-brand-600 font-semibold text-white' : 'text-slate-900',
                      )}
                    >
                      {dayOfMonth(date)}
                    </span>
                    {holiday && (
                      <span
                        aria-hidden="true"
                        title={text.absence.holiday(holiday)}
                        // Whole words on up to two lines (more for a longer name), never cut.
                        className="w-full text-center text-xs leading-4 font-medium break-words text-balance text-rose-800"
                      >
                        {holiday}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
          <div ref={rowsRef} role="rowgroup" {...focusHandlers}>
            {renderRows((index) => (
              <WeekGridRow
                key={rows[index]!.id}
                row={rows[index]!}
                today={today}
                actions={actions}
                index={index}
                measure={measure}
                onlyDay={onlyDay}
                holidays={holidayNames}
              />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
