import { punchListResponseSchema, type Punch } from '@app/contract/punches';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { punchMessages as text } from '../punches-messages';
import { userPunchesPath } from './paths';

export const punchesKey = ['punches'] as const;
export const userPunchesKey = (userId: number) => [...punchesKey, 'user', userId] as const;

/** `GET /punches/:userId`: the user's recent punches, newest first, with their breaks. */
export async function getUserPunches(userId: number, signal?: AbortSignal): Promise<Punch[]> {
  const response = await api.get(userPunchesPath(userId), punchListResponseSchema, { signal });
  return response.data;
}

export const userPunchesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userPunchesKey(userId),
    queryFn: ({ signal }) => getUserPunches(userId, signal),
    meta: { errorMessage: text.loadError },
  });
