import { preferencesResponseSchema } from '@app/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountMessages as text } from '../account-messages';

export const PREFERENCES_PATH = '/users/me/preferences';
export const preferencesKey = ['account', 'preferences'] as const;

/** `GET /users/me/preferences`: the signed-in user's own (mail notifications on or off). */
export async function getPreferences(signal?: AbortSignal) {
  const response = await api.get(PREFERENCES_PATH, preferencesResponseSchema, { signal });
  return response.data;
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => getPreferences(signal),
    meta: { errorMessage: text.preferencesLoadError },
  });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
