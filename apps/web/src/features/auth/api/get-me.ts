import { meResponseSchema } from '@app/contract/auth';
import type { User } from '@app/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { setCompanyNumberStyle } from '../../../lib/number-style';
import { saveUser } from '../../../lib/session';
import { ME_PATH } from './paths';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user as the server sees it now; refreshes the stored copy. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const response = await api.get(ME_PATH, meResponseSchema, { signal });
  saveUser(response.result);
  setCompanyTimeZone(response.timeZone);
  setCompanyNumberStyle(response.numberStyle);
  return response.result;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
  });

/** The signed-in user, read once per session (the shell waits for it). */
export const useMe = () => useQuery(meQueryOptions());
