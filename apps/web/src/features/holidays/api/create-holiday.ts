import { holidayItemResponseSchema, type CreateHolidayInput } from '@app/contract/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayMessages } from '../holidays-messages';
import { holidaysKey } from './get-holidays';

/** `POST /holidays { date, name }` (admin). */
export async function createHoliday(input: CreateHolidayInput) {
  const response = await api.post('/holidays', holidayItemResponseSchema, { body: input });
  return response.data;
}

/** A refusal is said inside the dialog, not as a toast. */
export function useCreateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHoliday,
    meta: { successMessage: holidayMessages.created },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysKey }),
  });
}
