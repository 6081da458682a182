import type { QueryClient } from '@tanstack/react-query';
import { firstRowsQueryOptions, shiftsQueryOptions } from './api/get-shifts';
import { calendarPlace } from './hooks/use-calendar-navigation';
import { companyToday } from '../../lib/company-time';
import { drawsFirstRows, periodOf } from './utils/period';

/**
 * Asks for the calendar the address shows (a day's or a week's first rows) while the app is still
 * starting (its start-up calls, the page's code): the page then finds it in the cache, or already
 * on its way.
 */
export function prefetchShifts(queryClient: QueryClient, url: URL) {
  const { view, anchor } = calendarPlace(url.searchParams, companyToday());
  const period = periodOf(view, anchor);
  if (drawsFirstRows(period)) return queryClient.prefetchQuery(firstRowsQueryOptions(period));
  return queryClient.prefetchQuery(shiftsQueryOptions(period));
}
