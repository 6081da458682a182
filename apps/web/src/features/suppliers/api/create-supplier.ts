import {
  supplierItemResponseSchema,
  type createSupplierSchema,
  type Supplier,
} from '@app/contract/suppliers';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supplierMessages } from '../suppliers-messages';
import { suppliersQueryKey } from './get-suppliers';

export async function createSupplier(
  input: z.output<typeof createSupplierSchema>,
): Promise<Supplier> {
  const response = await api.post('/suppliers', supplierItemResponseSchema, { body: input });
  return response.data;
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    meta: { successMessage: supplierMessages.created, errorMessage: supplierMessages.createError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}
