import { recurringExpenseListResponseSchema } from '@app/contract/expenses-recurrent';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FilterValues } from '../../../components/list-page/use-list-filters';
import { api } from '../../../lib/api-client';
import { recurringMessages as text } from '../expenses-recurrent-messages';

export const recurringExpensesKey = ['expenses-recurrent'] as const;

/** The list filters of SPEC §2 as the address holds them ('' = not filtered). */
export type RecurringFilterValues = FilterValues<
  'name' | 'dayOfMonth' | 'categoryId' | 'areaId' | 'supplierId'
>;
export type RecurringExpensesQuery = RecurringFilterValues & { page: number; limit: number };

/** `GET /expenses-recurrent`: a page of the recurring expenses of the filter and their count. */
export async function getRecurringExpenses(query: RecurringExpensesQuery, signal?: AbortSignal) {
  const response = await api.get('/expenses-recurrent', recurringExpenseListResponseSchema, {
    query,
    signal,
  });
  return { rows: response.data, total: response.totalItems };
}

export const recurringExpensesQueryOptions = (query: RecurringExpensesQuery) =>
  queryOptions({
    queryKey: [...recurringExpensesKey, 'list', query] as const,
    queryFn: ({ signal }) => getRecurringExpenses(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.loadError },
  });
