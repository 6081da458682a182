import { receiptListResponseSchema } from '@app/contract/expenses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseMessages as text } from '../expenses-messages';
import { expensesKey } from './get-expenses';

export const receiptsKey = (expenseId: number) => [...expensesKey, 'receipts', expenseId] as const;

/** `GET /expenses/{id}/receipts`: the expense's receipts, each with a fresh signed link. */
export async function getReceipts(expenseId: number, signal?: AbortSignal) {
  const response = await api.get(`/expenses/${expenseId}/receipts`, receiptListResponseSchema, {
    signal,
  });
  return response.data;
}

export const receiptsQueryOptions = (expenseId: number) =>
  queryOptions({
    queryKey: receiptsKey(expenseId),
    queryFn: ({ signal }) => getReceipts(expenseId, signal),
    // Signed links expire (10 minutes): ask again rather than hand out a stale one.
    staleTime: 60_000,
    meta: { errorMessage: text.receiptsLoadError },
  });

export const useReceipts = (expenseId: number) => useQuery(receiptsQueryOptions(expenseId));
