import { balanceListResponseSchema, type Balance } from '@app/contract/absences';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { absenceMessages as text } from '../absences-messages';

/** Every read of balances starts with this key; an absence or a saved balance refreshes them. */
export const balancesKey = ['absence-balances'] as const;

/** `GET /absence-balances?year&userId` (usuario: own): the balances set for that year. */
export async function getBalances(
  year: number,
  userId: number | undefined,
  signal?: AbortSignal,
): Promise<Balance[]> {
  const response = await api.get('/absence-balances', balanceListResponseSchema, {
    query: { year, userId },
    signal,
  });
  return response.data;
}

export const balancesQueryOptions = (year: number, userId?: number) =>
  queryOptions({
    queryKey: [...balancesKey, year, userId ?? 'me'] as const,
    queryFn: ({ signal }) => getBalances(year, userId, signal),
    meta: { errorMessage: text.balancesError },
  });

export const useBalances = (year: number, userId?: number, enabled = true) =>
  useQuery({ ...balancesQueryOptions(year, userId), enabled });

/** The balances of several years of one person (a range across New Year), joined. */
export function useBalancesOfYears(years: readonly number[], userId?: number, enabled = true) {
  return useQueries({
    queries: years.map((year) => ({ ...balancesQueryOptions(year, userId), enabled })),
    combine: (results) => ({
      data: results.flatMap((result) => result.data ?? []),
      isPending: enabled && results.some((result) => result.isPending),
    }),
  });
}
