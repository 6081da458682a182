import { categoryListResponseSchema, type Category } from '@app/contract/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryMessages } from '../categories-messages';

export const categoriesQueryKey = ['categories'] as const;

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await api.get('/categories', categoryListResponseSchema, { signal });
  return response.data;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    meta: { errorMessage: categoryMessages.loadError },
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
