import { plainDateSchema, type PlainDate } from '@app/contract/dates';
import { useSearchParams } from 'react-router';
import { companyToday } from '../../../lib/company-time';
import { DEFAULT_VIEW, movePeriod, periodOf, SHIFT_VIEWS, type ShiftView } from '../utils/period';

const isView = (value: string | null): value is ShiftView =>
  SHIFT_VIEWS.includes(value as ShiftView);

/** The view and the date an address asks for; `/shifts` alone is this week. */
export function calendarPlace(params: URLSearchParams, today: PlainDate) {
  const viewParam = params.get('view');
  const dateParam = params.get('date');
  const view: ShiftView = isView(viewParam) ? viewParam : DEFAULT_VIEW;
  const anchor: PlainDate =
    dateParam && plainDateSchema.safeParse(dateParam).success ? dateParam : today;
  return { view, anchor };
}

/**
 * The calendar's view and the date it shows. They live in the address (`?view=day&date=2026-11-23`)
 * once the user moves, so a reload or a shared link opens the same period; `/shifts` alone is
 * this week.
 */
export function useCalendarNavigation() {
  const [params, setParams] = useSearchParams();
  const today = companyToday();
  const { view, anchor } = calendarPlace(params, today);

  const go = (nextView: ShiftView, nextAnchor: PlainDate) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', nextView);
        next.set('date', nextAnchor);
        return next;
      },
      { replace: true },
    );
  };

  return {
    view,
    anchor,
    today,
    period: periodOf(view, anchor),
    setView: (nextView: ShiftView) => go(nextView, anchor),
    previous: () => go(view, movePeriod(view, anchor, -1)),
    next: () => go(view, movePeriod(view, anchor, 1)),
    goToday: () => go(view, today),
    goTo: go,
  };
}
