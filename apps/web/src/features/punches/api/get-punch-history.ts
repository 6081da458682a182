import { historyResponseSchema, type HistoryRow } from '@app/contract/punch-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { historyMessages as text } from '../history/history-messages';

export const punchHistoryKey = ['punch-history'] as const;

/** `GET /punches/:punchId/history`: every change of the punch, oldest first (DECISIONS §10). */
export async function getPunchHistory(
  punchId: number,
  signal?: AbortSignal,
): Promise<HistoryRow[]> {
  const response = await api.get(`/punches/${punchId}/history`, historyResponseSchema, { signal });
  return response.data;
}

export const punchHistoryQueryOptions = (punchId: number) =>
  queryOptions({
    queryKey: [...punchHistoryKey, punchId] as const,
    queryFn: ({ signal }) => getPunchHistory(punchId, signal),
    meta: { errorMessage: text.loadError },
  });

export function usePunchHistory(punchId: number) {
  return useQuery(punchHistoryQueryOptions(punchId));
}
