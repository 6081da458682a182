import type { GetShiftsResponse } from '@app/contract/shifts';
import { useDeferredValue } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import type { ShiftsPeriod } from '../utils/period';
import { DayGrid } from './day-grid';
import { MonthGrid } from './month-grid';
import { WeekGrid } from './week-grid';

type CalendarBodyProps = {
  period: ShiftsPeriod;
  data: GetShiftsResponse | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  today: string;
  actions: CalendarActions | null;
  onOpenDay: (date: string) => void;
  /** The date the calendar is at (the week on a phone shows that day). */
  anchor: string;
  /** Moves the week on a phone to another day. */
  onShowDay: (date: string) => void;
};

/** Which calendar an answer holds: a newer answer for the same one replaces it in place. */
const calendarOf = (data: GetShiftsResponse) =>
  data.view === 'week'
    ? `week ${data.startofweek}`
    : data.view === 'day'
      ? `day ${data.day}`
      : `month ${data.year}-${data.month}`;

/**
 * The grid of the period on screen, or its loading, error or empty state.
 *
 * A new answer is drawn as a deferred value: React builds its grid (hundreds of rows of a large
 * team) in the background in small slices, so the page keeps answering input meanwhile instead
 * of freezing for one long task. Until it is ready the previous grid of the same calendar stays
 * (a refetch after a change), or the loading state shows (another period, the first answer).
 */
export function CalendarBody({
  period,
  data: latest,
  isPending,
  isError,
  onRetry,
  today,
  actions,
  onOpenDay,
  anchor,
  onShowDay,
}: CalendarBodyProps) {
  const deferred = useDeferredValue(latest ?? null, null);
  const data =
    deferred === latest || (deferred && latest && calendarOf(deferred) === calendarOf(latest))
      ? (deferred ?? undefined)
      : undefined;

  if (isError) return <ErrorState message={text.loadError} onRetry={onRetry} />;
  if (isPending || !data || data.view !== period.view) return <LoadingBlock label={text.loading} />;

  if (data.view === 'month') {
    return (
      <MonthGrid
        year={data.year}
        month={data.month}
        groups={data.shifts}
        today={today}
        actions={actions}
        onOpenDay={onOpenDay}
        absences={data.absences}
        holidays={data.holidays}
      />
    );
  }
  if (data.shifts.length === 0) return <EmptyState message={text.noUsers} />;
  const grid =
    data.view === 'week' ? (
      <WeekGrid
        startofweek={data.startofweek}
        rows={data.shifts}
        today={today}
        actions={actions}
        anchor={anchor}
        onShowDay={onShowDay}
        holidays={data.holidays}
      />
    ) : (
      <DayGrid
        day={data.day}
        rows={data.shifts}
        today={today}
        actions={actions}
        holiday={data.holidays.find((holiday) => holiday.date === data.day)?.name}
      />
    );
  // The first rows of a large team, while the rest are on their way (docs/decisions/073).
  const total = data.usersTotal ?? data.shifts.length;
  const loadingRest = total > data.shifts.length && text.loadingRest(data.shifts.length, total);
  return (
    <>
      {grid}
      {loadingRest && (
        <p className="flex items-center gap-2 border-t border-slate-200 px-4 py-2 text-sm text-slate-500">
          <Spinner className="scale-75" label={loadingRest} />
          <span aria-hidden="true">{loadingRest}</span>
        </p>
      )}
    </>
  );
}
