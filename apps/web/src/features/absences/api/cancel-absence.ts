import { absenceItemResponseSchema } from '@app/contract/absences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { absenceMessages as text } from '../absences-messages';
import { absencesKey } from './get-absences';
import { balancesKey } from './get-balances';

/** `POST /absences/{id}/cancel`: the requester withdraws a pending request. */
export async function cancelAbsence(id: number) {
  return api.post(`/absences/${id}/cancel`, absenceItemResponseSchema);
}

export function useCancelAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAbsence,
    meta: { successMessage: text.cancelled, errorMessage: text.cancelError },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: absencesKey }),
        queryClient.invalidateQueries({ queryKey: balancesKey }),
      ]),
  });
}
