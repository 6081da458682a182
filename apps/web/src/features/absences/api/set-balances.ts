import { balanceListResponseSchema, type SetBalanceInput } from '@app/contract/absences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { absenceMessages as text } from '../absences-messages';
import { absencesKey } from './get-absences';
import { balancesKey } from './get-balances';

/** `PUT /absence-balances { userId, year, type, days }` (admin; `days: null` removes it);
 * the answer is the person's balances of that year. */
export const setBalance = (input: SetBalanceInput) =>
  api.put('/absence-balances', balanceListResponseSchema, { body: input });

/** Several balances of one person and year, saved one after another (one message for all). */
export async function setBalances(inputs: readonly SetBalanceInput[]) {
  for (const input of inputs) await setBalance(input);
}

export function useSetBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBalances,
    meta: { successMessage: text.balanceSaved, errorMessage: text.balanceSaveError },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balancesKey }),
        // Pending requests beyond a balance are marked by the server: their mark may change.
        queryClient.invalidateQueries({ queryKey: absencesKey }),
      ]),
  });
}
