import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recurringMessages as text } from '../expenses-recurrent-messages';
import { recurringExpensesKey } from './get-recurring-expenses';

/** `DELETE /expenses-recurrent/{id}`: what it generated stays (DECISIONS §7). */
export async function deleteRecurringExpense(id: number) {
  return api.delete(`/expenses-recurrent/${id}`, successSchema);
}

export function useDeleteRecurringExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecurringExpense,
    meta: { successMessage: text.deleted, errorMessage: text.deleteError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringExpensesKey }),
  });
}
