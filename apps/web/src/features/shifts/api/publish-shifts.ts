import { publishResponseSchema } from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notify, notifyError } from '../../../lib/notify';
import { shiftMessages as text } from '../shifts-messages';
import { periodBody, type ShiftsPeriod } from '../utils/period';
import { shiftsCalendarKey } from './get-shifts';

export type PublishAction = 'publish' | 'unpublish';
export type PublishVariables = { action: PublishAction; period: ShiftsPeriod };

/** `POST /shifts/publish-unpublish` for the day, week or month on screen. */
export async function publishShifts({ action, period }: PublishVariables) {
  return api.post('/shifts/publish-unpublish', publishResponseSchema, {
    body: { publishOrUnpublish: action, ...periodBody(period) },
  });
}

const countText = (count: number) => (count === 1 ? '1 turno' : `${count} turnos`);

export function usePublishShifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishShifts,
    // The default error text depends on the action, so this mutation toasts its own errors.
    onError: (error, { action }) => {
      if (error instanceof ApiError && error.status === 401) return;
      notifyError(error, action === 'publish' ? text.publishError : text.unpublishError);
    },
    onSuccess: (response, { action }) => {
      const fallback = action === 'publish' ? text.publishedOk : text.unpublishedOk;
      notify.success(response.message || fallback, countText(response.count));
      return queryClient.invalidateQueries({ queryKey: shiftsCalendarKey });
    },
  });
}
