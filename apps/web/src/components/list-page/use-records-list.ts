import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useListFilters, type FilterParam, type FilterValues } from './use-list-filters';

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
