import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import type { FileRequest } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { incomeMessages as text } from '../incomes-messages';
import type { IncomeFilterValues } from './get-incomes';

/**
 * `GET /incomes/export`: every income of the filter as CSV or Excel (`format`), for
 * ExportButton's `file` (which downloads it through `api.downloadFile` and says how it went).
 */
export const incomesExportOptions =
  (filters: IncomeFilterValues) =>
  (format: ExportFormat): FileRequest => ({
    path: '/incomes/export',
    query: { ...filters, format },
    fallbackName: fileNameFor(text.exportFileName(companyToday()), format),
  });
