import { categoryItemResponseSchema, type Category } from '@app/contract/categories';
import type { CreateCatalogEntry } from '@app/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryMessages } from '../categories-messages';
import { categoriesQueryKey } from './get-categories';

export async function createCategory(input: CreateCatalogEntry): Promise<Category> {
  const response = await api.post('/categories', categoryItemResponseSchema, { body: input });
  return response.data;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    meta: { successMessage: categoryMessages.created, errorMessage: categoryMessages.createError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
