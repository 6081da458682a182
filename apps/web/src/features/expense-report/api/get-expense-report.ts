import {
  REPORT_PAGE_SIZE,
  reportResponseSchema,
  type ReportResponse,
} from '@app/contract/expense-report';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportMessages as text } from '../expense-report-messages';
import { reportQuery, type ReportFilterValues } from '../utils/report-filter';

export const expenseReportKey = ['expense-report'] as const;

/** `GET /expenses/report`: the figures of the filter and one page (4) of its expenses. */
export async function getExpenseReport(
  filter: ReportFilterValues,
  page: number,
  signal?: AbortSignal,
): Promise<ReportResponse> {
  return api.get('/expenses/report', reportResponseSchema, {
    query: { ...reportQuery(filter), page, limit: REPORT_PAGE_SIZE },
    signal,
  });
}

export const expenseReportQueryOptions = (filter: ReportFilterValues, page: number) =>
  queryOptions({
    queryKey: [...expenseReportKey, filter, page] as const,
    queryFn: ({ signal }) => getExpenseReport(filter, page, signal),
    // The figures and the table stay while the next page or filter loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: text.loadError },
  });
