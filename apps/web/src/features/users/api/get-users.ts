import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUsers, usersQueryKey } from '../../../lib/users-query';
import { userMessages } from '../users-messages';

export { usersQueryKey };

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => fetchUsers(signal),
    meta: { errorMessage: userMessages.loadError },
  });

export const useUsers = () => useQuery(usersQueryOptions());
