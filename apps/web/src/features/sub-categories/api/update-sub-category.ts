import {
  subCategoryItemResponseSchema,
  type UpdateSubCategoryInput,
} from '@app/contract/sub-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subCategoryMessages as text } from '../sub-categories-messages';
import { subCategoriesKey } from './get-sub-categories';

/** `PATCH /sub-categories/{id} {value}`. */
export async function updateSubCategory({
  id,
  input,
}: {
  id: number;
  input: UpdateSubCategoryInput;
}) {
  return api.patch(`/sub-categories/${id}`, subCategoryItemResponseSchema, { body: input });
}

/** Renames a sub-category; the lists that show it (the managers' items) are asked again. */
export function useUpdateSubCategory(alsoRefresh: readonly unknown[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubCategory,
    meta: { successMessage: text.updated, errorMessage: text.updateError },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subCategoriesKey });
      if (alsoRefresh.length > 0) await queryClient.invalidateQueries({ queryKey: alsoRefresh });
    },
  });
}
