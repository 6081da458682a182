import { reportFileName } from '@app/contract/expense-report';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { reportMessages as text } from '../expense-report-messages';
import { reportQuery, type ReportFilterValues } from '../utils/report-filter';

/**
 * `POST /expenses/report` with the filters in the query and no body (SPEC §7): the PDF made on the
 * server, saved as `Reporte-Gastos-{YYYY-MM-DD}.pdf` (the server's name, else today's in the
 * company zone). Returns the name it was saved under.
 */
export function downloadExpenseReport(filter: ReportFilterValues, signal?: AbortSignal) {
  return api.downloadFile(
    {
      method: 'POST',
      path: '/expenses/report',
      query: reportQuery(filter),
      fallbackName: reportFileName(companyToday()),
    },
    signal,
  );
}

/**
 * 'Generar PDF': the download, with its toast once saved. A failure shows no toast: the dialog
 * keeps it in view beside the button to try again (SPEC §4).
 */
export function useDownloadExpenseReport() {
  return useMutation({
    mutationFn: (filter: ReportFilterValues) => downloadExpenseReport(filter),
    meta: { successMessage: text.pdfDone },
  });
}
