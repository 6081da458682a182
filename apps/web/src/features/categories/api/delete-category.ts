import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryMessages } from '../categories-messages';
import { categoriesQueryKey } from './get-categories';

export async function deleteCategory(id: number) {
  return api.delete(`/categories/${id}`, successSchema);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // A refusal is said once, in the delete dialog (CrudListPage), not also in a toast.
    meta: { successMessage: categoryMessages.deleted },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
