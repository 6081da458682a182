import { receiptItemResponseSchema } from '@app/contract/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
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

/** A file that could not be attached, and why (the server's words, else 'Error al adjuntar…'). */
export type FailedReceipt = { file: File; message: string };

/** Sends `files` to an expense one after another; answers the ones refused, in order. */
export async function uploadReceipts({ expenseId, files }: { expenseId: number; files: File[] }) {
  const refused: FailedReceipt[] = [];
  for (const file of files) {
    try {
      await uploadReceipt({ expenseId, file });
    } catch (error) {
      refused.push({ file, message: errorMessage(error, text.attachError) });
    }
  }
  return refused;
}

/**
 * The receipts chosen in 'Nuevo egreso', sent once the expense is saved (and a refused one again on
 * 'Reintentar'). No toast (`meta`): each refused file is listed in the dialog with its reason and
 * 'Reintentar', so one toast per file would only repeat it.
 */
export function useUploadReceipts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
