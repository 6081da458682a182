import { absenceItemResponseSchema } from '@app/contract/absences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { absenceMessages as text } from '../absences-messages';
import { absencesKey } from './get-absences';
import { balancesKey } from './get-balances';

/** `POST /absences/{id}/approve { note? }` (admin, office; never their own request). */
export const approveAbsence = ({ id, note }: { id: number; note?: string }) =>
  api.post(`/absences/${id}/approve`, absenceItemResponseSchema, {
    body: note ? { note } : {},
  });

/** `POST /absences/{id}/reject { note }` (admin, office; the note is required). */
export const rejectAbsence = ({ id, note }: { id: number; note: string }) =>
  api.post(`/absences/${id}/reject`, absenceItemResponseSchema, { body: { note } });

/**
 * A decision changes the lists, the month view and the balances. Its success is a toast (the
 * server's message); a refusal is said inside the dialog only, so no toast.
 */
function useDecision<Input>(mutationFn: (input: Input) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successMessage: done },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: absencesKey }),
        queryClient.invalidateQueries({ queryKey: balancesKey }),
      ]),
  });
}

export const useApproveAbsence = () => useDecision(approveAbsence, text.approved);
export const useRejectAbsence = () => useDecision(rejectAbsence, text.rejected);
