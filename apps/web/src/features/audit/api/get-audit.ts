import { auditListResponseSchema } from '@app/contract/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FilterValues } from '../../../components/list-page/use-list-filters';
import { api } from '../../../lib/api-client';
import { auditMessages as text } from '../audit-messages';

export const auditKey = ['audit'] as const;

/** The filters as the address holds them ('' = not filtered). */
export type AuditFilterValues = FilterValues<'actorId' | 'action' | 'dateFrom' | 'dateTo'>;
export type AuditQuery = AuditFilterValues & { page: number; limit: number };

/** The API's names of the filters (`fromDate`, `toDate`); unset ones are left out. */
export const auditApiFilters = (filters: AuditFilterValues) => ({
  ...(filters.actorId && { actorId: filters.actorId }),
  ...(filters.action && { action: filters.action }),
  ...(filters.dateFrom && { fromDate: filters.dateFrom }),
  ...(filters.dateTo && { toDate: filters.dateTo }),
});

/** `GET /audit?actorId&action&fromDate&toDate&page&limit`: a page, newest first, and the count. */
export async function getAudit(query: AuditQuery, signal?: AbortSignal) {
  const response = await api.get('/audit', auditListResponseSchema, {
    query: { ...auditApiFilters(query), page: query.page, limit: query.limit },
    signal,
  });
  return { rows: response.data, total: response.totalItems };
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...auditKey, 'list', query] as const,
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.loadError },
  });
