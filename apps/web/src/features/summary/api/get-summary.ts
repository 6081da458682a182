import { summaryResponseSchema, type SummaryResponse } from '@app/contract/summary';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { summaryMessages as text } from '../summary-messages';
import type { SummaryRange } from '../utils/summary-period';

export const summaryKey = ['summary'] as const;

/** `GET /summary?from&to&groupBy`: incomes and expenses per period, and the range's totals. */
export async function getSummary(
  range: SummaryRange,
  signal?: AbortSignal,
): Promise<SummaryResponse['data']> {
  const response = await api.get('/summary', summaryResponseSchema, { query: range, signal });
  return response.data;
}

/** Refetches whenever the range changes (SPEC §4). */
export const summaryQueryOptions = (range: SummaryRange) =>
  queryOptions({
    queryKey: [...summaryKey, range.from, range.to, range.groupBy] as const,
    queryFn: ({ signal }) => getSummary(range, signal),
    meta: { errorMessage: text.loadError },
  });
