import { incomeItemResponseSchema, type CreateIncomeInput } from '@app/contract/incomes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { incomeMessages as text } from '../incomes-messages';
import { refreshAfterIncomeChange } from './get-incomes';

/** `POST /incomes {amount, type, date, areaId, description}`. */
export async function createIncome(input: CreateIncomeInput) {
  return api.post('/incomes', incomeItemResponseSchema, { body: input });
}

export function useCreateIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncome,
    meta: { successMessage: text.created, errorMessage: text.createError },
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}
