import {
  subCategoryItemResponseSchema,
  type CreateSubCategoryInput,
} from '@app/contract/sub-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subCategoryMessages as text } from '../sub-categories-messages';
import { subCategoriesKey } from './get-sub-categories';

/** `POST /sub-categories {value, feature}`. */
export async function createSubCategory(input: CreateSubCategoryInput) {
  return api.post('/sub-categories', subCategoryItemResponseSchema, { body: input });
}

export function useCreateSubCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubCategory,
    meta: { successMessage: text.created, errorMessage: text.createError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subCategoriesKey }),
  });
}
