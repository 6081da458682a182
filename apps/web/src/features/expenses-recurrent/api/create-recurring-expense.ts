import {
  recurringExpenseItemResponseSchema,
  type CreateRecurringExpenseInput,
} from '@app/contract/expenses-recurrent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterExpenseChange } from '../../expenses/api/get-expenses';
import { recurringMessages as text } from '../expenses-recurrent-messages';
import { recurringExpensesKey } from './get-recurring-expenses';

/** `POST /expenses-recurrent {name, amount, dayOfMonth, categoryId, areaId, supplierId, note}`. */
export async function createRecurringExpense(input: CreateRecurringExpenseInput) {
  return api.post('/expenses-recurrent', recurringExpenseItemResponseSchema, { body: input });
}

export function useCreateRecurringExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringExpense,
    meta: { successMessage: text.created, errorMessage: text.createError },
    // A recurring expense due today generates its expense at once.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recurringExpensesKey }),
        refreshAfterExpenseChange(queryClient),
      ]),
  });
}
