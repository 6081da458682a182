import { holidayItemResponseSchema, type CreateHolidayInput } from '@app/contract/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayMessages } from '../holidays-messages';
import { holidaysKey } from './get-holidays';

/** `PATCH /holidays/{id} { date?, name? }` (admin). */
export async function updateHoliday({
  id,
  input,
}: {
  id: number;
  input: Partial<CreateHolidayInput>;
}) {
  const response = await api.patch(`/holidays/${id}`, holidayItemResponseSchema, { body: input });
  return response.data;
}

/** A refusal is said inside the dialog, not as a toast. */
export function useUpdateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHoliday,
    meta: { successMessage: holidayMessages.updated },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysKey }),
  });
}
