import {
  sessionEndedResponseSchema,
  sessionListResponseSchema,
  sessionsEndedResponseSchema,
  endedCountText,
} from '@app/contract/sessions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionMessages as text } from '../components/session-messages';

export const SESSIONS_PATH = '/auth/sessions';
export const sessionsKey = ['account', 'sessions'] as const;

/** `GET /auth/sessions`: the signed-in user's open sessions, the latest activity first. */
export async function getSessions(signal?: AbortSignal) {
  const response = await api.get(SESSIONS_PATH, sessionListResponseSchema, { signal });
  return response.data;
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => getSessions(signal),
    // The list says where the account is signed in right now: read it afresh on every visit.
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** `DELETE /auth/sessions/{id}`: ends one of the own sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${SESSIONS_PATH}/${id}`, sessionEndedResponseSchema),
    meta: { successMessage: text.ended, errorMessage: text.endError },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** `DELETE /auth/sessions`: ends every own session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(SESSIONS_PATH, sessionsEndedResponseSchema),
    meta: {
      successMessage: text.othersEnded,
      successDescription: (answer) => endedCountText((answer as { count: number }).count),
      errorMessage: text.endError,
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
