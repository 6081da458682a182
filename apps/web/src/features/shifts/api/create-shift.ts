import { shiftMutationResponseSchema, type CreateShiftInput } from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { shiftMessages as text } from '../shifts-messages';
import { shiftsCalendarKey } from './get-shifts';

/** `POST /shifts`: one shift, repeated on the chosen weekdays, for every chosen user. */
export async function createShift(input: CreateShiftInput) {
  return api.post('/shifts', shiftMutationResponseSchema, { body: input });
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShift,
    meta: { errorMessage: text.createError },
    onSuccess: (response) => {
      notify.success(response.message || text.created);
      return queryClient.invalidateQueries({ queryKey: shiftsCalendarKey });
    },
  });
}
