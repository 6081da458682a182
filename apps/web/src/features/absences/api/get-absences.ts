import {
  absenceListResponseSchema,
  type Absence,
  type AbsenceStatus,
} from '@app/contract/absences';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@app/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { absenceMessages as text } from '../absences-messages';

/** Every read of absences starts with this key; a request, a decision or a cancel refreshes them. */
export const absencesKey = ['absences'] as const;

export type AbsencesQuery = {
  fromDate: string;
  toDate: string;
  usersIds?: readonly number[];
  status?: AbsenceStatus;
  page?: number;
  limit?: number;
};

const queryOf = (query: AbsencesQuery, page: number, limit: number) => ({
  fromDate: query.fromDate,
  toDate: query.toDate,
  usersIds: query.usersIds?.length ? query.usersIds.join(',') : undefined,
  status: query.status,
  page,
  limit,
});

/** `GET /absences?fromDate&toDate&usersIds&status&page&limit` (DECISIONS §11; a usuario: own). */
export async function getAbsences(
  query: AbsencesQuery,
  signal?: AbortSignal,
): Promise<{ rows: Absence[]; total: number }> {
  const response = await api.get('/absences', absenceListResponseSchema, {
    query: queryOf(query, query.page ?? 1, query.limit ?? PAGE_SIZE_DEFAULT),
    signal,
  });
  return { rows: response.data, total: response.totalItems };
}

export const absencesQueryOptions = (query: AbsencesQuery) =>
  queryOptions({
    queryKey: [...absencesKey, 'page', query] as const,
    queryFn: ({ signal }) => getAbsences(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.loadError },
  });

/** One page of absences (the lists). */
export const useAbsences = (query: AbsencesQuery) => useQuery(absencesQueryOptions(query));

/** Every absence of a range (the month view): the pages of 100 read one after another. */
export async function getAllAbsences(
  query: Omit<AbsencesQuery, 'page' | 'limit'>,
  signal?: AbortSignal,
): Promise<Absence[]> {
  const rows: Absence[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.get('/absences', absenceListResponseSchema, {
      query: queryOf(query, page, PAGE_SIZE_MAX),
      signal,
    });
    rows.push(...response.data);
    if (response.data.length < PAGE_SIZE_MAX || rows.length >= response.totalItems) return rows;
  }
}

export const allAbsencesQueryOptions = (query: Omit<AbsencesQuery, 'page' | 'limit'>) =>
  queryOptions({
    queryKey: [...absencesKey, 'all', query] as const,
    queryFn: ({ signal }) => getAllAbsences(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.monthError },
  });

export const useAllAbsences = (query: Omit<AbsencesQuery, 'page' | 'limit'>) =>
  useQuery(allAbsencesQueryOptions(query));
