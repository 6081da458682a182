import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { downloadExpenseReport } from '../api/download-expense-report';
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

type PdfState = { kind: 'idle' } | { kind: 'generating' } | { kind: 'error'; message: string };

/**
 * 'Generar PDF' (SPEC §2, §4): the total and count of the filter, then idle → generating (both
 * buttons disabled, the dialog cannot be dismissed) → the download and the dialog closes, or the
 * error stays in the dialog ('Error al generar el PDF', or the server's reason).
 */
export function PdfModal({ open, onOpenChange, filter, total, count }: PdfModalProps) {
  const [state, setState] = useState<PdfState>({ kind: 'idle' });
  const generating = state.kind === 'generating';

  const change = (next: boolean) => {
    if (generating) return;
    if (!next) setState({ kind: 'idle' });
    onOpenChange(next);
  };

  const generate = async () => {
    setState({ kind: 'generating' });
    try {
      await downloadExpenseReport(filter);
      setState({ kind: 'idle' });
      onOpenChange(false);
      notify.success(text.pdfDone);
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error, text.pdfError) });
    }
  };

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
          <Button onClick={() => void generate()} disabled={generating}>
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
      {state.kind === 'error' && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {state.message}
        </p>
      )}
    </Modal>
  );
}
