import { copyWeekResponseSchema } from '@app/contract/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { shiftMessages as text } from '../shifts-messages';
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
    meta: { errorMessage: text.copyError },
    onSuccess: (response) => {
      notify.success(
        response.message || text.copied,
        text.copy.result(response.copied, response.skipped),
      );
      return queryClient.invalidateQueries({ queryKey: shiftsCalendarKey });
    },
  });
}
