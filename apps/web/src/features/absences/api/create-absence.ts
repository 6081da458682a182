import { absenceItemResponseSchema, type CreateAbsence } from '@app/contract/absences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { absenceMessages as text } from '../absences-messages';
import { absencesKey } from './get-absences';
import { balancesKey } from './get-balances';

/**
 * `POST /absences` (DECISIONS §11): a usuario's request for themself (pending), or an absence
 * admin and office enter for anyone (`userId`; approved at once).
 */
export async function createAbsence(input: CreateAbsence) {
  const response = await api.post('/absences', absenceItemResponseSchema, { body: input });
  return response.data;
}

/**
 * `registers`: a manager's entry (its own text). The success toast is the server's message as it
 * comes (it also says the days with shifts, which stay); a refusal is said inside the dialog only.
 */
export function useCreateAbsence(registers = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAbsence,
    meta: { successMessage: registers ? text.entered : text.requested },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: absencesKey }),
        queryClient.invalidateQueries({ queryKey: balancesKey }),
      ]),
  });
}
