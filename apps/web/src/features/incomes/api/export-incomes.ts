import { api } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { saveFile } from '../../../lib/download';
import { incomeMessages as text } from '../incomes-messages';
import type { IncomeFilterValues } from './get-incomes';

/** `GET /incomes/export`: every income of the filter as CSV, saved as a download. */
export async function exportIncomes(filters: IncomeFilterValues) {
  const { blob, fileName } = await api.getFile('/incomes/export', filters);
  saveFile(blob, fileName ?? text.exportFileName(companyToday()));
}
