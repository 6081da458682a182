import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaMessages } from '../areas-messages';
import { areasQueryKey } from './get-areas';

export async function deleteArea(id: number) {
  return api.delete(`/areas/${id}`, successSchema);
}

export function useDeleteArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArea,
    // A refusal is said once, in the delete dialog (CrudListPage), not also in a toast.
    meta: { successMessage: areaMessages.deleted },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areasQueryKey }),
  });
}
