import { holidayListResponseSchema, type Holiday } from '@app/contract/holidays';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayMessages } from '../holidays-messages';

/** Every read of holidays starts with this key; a change refreshes them all. */
export const holidaysKey = ['holidays'] as const;

/** `GET /holidays?year` (everyone reads; DECISIONS §11), by date. */
export async function getHolidays(year: number, signal?: AbortSignal): Promise<Holiday[]> {
  const response = await api.get('/holidays', holidayListResponseSchema, {
    query: { year },
    signal,
  });
  return [...response.data].sort((a, b) => a.date.localeCompare(b.date));
}

export const holidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...holidaysKey, year] as const,
    queryFn: ({ signal }) => getHolidays(year, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: holidayMessages.loadError },
  });

export const useHolidays = (year: number) => useQuery(holidaysQueryOptions(year));

/**
 * The holidays of several years at once (a range across New Year): every year's list joined, and
 * whether they are all here.
 */
export function useHolidaysOfYears(years: readonly number[]) {
  return useQueries({
    queries: years.map((year) => holidaysQueryOptions(year)),
    combine: (results) => ({
      data: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
