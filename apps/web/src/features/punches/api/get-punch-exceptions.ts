import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import { exceptionListResponseSchema, type ExceptionType } from '@app/contract/punch-exceptions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const punchExceptionsKey = ['punch-exceptions'] as const;

export type PunchExceptionsQuery = {
  /** `YYYY-MM-DD`, company zone */
  fromDate: string;
  toDate: string;
  /** empty: everyone the reader may see */
  usersIds: readonly number[];
  type?: ExceptionType;
  page?: number;
  limit?: number;
};

export const EXCEPTIONS_LOAD_ERROR = 'No se pudieron cargar las incidencias';

/** `GET /punch-exceptions`: a page of the record's exceptions, their total and the count per type. */
export async function getPunchExceptions(query: PunchExceptionsQuery, signal?: AbortSignal) {
  const response = await api.get('/punch-exceptions', exceptionListResponseSchema, {
    query: {
      fromDate: query.fromDate,
      toDate: query.toDate,
      usersIds: query.usersIds.length > 0 ? query.usersIds.join(',') : undefined,
      type: query.type,
      page: query.page ?? 1,
      limit: query.limit ?? PAGE_SIZE_DEFAULT,
    },
    signal,
  });
  const counts: Partial<Record<ExceptionType, number>> = response.counts ?? {};
  return { rows: response.data, total: response.totalItems, counts };
}

export const punchExceptionsQueryOptions = (query: PunchExceptionsQuery) =>
  queryOptions({
    queryKey: [...punchExceptionsKey, query] as const,
    queryFn: ({ signal }) => getPunchExceptions(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: EXCEPTIONS_LOAD_ERROR },
  });

/**
 * The exceptions of `query`. `quiet`: a count beside another screen (Inicio, the analysis) whose
 * failure shows no toast; the screen says it has no figure.
 */
export const usePunchExceptions = (
  query: PunchExceptionsQuery,
  { enabled = true, quiet = false }: { enabled?: boolean; quiet?: boolean } = {},
) => useQuery({ ...punchExceptionsQueryOptions(query), enabled, ...(quiet ? { meta: {} } : {}) });
