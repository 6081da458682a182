import { copyWeekResponseSchema } from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';
import type { z } from 'zod';
import { shiftsCalendarKey } from './get-shifts';

export type CopyWeekVariables = { fromWeek: string; toWeek: string };

/** `POST /shifts/copy-week/:fromweek/:toweek` with `usersIds` always empty (SPEC §3: every user). */
export async function copyWeek({ fromWeek, toWeek }: CopyWeekVariables) {
  return api.post(`/shifts/copy-week/${fromWeek}/${toWeek}`, copyWeekResponseSchema, {
    body: { usersIds: [] },
  });
}

export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyWeek,
    meta: {
      successMessage: text.copied,
      successDescription: (answer) => {
        const { copied, skipped, skippedAbsences, overlaps } = answer as z.output<
          typeof copyWeekResponseSchema
        >;
        const result = text.copy.result(copied, skipped, skippedAbsences);
        return overlaps.length > 0 ? `${result}. ${text.copy.overlaps(overlaps)}` : result;
      },
      errorMessage: text.copyError,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsCalendarKey }),
  });
}
