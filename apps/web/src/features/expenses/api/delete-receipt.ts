import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseMessages as text } from '../expenses-messages';
import { expensesKey } from './get-expenses';

/** `DELETE /expenses/{id}/receipts/{key}`. */
export async function deleteReceipt({ expenseId, key }: { expenseId: number; key: string }) {
  return api.delete(`/expenses/${expenseId}/receipts/${encodeURIComponent(key)}`, successSchema);
}

export function useDeleteReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReceipt,
    meta: { successMessage: text.receiptRemoved, errorMessage: text.removeError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
