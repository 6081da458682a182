import type { GetShiftsResponse } from '@app/contract/shifts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock } from '../../../components/ui/spinner';
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
};

/** The grid of the period on screen, or its loading, error or empty state. */
export function CalendarBody({
  period,
  data,
  isPending,
  isError,
  onRetry,
  today,
  actions,
  onOpenDay,
}: CalendarBodyProps) {
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
      />
    );
  }
  if (data.shifts.length === 0) return <EmptyState message={text.noUsers} />;
  if (data.view === 'week')
    return (
      <WeekGrid startofweek={data.startofweek} rows={data.shifts} today={today} actions={actions} />
    );
  return <DayGrid day={data.day} rows={data.shifts} today={today} actions={actions} />;
}
