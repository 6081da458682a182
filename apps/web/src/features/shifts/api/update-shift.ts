import {
  shiftMutationResponseSchema,
  type ShiftScope,
  type UpdateShiftInput,
} from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { shiftMessages as text } from '../shifts-messages';
import { isOnApprovedAbsence } from '../utils/absence-refusal';
import { isShiftChanged } from '../utils/shift-changed';
import { shiftsCalendarKey } from './get-shifts';

export type UpdateShiftVariables = { id: number; scope: ShiftScope; input: UpdateShiftInput };

/** `PATCH /shifts/:id/this|following`: this shift, or this and the later ones of its group. */
export async function updateShift({ id, scope, input }: UpdateShiftVariables) {
  return api.patch(`/shifts/${id}/${scope}`, shiftMutationResponseSchema, { body: input });
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShift,
    // A stale edit (with 'Recargar') and a day on an approved absence are said in the dialog
    // itself; the rest gets a toast.
    onError: (error) => {
      if (!isShiftChanged(error) && !isOnApprovedAbsence(error)) {
        notifyError(error, text.updateError);
      }
    },
    meta: { successMessage: text.updated },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsCalendarKey }),
  });
}
