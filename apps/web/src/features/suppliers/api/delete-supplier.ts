import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supplierMessages } from '../suppliers-messages';
import { suppliersQueryKey } from './get-suppliers';

export async function deleteSupplier(id: number) {
  return api.delete(`/suppliers/${id}`, successSchema);
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    // A refusal is said once, in the delete dialog (CrudListPage), not also in a toast.
    meta: { successMessage: supplierMessages.deleted },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}
