import { userListResponseSchema, type User } from '@app/contract/users';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** One cache entry for `GET /users` (admin, office): a change on Usuarios refreshes every picker. */
export const usersQueryKey = ['users'] as const;

export async function fetchUsers(signal?: AbortSignal): Promise<User[]> {
  const response = await api.get('/users', userListResponseSchema, { signal });
  return response.data;
}

/** Who can be picked in a shift or a filter: active users, by name. */
export type PickableUser = Pick<User, 'id' | 'name' | 'email'>;

const byName = new Intl.Collator('es', { sensitivity: 'base' });

export const activeUsersQueryOptions = (errorMessage: string) =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => fetchUsers(signal),
    meta: { errorMessage },
    select: (users): PickableUser[] =>
      users
        .filter((user) => user.active)
        .map(({ id, name, email }) => ({ id, name, email }))
        .sort((a, b) => byName.compare(a.name, b.name)),
  });
