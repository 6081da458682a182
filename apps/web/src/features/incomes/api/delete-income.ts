import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { incomeMessages as text } from '../incomes-messages';
import { refreshAfterIncomeChange } from './get-incomes';

/** `DELETE /incomes/{id}`. */
export async function deleteIncome(id: number) {
  return api.delete(`/incomes/${id}`, successSchema);
}

export function useDeleteIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIncome,
    meta: { successMessage: text.deleted, errorMessage: text.deleteError },
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}
