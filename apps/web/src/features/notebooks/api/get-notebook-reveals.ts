import { notebookRevealsResponseSchema } from '@app/contract/notebooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notebookMessages as text } from '../notebooks-messages';

export const REVEALS_PAGE_SIZE = 10;

/** `GET /notebooks/{id}/reveals`: who read a mailbox's password when, newest first (its owner). */
export async function getNotebookReveals(id: number, page: number, signal?: AbortSignal) {
  const response = await api.get(`/notebooks/${id}/reveals`, notebookRevealsResponseSchema, {
    query: { page, limit: REVEALS_PAGE_SIZE },
    signal,
  });
  return { rows: response.data, total: response.totalItems };
}

export const notebookRevealsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: ['notebook-reveals', id, page] as const,
    queryFn: ({ signal }) => getNotebookReveals(id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.reveals.loadError },
  });

/** One page of a mailbox's reveals, the previous page kept on screen while the next loads. */
export const useNotebookReveals = (id: number, page: number) =>
  useQuery(notebookRevealsQueryOptions(id, page));
