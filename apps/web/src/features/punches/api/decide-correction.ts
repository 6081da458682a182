import {
  correctionItemResponseSchema,
  CORRECTION_TEXTS,
  type ApproveCorrectionInput,
} from '@app/contract/punch-corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { punchExceptionsKey } from './get-punch-exceptions';
import { punchesKey } from './get-punches';

/** The corrections' lists share this root key (the worker's and the managers'). */
export const correctionsRootKey = ['punch-corrections'] as const;

/** `POST /punch-corrections/{id}/approve { note?, dateIn?, dateOut?, breaks? }` (admin, office). */
export const approveCorrection = ({ id, ...body }: ApproveCorrectionInput & { id: number }) =>
  api.post(`/punch-corrections/${id}/approve`, correctionItemResponseSchema, { body });

/** `POST /punch-corrections/{id}/reject { note }` (admin, office; the note is required). */
export const rejectCorrection = ({ id, note }: { id: number; note: string }) =>
  api.post(`/punch-corrections/${id}/reject`, correctionItemResponseSchema, { body: { note } });

/** A decision changes the corrections, the punches and the exceptions the screens show. */
function useDecision<Input>(mutationFn: (input: Input) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successMessage: done, errorMessage: 'No se pudo decidir la solicitud' },
    onSuccess: () =>
      Promise.all(
        [correctionsRootKey, punchesKey, punchExceptionsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useApproveCorrection = () => useDecision(approveCorrection, CORRECTION_TEXTS.approved);
export const useRejectCorrection = () => useDecision(rejectCorrection, CORRECTION_TEXTS.rejected);
