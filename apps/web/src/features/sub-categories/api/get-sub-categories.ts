import {
  subCategoryListResponseSchema,
  type SubCategoryFeature,
} from '@app/contract/sub-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subCategoryMessages as text } from '../sub-categories-messages';

export const subCategoriesKey = ['sub-categories'] as const;

/** `GET /sub-categories?feature=email`: every sub-category of one manager, by name. */
export async function getSubCategories(feature: SubCategoryFeature, signal?: AbortSignal) {
  const response = await api.get('/sub-categories', subCategoryListResponseSchema, {
    query: { feature },
    signal,
  });
  return response.data;
}

export const subCategoriesQueryOptions = (feature: SubCategoryFeature) =>
  queryOptions({
    queryKey: [...subCategoriesKey, feature] as const,
    queryFn: ({ signal }) => getSubCategories(feature, signal),
    meta: { errorMessage: text.loadError },
  });

export const useSubCategories = (feature: SubCategoryFeature) =>
  useQuery(subCategoriesQueryOptions(feature));
