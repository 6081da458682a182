import {
  supplierItemResponseSchema,
  type updateSupplierSchema,
  type Supplier,
} from '@app/contract/suppliers';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supplierMessages } from '../suppliers-messages';
import { suppliersQueryKey } from './get-suppliers';

export async function updateSupplier({
  id,
  input,
}: {
  id: number;
  input: z.output<typeof updateSupplierSchema>;
}): Promise<Supplier> {
  const response = await api.patch(`/suppliers/${id}`, supplierItemResponseSchema, { body: input });
  return response.data;
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    meta: { successMessage: supplierMessages.updated, errorMessage: supplierMessages.updateError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}
