import { periodItemResponseSchema, periodListResponseSchema } from '@app/contract/periods';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { punchExceptionsKey } from './get-punch-exceptions';

export const periodsKey = ['periods'] as const;

/** `GET /periods`: the months that were ever closed, with who closed or reopened them and why. */
export async function getPeriods(signal?: AbortSignal) {
  const response = await api.get('/periods', periodListResponseSchema, { signal });
  return response.data;
}

export const periodsQueryOptions = () =>
  queryOptions({
    queryKey: periodsKey,
    queryFn: ({ signal }) => getPeriods(signal),
    meta: { errorMessage: 'No se pudieron cargar los periodos' },
  });

export const usePeriods = () => useQuery(periodsQueryOptions());

/** `POST /periods/{YYYY-MM}/close` (admin). A 409 says what is left to resolve. */
export const closePeriod = (month: string) =>
  api.post(`/periods/${month}/close`, periodItemResponseSchema);

/** `POST /periods/{YYYY-MM}/reopen { reason }` (admin). */
export const reopenPeriod = ({ month, reason }: { month: string; reason: string }) =>
  api.post(`/periods/${month}/reopen`, periodItemResponseSchema, { body: { reason } });

/** A period's change: the server's message as the toast; periods and exceptions read again. */
function usePeriodMutation<Input>(
  mutationFn: (input: Input) => Promise<unknown>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successMessage, errorMessage: 'No se pudo cambiar el periodo' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: periodsKey }),
        queryClient.invalidateQueries({ queryKey: punchExceptionsKey }),
      ]),
  });
}

export const useClosePeriod = () => usePeriodMutation(closePeriod, 'Periodo cerrado');
export const useReopenPeriod = () => usePeriodMutation(reopenPeriod, 'Periodo reabierto');
