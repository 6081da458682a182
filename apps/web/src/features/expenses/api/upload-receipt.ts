import { receiptItemResponseSchema } from '@app/contract/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseMessages as text } from '../expenses-messages';
import { expensesKey } from './get-expenses';

/** `POST /expenses/{id}/receipts`, multipart with the field `file`. */
export async function uploadReceipt({ expenseId, file }: { expenseId: number; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(`/expenses/${expenseId}/receipts`, form, receiptItemResponseSchema);
}

export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipt,
    meta: { successMessage: text.receiptAdded, errorMessage: text.attachError },
    // The receipts and the table's clip count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
