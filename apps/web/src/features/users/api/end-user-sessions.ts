import { endedCountText, sessionsEndedResponseSchema } from '@app/contract/sessions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userMessages } from '../users-messages';

/** `DELETE /users/{id}/sessions` (admin): ends every session of a user; how many ended. */
export async function endUserSessions(id: number) {
  return api.delete(`/users/${id}/sessions`, sessionsEndedResponseSchema);
}

export function useEndUserSessions() {
  return useMutation({
    mutationFn: endUserSessions,
    meta: {
      successMessage: userMessages.sessionsEnded,
      successDescription: (answer) => endedCountText((answer as { count: number }).count, 'user'),
      errorMessage: userMessages.endSessionsError,
    },
  });
}
