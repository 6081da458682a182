import { getPunchesResponseSchema } from '@app/contract/punches';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { punchMessages as text } from '../punches-messages';
import type { PunchFilterValues } from '../utils/punch-filter';
import { punchesKey } from './get-punches';

export type PunchRecordsQuery = PunchFilterValues & { page: number; limit: number };

/** `POST /punches/getPunches`: a page of the records of a range, newest first, and their count. */
export async function getPunchRecords(query: PunchRecordsQuery, signal?: AbortSignal) {
  const response = await api.post('/punches/getPunches', getPunchesResponseSchema, {
    body: query,
    signal,
  });
  return { rows: response.result, total: response.count };
}

export const punchRecordsQueryOptions = (query: PunchRecordsQuery) =>
  queryOptions({
    queryKey: [...punchesKey, 'records', query] as const,
    queryFn: ({ signal }) => getPunchRecords(query, signal),
    // The table keeps its rows while the next page loads instead of flashing a spinner.
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.recordsLoadError },
  });
