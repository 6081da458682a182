import { supplierListResponseSchema, type Supplier } from '@app/contract/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supplierMessages } from '../suppliers-messages';

export const suppliersQueryKey = ['suppliers'] as const;

export async function getSuppliers(signal?: AbortSignal): Promise<Supplier[]> {
  const response = await api.get('/suppliers', supplierListResponseSchema, { signal });
  return response.data;
}

export const suppliersQueryOptions = () =>
  queryOptions({
    queryKey: suppliersQueryKey,
    queryFn: ({ signal }) => getSuppliers(signal),
    meta: { errorMessage: supplierMessages.loadError },
  });

export const useSuppliers = () => useQuery(suppliersQueryOptions());
