import { expenseItemResponseSchema, type CreateExpenseInput } from '@app/contract/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseMessages as text } from '../expenses-messages';
import { refreshAfterExpenseChange } from './get-expenses';

/** `POST /expenses {name, amount, date, categoryId, areaId, supplierId, note}`. */
export async function createExpense(input: CreateExpenseInput) {
  return api.post('/expenses', expenseItemResponseSchema, { body: input });
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    meta: { successMessage: text.created, errorMessage: text.createError },
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}
