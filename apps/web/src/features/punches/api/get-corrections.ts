import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import {
  correctionListResponseSchema,
  type Correction,
  type CorrectionStatus,
} from '@app/contract/punch-corrections';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { correctionMessages as text } from '../corrections/corrections-messages';

/** Every read of corrections starts with this key; a request, a decision or a cancel refreshes them. */
export const correctionsKey = ['punch-corrections'] as const;

export type CorrectionsQuery = {
  status?: CorrectionStatus;
  /** managers: one person's; a usuario always gets their own */
  userId?: number;
  page?: number;
  limit?: number;
};

/** `GET /punch-corrections?status&userId&page&limit` (DECISIONS §10; a usuario: their own). */
export async function getCorrections(
  query: CorrectionsQuery,
  signal?: AbortSignal,
): Promise<{ rows: Correction[]; total: number }> {
  const response = await api.get('/punch-corrections', correctionListResponseSchema, {
    query: {
      status: query.status,
      userId: query.userId,
      page: query.page ?? 1,
      limit: query.limit ?? PAGE_SIZE_DEFAULT,
    },
    signal,
  });
  return { rows: response.data, total: response.totalItems };
}

export const correctionsQueryOptions = (query: CorrectionsQuery) =>
  queryOptions({
    queryKey: [...correctionsKey, query] as const,
    queryFn: ({ signal }) => getCorrections(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.loadError },
  });

export function useCorrections(query: CorrectionsQuery) {
  return useQuery(correctionsQueryOptions(query));
}
