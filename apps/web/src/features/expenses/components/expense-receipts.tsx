import { RECEIPTS_PER_EXPENSE, type Receipt } from '@app/contract/expenses';
import { ExternalLink, FileText, Image, Paperclip, Trash } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteReceipt } from '../api/delete-receipt';
import { useReceipts } from '../api/get-receipts';
import { useOpenReceipt } from '../api/open-receipt';
import { useUploadReceipt } from '../api/upload-receipt';
import { expenseMessages as text } from '../expenses-messages';
import { formatFileSize } from '../../../lib/format';
import { RECEIPT_ACCEPT, receiptProblem } from '../utils/receipt-file';

/**
 * The receipts of an expense, in its edit dialog: each opens in a new tab or is removed after a
 * confirmation; 'Adjuntar comprobante' adds one (JPG, PNG or PDF, 10 MB, at most 5), refused here
 * with a clear message before it is sent when it cannot be taken.
 */
export function ExpenseReceipts({ expenseId }: { expenseId: number }) {
  const receipts = useReceipts(expenseId);
  const upload = useUploadReceipt();
  const remove = useDeleteReceipt();
  const open = useOpenReceipt();
  const picker = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Receipt | null>(null);
  const attached = receipts.data?.length ?? 0;
  const full = attached >= RECEIPTS_PER_EXPENSE;

  const attach = async (file: File) => {
    const refused = receiptProblem(file, attached);
    setProblem(refused);
    if (refused) return;
    try {
      await upload.mutateAsync({ expenseId, file });
    } catch (error) {
      setProblem(errorMessage(error, text.attachError));
    }
  };

  let list;
  if (receipts.isPending) list = <Spinner label={text.receiptsLoading} />;
  else if (receipts.isError) {
    list = <p className="text-sm text-red-600">{text.receiptsLoadError}</p>;
  } else if (receipts.data.length === 0) {
    list = <p className="text-sm text-slate-500">{text.noReceipts}</p>;
  } else {
    list = (
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {receipts.data.map((receipt) => {
          const Icon = receipt.contentType === 'application/pdf' ? FileText : Image;
          return (
            <li key={receipt.key} className="flex items-center gap-2 px-3 py-2">
              <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-900" title={receipt.fileName}>
                  {receipt.fileName}
                </p>
                <p className="text-xs text-slate-500">{formatFileSize(receipt.size)}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => open.mutate(receipt)}
                aria-label={text.openReceipt(receipt.fileName)}
                title="Abrir"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setRemoving(receipt)}
                aria-label={text.removeReceipt(receipt.fileName)}
                title="Quitar"
                className="hover:bg-red-50 hover:text-red-600"
              >
                <Trash className="size-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium text-slate-700">
          {text.receipts} ({attached}/{RECEIPTS_PER_EXPENSE})
        </h3>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => picker.current?.click()}
          disabled={upload.isPending || full || receipts.isPending}
          aria-busy={upload.isPending || undefined}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {upload.isPending ? text.attaching : text.attach}
        </Button>
        <input
          ref={picker}
          type="file"
          accept={RECEIPT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={text.attach}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
      </div>
      {list}
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-slate-500">{full ? text.receiptLimit : text.receiptsHint}</p>
      )}
      <ConfirmModal
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title={text.removeTitle}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate({ expenseId, key: removing.key }, { onSuccess: () => setRemoving(null) });
        }}
      >
        <p>
          {text.removeQuestion}{' '}
          <strong className="break-all text-slate-900">{removing?.fileName}</strong>?
        </p>
      </ConfirmModal>
    </section>
  );
}
