import {
  shiftMutationResponseSchema,
  type ShiftScope,
  type UpdateShiftInput,
} from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { shiftMessages as text } from '../shifts-messages';
import { shiftsCalendarKey } from './get-shifts';

/** 409 of an edit that read an older version of the shift (another manager saved first). */
export const isShiftChanged = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'SHIFT_CHANGED';

export type UpdateShiftVariables = { id: number; scope: ShiftScope; input: UpdateShiftInput };

/** `PATCH /shifts/:id/this|following`: this shift, or this and the later ones of its group. */
export async function updateShift({ id, scope, input }: UpdateShiftVariables) {
  return api.patch(`/shifts/${id}/${scope}`, shiftMutationResponseSchema, { body: input });
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShift,
    // A stale edit is explained in the dialog itself, with 'Recargar'; the rest gets a toast.
    onError: (error) => {
      if (!isShiftChanged(error)) notifyError(error, text.updateError);
    },
    meta: { successMessage: text.updated },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsCalendarKey }),
  });
}
