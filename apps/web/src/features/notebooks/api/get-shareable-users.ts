import { shareableUserListResponseSchema } from '@app/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notebookMessages as text } from '../notebooks-messages';

const byName = new Intl.Collator('es', { sensitivity: 'base' });

/** `GET /users/shareable`: the active users other than the caller, by name (DECISIONS §8). */
export async function getShareableUsers(signal?: AbortSignal) {
  const response = await api.get('/users/shareable', shareableUserListResponseSchema, { signal });
  return [...response.data].sort((a, b) => byName.compare(a.name, b.name));
}

export const useShareableUsers = () =>
  useQuery(
    queryOptions({
      queryKey: ['users', 'shareable'] as const,
      queryFn: ({ signal }) => getShareableUsers(signal),
      meta: { errorMessage: text.usersLoadError },
    }),
  );
