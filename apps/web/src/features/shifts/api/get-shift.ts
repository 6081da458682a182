import { shiftResponseSchema } from '@app/contract/shifts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';

/** `GET /shifts/:id`: the shift as it is now (the edit dialog reloads it after a conflict). */
export async function getShift(id: number) {
  const response = await api.get(`/shifts/${id}`, shiftResponseSchema);
  return response.data;
}

/** One shift, read afresh every time it is asked for (never from the cache, never retried). */
export const shiftQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['shifts', 'one', id] as const,
    queryFn: () => getShift(id),
    staleTime: 0,
    retry: false,
    meta: { errorMessage: text.reloadError },
  });

/**
 * Reads a shift as it is now, on demand (the edit dialog's 'Recargar' after a conflict): resolves
 * with the shift; a failure rejects and has its toast (`meta`).
 */
export function useReloadShift() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.fetchQuery(shiftQueryOptions(id));
}
