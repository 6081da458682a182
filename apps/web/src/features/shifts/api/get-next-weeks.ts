import { nextWeeksResponseSchema } from '@app/contract/shifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';

export type NextWeek = z.infer<typeof nextWeeksResponseSchema>['data'][number];

/** `GET /shifts/next-weeks`: the 8 ISO weeks after the current one, the copy's destinations. */
export async function getNextWeeks(signal?: AbortSignal): Promise<NextWeek[]> {
  const response = await api.get('/shifts/next-weeks', nextWeeksResponseSchema, { signal });
  return response.data;
}

export const nextWeeksQueryOptions = () =>
  queryOptions({
    queryKey: ['shifts', 'next-weeks'] as const,
    queryFn: ({ signal }) => getNextWeeks(signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: text.weeksLoadError },
  });

export const useNextWeeks = () => useQuery(nextWeeksQueryOptions());
