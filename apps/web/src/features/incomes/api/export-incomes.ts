import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import { api } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { saveFile } from '../../../lib/download';
import { incomeMessages as text } from '../incomes-messages';
import type { IncomeFilterValues } from './get-incomes';

/** `GET /incomes/export`: every income of the filter as CSV or Excel (`format`), saved as a download. */
export async function exportIncomes(filters: IncomeFilterValues, format: ExportFormat) {
  const { blob, fileName } = await api.getFile('/incomes/export', { ...filters, format });
  saveFile(blob, fileName ?? fileNameFor(text.exportFileName(companyToday()), format));
}
