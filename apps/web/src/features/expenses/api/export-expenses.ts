import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import type { FileRequest } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { expenseMessages as text } from '../expenses-messages';
import type { ExpenseFilterValues } from './get-expenses';

/**
 * `GET /expenses/export`: every expense of the filter as CSV or Excel (`format`), for
 * ExportButton's `file` (which downloads it through `api.downloadFile` and says how it went).
 */
export const expensesExportOptions =
  (filters: ExpenseFilterValues) =>
  (format: ExportFormat): FileRequest => ({
    path: '/expenses/export',
    query: { ...filters, format },
    fallbackName: fileNameFor(text.exportFileName(companyToday()), format),
  });
