import { reportFileName } from '@app/contract/expense-report';
import { api } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { saveFile } from '../../../lib/download';
import { reportQuery, type ReportFilterValues } from '../utils/report-filter';

/**
 * `POST /expenses/report` with the filters in the query and no body (SPEC §7): the PDF made on the
 * server, saved as `Reporte-Gastos-{YYYY-MM-DD}.pdf` (the server's name, else today's in the
 * company zone).
 */
export async function downloadExpenseReport(filter: ReportFilterValues, signal?: AbortSignal) {
  const { blob, fileName } = await api.postForFile('/expenses/report', reportQuery(filter), signal);
  const name = fileName ?? reportFileName(companyToday());
  saveFile(blob, name);
  return name;
}
