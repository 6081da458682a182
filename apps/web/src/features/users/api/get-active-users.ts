import type { User } from '@app/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userMessages } from '../users-messages';
import { fetchUsers, usersQueryKey } from './get-users';

/** Who can be picked in a shift or a filter: active users, by name. */
export type PickableUser = Pick<User, 'id' | 'name' | 'email'>;

const byName = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * The active users of `GET /users` (admin, office), for the pickers of other screens (shifts,
 * punch filters): the same cache entry as Usuarios, so a change there refreshes every picker.
 */
const activeUsersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => fetchUsers(signal),
    meta: { errorMessage: userMessages.loadError },
    select: (users): PickableUser[] =>
      users
        .filter((user) => user.active)
        .map(({ id, name, email }) => ({ id, name, email }))
        .sort((a, b) => byName.compare(a.name, b.name)),
  });

export const useActiveUsers = () => useQuery(activeUsersQueryOptions());
