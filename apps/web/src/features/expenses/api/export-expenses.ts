import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import { api } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { saveFile } from '../../../lib/download';
import { expenseMessages as text } from '../expenses-messages';
import type { ExpenseFilterValues } from './get-expenses';

/** `GET /expenses/export`: every expense of the filter as CSV or Excel (`format`), saved as a download. */
export async function exportExpenses(filters: ExpenseFilterValues, format: ExportFormat) {
  const { blob, fileName } = await api.getFile('/expenses/export', { ...filters, format });
  saveFile(blob, fileName ?? fileNameFor(text.exportFileName(companyToday()), format));
}
