import { incomeListResponseSchema } from '@app/contract/incomes';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FilterValues } from '../../../components/list-page/use-list-filters';
import { api } from '../../../lib/api-client';
import { summaryKey } from '../../summary/api/get-summary';
import { incomeMessages as text } from '../incomes-messages';

export const incomesKey = ['incomes'] as const;

/** What a written income changes: the incomes list and the dashboard's summary. */
export const refreshAfterIncomeChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: incomesKey }),
    queryClient.invalidateQueries({ queryKey: summaryKey }),
  ]);

/** The list filters of SPEC §2 as the address holds them ('' = not filtered). */
export type IncomeFilterValues = FilterValues<'name' | 'dateFrom' | 'dateTo' | 'areaId'>;
export type IncomesQuery = IncomeFilterValues & { page: number; limit: number };

/** `GET /incomes`: a page of the incomes of the filter, newest first, and their count. */
export async function getIncomes(query: IncomesQuery, signal?: AbortSignal) {
  const response = await api.get('/incomes', incomeListResponseSchema, { query, signal });
  return { rows: response.data, total: response.totalItems };
}

export const incomesQueryOptions = (query: IncomesQuery) =>
  queryOptions({
    queryKey: [...incomesKey, 'list', query] as const,
    queryFn: ({ signal }) => getIncomes(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.loadError },
  });
