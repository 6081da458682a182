import { notebookSecretResponseSchema } from '@app/contract/notebooks';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { notebookMessages as text } from '../notebooks-messages';
import { notebooksKey } from './get-notebooks';

/**
 * `GET /notebooks/{id}/secret?type=email`: a mailbox's password, for its owner and whom it is
 * shared with. The server records each read, so it is asked for at each reveal or copy.
 */
export async function fetchNotebookSecret(id: number, signal?: AbortSignal) {
  const response = await api.get(`/notebooks/${id}/secret`, notebookSecretResponseSchema, {
    query: { type: 'email' },
    signal,
  });
  return response.data.password;
}

/** The password for a reveal or a copy; a failure is told by a toast and gives null. */
export async function getNotebookSecret(id: number): Promise<string | null> {
  try {
    return await fetchNotebookSecret(id);
  } catch (error) {
    notifyError(error, text.secretError);
    return null;
  }
}

/**
 * `getNotebookSecret` for a row of the list: a refused read (the item was deleted or unshared
 * meanwhile) also reloads the list, so that the row goes.
 */
export function useNotebookSecretReader() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    const password = await getNotebookSecret(id);
    if (password === null) void queryClient.invalidateQueries({ queryKey: notebooksKey });
    return password;
  };
}

/**
 * The password that fills the edit form (DECISIONS §8), read once per opening of the form: kept
 * out of the lists' cache key, so that saving the item does not read it again, and dropped when
 * the form closes.
 */
export const notebookSecretQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['notebook-secret', id] as const,
    queryFn: ({ signal }) => fetchNotebookSecret(id, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { errorMessage: text.secretError },
  });
