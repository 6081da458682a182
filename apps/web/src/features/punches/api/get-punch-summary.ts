import { punchSummaryResponseSchema, type PunchSummaryRow } from '@app/contract/punches';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analysisMessages as text } from '../analysis/analysis-messages';
import type { PunchFilterValues } from '../utils/punch-filter';
import { punchesKey } from './get-punches';

export const punchSummaryKey = (filter: PunchFilterValues) =>
  [...punchesKey, 'summary', filter] as const;

/**
 * `POST /punches/summary`: per user, how many early/late arrivals and exits there were in the range
 * and their hours, by user name. Usuario gets only their own row (the server decides).
 */
export async function getPunchSummary(
  filter: PunchFilterValues,
  signal?: AbortSignal,
): Promise<PunchSummaryRow[]> {
  const { fromDate, toDate, usersIds } = filter;
  const response = await api.post('/punches/summary', punchSummaryResponseSchema, {
    body: { fromDate, toDate, usersIds },
    signal,
  });
  return response.data;
}

export const punchSummaryQueryOptions = (filter: PunchFilterValues) =>
  queryOptions({
    queryKey: punchSummaryKey(filter),
    queryFn: ({ signal }) => getPunchSummary(filter, signal),
    meta: { errorMessage: text.loadError },
  });
