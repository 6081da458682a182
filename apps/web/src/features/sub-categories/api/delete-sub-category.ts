import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subCategoryMessages as text } from '../sub-categories-messages';
import { subCategoriesKey } from './get-sub-categories';

/** `DELETE /sub-categories/{id}`: its items fall back to no sub-category (DECISIONS §8). */
export async function deleteSubCategory(id: number) {
  return api.delete(`/sub-categories/${id}`, successSchema);
}

/** Deletes a sub-category; the lists that showed it (the managers' items) are asked again. */
export function useDeleteSubCategory(alsoRefresh: readonly unknown[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubCategory,
    meta: { successMessage: text.deleted, errorMessage: text.deleteError },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subCategoriesKey });
      if (alsoRefresh.length > 0) await queryClient.invalidateQueries({ queryKey: alsoRefresh });
    },
  });
}
