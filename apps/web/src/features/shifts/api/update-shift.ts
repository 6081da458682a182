import {
  shiftMutationResponseSchema,
  type ShiftScope,
  type UpdateShiftInput,
} from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { shiftMessages as text } from '../shifts-messages';
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
    meta: { errorMessage: text.updateError },
    onSuccess: (response) => {
      notify.success(response.message || text.updated);
      return queryClient.invalidateQueries({ queryKey: shiftsCalendarKey });
    },
  });
}
