import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';
import { shiftsCalendarKey } from './get-shifts';

/** `DELETE /shifts/:id/this` (a shift starting today or earlier is refused with 409). */
export async function deleteShift(id: number) {
  return api.delete(`/shifts/${id}/this`, successSchema);
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    meta: { successMessage: text.deleted, errorMessage: text.deleteError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsCalendarKey }),
  });
}
