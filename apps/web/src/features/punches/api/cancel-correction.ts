import { correctionItemResponseSchema } from '@app/contract/punch-corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { correctionMessages as text } from '../corrections/corrections-messages';
import { correctionsKey } from './get-corrections';

/** `POST /punch-corrections/:id/cancel`: the requester withdraws a pending request. */
export async function cancelCorrection(id: number) {
  return api.post(`/punch-corrections/${id}/cancel`, correctionItemResponseSchema);
}

export function useCancelCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCorrection,
    meta: { successMessage: text.cancelled, errorMessage: text.cancelError },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: correctionsKey }),
        // The exceptions' key (get-punch-exceptions.ts): a request adds a 'Corrección pendiente'.
        queryClient.invalidateQueries({ queryKey: ['punch-exceptions'] }),
      ]),
  });
}
