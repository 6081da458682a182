import {
  recurringExpenseItemResponseSchema,
  type UpdateRecurringExpenseInput,
} from '@app/contract/expenses-recurrent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterExpenseChange } from '../../expenses/api/get-expenses';
import { recurringMessages as text } from '../expenses-recurrent-messages';
import { recurringExpensesKey } from './get-recurring-expenses';

/** `PATCH /expenses-recurrent/{id}`: the whole form, or only `active` (pause, resume). */
export async function updateRecurringExpense({
  id,
  input,
}: {
  id: number;
  input: UpdateRecurringExpenseInput;
}) {
  return api.patch(`/expenses-recurrent/${id}`, recurringExpenseItemResponseSchema, {
    body: input,
  });
}

export function useUpdateRecurringExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecurringExpense,
    meta: { successMessage: text.updated, errorMessage: text.updateError },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recurringExpensesKey }),
        refreshAfterExpenseChange(queryClient),
      ]),
  });
}
