import { notebookListResponseSchema, type NotebookType } from '@app/contract/notebooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterValues } from '../../../components/list-page/use-list-filters';
import { api } from '../../../lib/api-client';
import { NOTEBOOK_MESSAGES } from '../notebooks-messages';

export const notebooksKey = ['notebooks'] as const;

/** The filters of SPEC §2 and the scope, as the address holds them ('' = not filtered). */
export type NotebookFilterValues = FilterValues<
  'title' | 'dateFrom' | 'dateTo' | 'subCategoryId' | 'scope'
>;
export type NotebooksQuery = NotebookFilterValues & {
  type: NotebookType;
  page: number;
  limit: number;
};

/** `GET /notebooks?type=…`: a page of the caller's own and shared items, newest first. */
export async function getNotebooks(query: NotebooksQuery, signal?: AbortSignal) {
  const response = await api.get('/notebooks', notebookListResponseSchema, { query, signal });
  return { rows: response.data, total: response.totalItems };
}

export const notebooksQueryOptions = (query: NotebooksQuery) =>
  queryOptions({
    queryKey: [...notebooksKey, query.type, 'list', query] as const,
    queryFn: ({ signal }) => getNotebooks(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: NOTEBOOK_MESSAGES[query.type].loadError },
  });

/** One page of a notebook type's entries for the filters of the address. */
export const useNotebooks = (query: NotebooksQuery) => useQuery(notebooksQueryOptions(query));
