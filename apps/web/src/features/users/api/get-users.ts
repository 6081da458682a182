import { userListResponseSchema, type UserListItem } from '@app/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userMessages } from '../users-messages';

/** One cache entry for `GET /users` (admin, office): a change on Usuarios refreshes every picker. */
export const usersQueryKey = ['users'] as const;

export async function fetchUsers(signal?: AbortSignal): Promise<UserListItem[]> {
  const response = await api.get('/users', userListResponseSchema, { signal });
  return response.data;
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => fetchUsers(signal),
    meta: { errorMessage: userMessages.loadError },
  });

export const useUsers = () => useQuery(usersQueryOptions());
