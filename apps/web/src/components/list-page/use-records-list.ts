import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import {
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { readPage } from './page-param';
import {
  readFilters,
  useListFilters,
  type FilterParam,
  type FilterValues,
} from './use-list-filters';

/** What a paged list asks its API for: the applied filters, the page and its size. */
export type RecordsQuery<K extends string> = FilterValues<K> & { page: number; limit: number };

/**
 * A records screen's list (RecordsPage): its filters and page from the address (`params`), and
 * the query of that page (`queryOptions`, from the feature's api/ file), `PAGE_SIZE_DEFAULT` rows.
 */
export function useRecordsList<K extends string, Page, Key extends QueryKey>(
  params: Record<K, FilterParam>,
  queryOptions: (query: RecordsQuery<K>) => UseQueryOptions<Page, Error, Page, Key>,
) {
  const list = useListFilters(params);
  const query = useQuery(
    queryOptions({ ...list.filters, page: list.page, limit: PAGE_SIZE_DEFAULT }),
  );
  return { ...list, query };
}

/**
 * Asks for the page of records an address names, as `useRecordsList` will, while the app is still
 * starting (app/prefetch.ts): the screen then finds it in the cache or on its way.
 */
export function prefetchRecords<K extends string, Page, Key extends QueryKey>(
  queryClient: QueryClient,
  url: URL,
  params: Record<K, FilterParam>,
  queryOptions: (query: RecordsQuery<K>) => UseQueryOptions<Page, Error, Page, Key>,
) {
  const filters = readFilters(params, url.searchParams);
  const page = readPage(url.searchParams);
  void queryClient.prefetchQuery(queryOptions({ ...filters, page, limit: PAGE_SIZE_DEFAULT }));
}
