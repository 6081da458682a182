import { api } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { saveFile } from '../../../lib/download';
import { expenseMessages as text } from '../expenses-messages';
import type { ExpenseFilterValues } from './get-expenses';

/** `GET /expenses/export`: every expense of the filter as CSV, saved as a download. */
export async function exportExpenses(filters: ExpenseFilterValues) {
  const { blob, fileName } = await api.getFile('/expenses/export', filters);
  saveFile(blob, fileName ?? text.exportFileName(companyToday()));
}
