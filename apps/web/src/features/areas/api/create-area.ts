import { areaItemResponseSchema, type Area } from '@app/contract/areas';
import type { CreateCatalogEntry } from '@app/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaMessages } from '../areas-messages';
import { areasQueryKey } from './get-areas';

export async function createArea(input: CreateCatalogEntry): Promise<Area> {
  const response = await api.post('/areas', areaItemResponseSchema, { body: input });
  return response.data;
}

export function useCreateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArea,
    meta: { successMessage: areaMessages.created, errorMessage: areaMessages.createError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areasQueryKey }),
  });
}
