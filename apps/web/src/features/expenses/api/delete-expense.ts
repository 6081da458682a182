import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseMessages as text } from '../expenses-messages';
import { refreshAfterExpenseChange } from './get-expenses';

/** `DELETE /expenses/{id}`. */
export async function deleteExpense(id: number) {
  return api.delete(`/expenses/${id}`, successSchema);
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpense,
    meta: { successMessage: text.deleted, errorMessage: text.deleteError },
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}
