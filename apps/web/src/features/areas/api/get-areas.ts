import { areaListResponseSchema, type Area } from '@app/contract/areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaMessages } from '../areas-messages';

export const areasQueryKey = ['areas'] as const;

export async function getAreas(signal?: AbortSignal): Promise<Area[]> {
  const response = await api.get('/areas', areaListResponseSchema, { signal });
  return response.data;
}

export const areasQueryOptions = () =>
  queryOptions({
    queryKey: areasQueryKey,
    queryFn: ({ signal }) => getAreas(signal),
    meta: { errorMessage: areaMessages.loadError },
  });

export const useAreas = () => useQuery(areasQueryOptions());
