import { shiftMutationResponseSchema, type CreateShiftInput } from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { isOnApprovedAbsence } from '../utils/absence-refusal';
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
    meta: {
      successMessage: text.created,
      // Days of a repeat (or of several users) on an approved absence are skipped, and said.
      successDescription: (answer) => {
        const skipped = (answer as { skippedAbsences?: number }).skippedAbsences ?? 0;
        return skipped > 0 ? text.absence.skippedDays(skipped) : '';
      },
    },
    // A day on an approved absence is said in the dialog itself; the rest gets a toast.
    onError: (error) => {
      if (!isOnApprovedAbsence(error)) notifyError(error, text.createError);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsCalendarKey }),
  });
}
