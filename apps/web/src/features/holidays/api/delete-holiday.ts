import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayMessages } from '../holidays-messages';
import { holidaysKey } from './get-holidays';

/** `DELETE /holidays/{id}` (admin). */
export async function deleteHoliday(id: number) {
  return api.delete(`/holidays/${id}`, successSchema);
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    meta: { successMessage: holidayMessages.deleted, errorMessage: holidayMessages.deleteError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysKey }),
  });
}
