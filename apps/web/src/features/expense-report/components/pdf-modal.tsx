import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-error';
import { useDownloadExpenseReport } from '../api/download-expense-report';
import { reportMessages as text } from '../expense-report-messages';
import type { ReportFilterValues } from '../utils/report-filter';
import { formatMoney } from '../../../lib/format';

type PdfModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filter: ReportFilterValues;
  total: number;
  count: number;
};

/**
 * 'Generar PDF' (SPEC §2, §4): the total and count of the filter, then idle → generating (both
 * buttons disabled, the dialog cannot be dismissed) → the download and the dialog closes, or the
 * error stays in the dialog ('Error al generar el PDF', or the server's reason).
 */
export function PdfModal({ open, onOpenChange, filter, total, count }: PdfModalProps) {
  const download = useDownloadExpenseReport();
  const generating = download.isPending;
  const failure = download.isError ? errorMessage(download.error, text.pdfError) : null;

  const change = (next: boolean) => {
    if (generating) return;
    if (!next) download.reset();
    onOpenChange(next);
  };

  const generate = () => download.mutate(filter, { onSuccess: () => onOpenChange(false) });

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={text.pdfTitle}
      size="sm"
      dismissible={!generating}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)} disabled={generating}>
            {text.cancel}
          </Button>
          <Button onClick={generate} disabled={generating}>
            <FileDown className="size-4" aria-hidden="true" />
            {generating ? text.generating : text.generatePdf}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">{text.pdfIntro}</p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">{text.pdfTotal}</dt>
        <dd className="text-right font-semibold text-slate-900 tabular-nums">
          {formatMoney(total)}
        </dd>
        <dt className="text-slate-600">{text.pdfCount}</dt>
        <dd className="text-right font-semibold text-slate-900 tabular-nums">{count}</dd>
      </dl>
      {failure && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </Modal>
  );
}
