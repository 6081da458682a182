import { publishResponseSchema } from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';
import { periodBody, type ShiftsPeriod } from '../utils/period';
import type { z } from 'zod';
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

/** Publishing or unpublishing: the modal knows which, and so do the texts of its toasts. */
export function usePublishShifts(action: PublishAction) {
  const queryClient = useQueryClient();
  const publish = action === 'publish';
  return useMutation({
    mutationFn: (period: ShiftsPeriod) => publishShifts({ action, period }),
    meta: {
      successMessage: publish ? text.publishedOk : text.unpublishedOk,
      successDescription: (answer) =>
        countText((answer as z.output<typeof publishResponseSchema>).count),
      errorMessage: publish ? text.publishError : text.unpublishError,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsCalendarKey }),
  });
}
