import { incomeItemResponseSchema, type UpdateIncomeInput } from '@app/contract/incomes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { incomeMessages as text } from '../incomes-messages';
import { refreshAfterIncomeChange } from './get-incomes';

/** `PATCH /incomes/{id}` with the whole form. */
export async function updateIncome({ id, input }: { id: number; input: UpdateIncomeInput }) {
  return api.patch(`/incomes/${id}`, incomeItemResponseSchema, { body: input });
}

export function useUpdateIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncome,
    meta: { successMessage: text.updated, errorMessage: text.updateError },
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}
