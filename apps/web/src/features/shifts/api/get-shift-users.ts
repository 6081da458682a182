import { userListResponseSchema, type User } from '@app/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';

export type PickableUser = Pick<User, 'id' | 'name' | 'email'>;

/** `GET /users` (admin and office): the people a shift can be assigned to. */
export async function getShiftUsers(signal?: AbortSignal): Promise<User[]> {
  const response = await api.get('/users', userListResponseSchema, { signal });
  return response.data;
}

const byName = new Intl.Collator('es', { sensitivity: 'base' });

export const shiftUsersQueryOptions = () =>
  queryOptions({
    // The same list as the Usuarios screen: creating a user there refreshes the picker here.
    queryKey: ['users'] as const,
    queryFn: ({ signal }) => getShiftUsers(signal),
    meta: { errorMessage: text.usersLoadError },
    select: (users): PickableUser[] =>
      users
        .filter((user) => user.active)
        .map(({ id, name, email }) => ({ id, name, email }))
        .sort((a, b) => byName.compare(a.name, b.name)),
  });

export const useShiftUsers = () => useQuery(shiftUsersQueryOptions());
