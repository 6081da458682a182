import { expenseListResponseSchema } from '@app/contract/expenses';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FilterValues } from '../../../components/list-page/use-list-filters';
import { api } from '../../../lib/api-client';
import { expenseReportKey } from '../../expense-report/api/get-expense-report';
import { summaryKey } from '../../summary/api/get-summary';
import { expenseMessages as text } from '../expenses-messages';

export const expensesKey = ['expenses'] as const;

/** What a written expense changes: the expenses list, the dashboard's summary and the report. */
export const refreshAfterExpenseChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: expensesKey }),
    queryClient.invalidateQueries({ queryKey: summaryKey }),
    queryClient.invalidateQueries({ queryKey: expenseReportKey }),
  ]);

/** The list filters of SPEC §2 as the address holds them ('' = not filtered). */
export type ExpenseFilterValues = FilterValues<
  'name' | 'dateFrom' | 'dateTo' | 'categoryId' | 'areaId' | 'supplierId'
>;
export type ExpensesQuery = ExpenseFilterValues & { page: number; limit: number };

/** `GET /expenses`: a page of the expenses of the filter, newest first, and their count. */
export async function getExpenses(query: ExpensesQuery, signal?: AbortSignal) {
  const response = await api.get('/expenses', expenseListResponseSchema, { query, signal });
  return { rows: response.data, total: response.totalItems };
}

export const expensesQueryOptions = (query: ExpensesQuery) =>
  queryOptions({
    queryKey: [...expensesKey, 'list', query] as const,
    queryFn: ({ signal }) => getExpenses(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.loadError },
  });
