import { categoryItemResponseSchema, type Category } from '@app/contract/categories';
import type { UpdateCatalogEntry } from '@app/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryMessages } from '../categories-messages';
import { categoriesQueryKey } from './get-categories';

export async function updateCategory({
  id,
  input,
}: {
  id: number;
  input: UpdateCatalogEntry;
}): Promise<Category> {
  const response = await api.patch(`/categories/${id}`, categoryItemResponseSchema, {
    body: input,
  });
  return response.data;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    meta: { successMessage: categoryMessages.updated, errorMessage: categoryMessages.updateError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
