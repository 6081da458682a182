import type { QueryClient } from '@tanstack/react-query';
import { shiftsQueryOptions } from './api/get-shifts';
import { calendarPlace } from './hooks/use-calendar-navigation';
import { todayDate } from './utils/calendar-dates';
import { periodOf } from './utils/period';

/**
 * Asks for the calendar the address shows while the app is still starting (its start-up calls,
 * the page's code): the page then finds it in the cache, or already on its way.
 */
export function prefetchShifts(queryClient: QueryClient, url: URL) {
  const { view, anchor } = calendarPlace(url.searchParams, todayDate());
  return queryClient.prefetchQuery(shiftsQueryOptions(periodOf(view, anchor)));
}
