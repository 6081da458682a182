import { punchListResponseSchema, type Punch } from '@app/contract/punches';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { punchMessages as text } from '../punches-messages';
import { userPunchesPath } from './paths';

export const punchesKey = ['punches'] as const;
export const userPunchesKey = (userId: number) => [...punchesKey, 'user', userId] as const;

/** The widget's read: the recent punches, newest first, and the latest one left *sin salida*. */
export type UserPunches = { punches: Punch[]; forgotten: Punch | null };

/**
 * `GET /punches/:userId`: the user's recent punches (tomorrow's included: a punch made before
 * midnight for a midnight shift), newest first, with their breaks, and `forgottenPunch`
 * (DECISIONS §10).
 */
export async function getUserPunches(userId: number, signal?: AbortSignal): Promise<UserPunches> {
  const response = await api.get(userPunchesPath(userId), punchListResponseSchema, { signal });
  return { punches: response.data, forgotten: response.forgottenPunch };
}

export const userPunchesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userPunchesKey(userId),
    queryFn: ({ signal }) => getUserPunches(userId, signal),
    meta: { errorMessage: text.loadError },
  });
