import { expenseItemResponseSchema, type UpdateExpenseInput } from '@app/contract/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseMessages as text } from '../expenses-messages';
import { refreshAfterExpenseChange } from './get-expenses';

/** `PATCH /expenses/{id}` with the whole form. */
export async function updateExpense({ id, input }: { id: number; input: UpdateExpenseInput }) {
  return api.patch(`/expenses/${id}`, expenseItemResponseSchema, { body: input });
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpense,
    meta: { successMessage: text.updated, errorMessage: text.updateError },
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}
