import { areaItemResponseSchema, type Area } from '@app/contract/areas';
import type { UpdateCatalogEntry } from '@app/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaMessages } from '../areas-messages';
import { areasQueryKey } from './get-areas';

export async function updateArea({
  id,
  input,
}: {
  id: number;
  input: UpdateCatalogEntry;
}): Promise<Area> {
  const response = await api.patch(`/areas/${id}`, areaItemResponseSchema, { body: input });
  return response.data;
}

export function useUpdateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArea,
    meta: { successMessage: areaMessages.updated, errorMessage: areaMessages.updateError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areasQueryKey }),
  });
}
