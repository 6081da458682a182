import { RECEIPTS_PER_EXPENSE, type Expense } from '@app/contract/expenses';
import { FileText, Paperclip, RotateCw, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/format';
import { useUploadReceipts, type FailedReceipt } from '../api/upload-receipt';
import { expenseMessages as text } from '../expenses-messages';
import { RECEIPT_ACCEPT, receiptProblem } from '../utils/receipt-file';

/**
 * Receipts chosen in 'Nuevo egreso' and sent once the expense is saved. The expense is created
 * first; each file is then uploaded in turn. A file the server refuses never undoes the expense:
 * it stays listed with its reason and a 'Reintentar' button, so that nothing is lost.
 */
export function useReceiptsOnCreate() {
  const [chosen, setChosen] = useState<File[]>([]);
  const [created, setCreated] = useState<Expense | null>(null);
  const [failed, setFailed] = useState<FailedReceipt[]>([]);
  const [uploading, setUploading] = useState(false);
  const [retrying, setRetrying] = useState<File | null>(null);

  const upload = useUploadReceipts();
  const send = (expenseId: number, files: File[]) => upload.mutateAsync({ expenseId, files });

  /** After the expense is created: true when every chosen file was attached. */
  const attachAfterCreate = async (expense: Expense) => {
    if (chosen.length === 0) return true;
    setUploading(true);
    try {
      const refused = await send(expense.id, chosen);
      setChosen([]);
      if (refused.length === 0) return true;
      setCreated(expense);
      setFailed(refused);
      return false;
    } finally {
      setUploading(false);
    }
  };

  const retry = async (file: File) => {
    if (!created) return;
    setRetrying(file);
    try {
      const [refused] = await send(created.id, [file]);
      setFailed((current) =>
        refused
          ? current.map((item) => (item.file === file ? refused : item))
          : current.filter((item) => item.file !== file),
      );
    } finally {
      setRetrying(null);
    }
  };

  return { chosen, setChosen, created, failed, uploading, retrying, attachAfterCreate, retry };
}
export type ReceiptsOnCreate = ReturnType<typeof useReceiptsOnCreate>;

/**
 * The receipts of a new expense, before it is saved: chosen here (JPG, PNG or PDF, 10 MB, at most
 * 5), checked at once, sent when the expense is saved.
 */
export function ChosenReceipts({ receipts }: { receipts: ReceiptsOnCreate }) {
  const { chosen, setChosen } = receipts;
  const picker = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const full = chosen.length >= RECEIPTS_PER_EXPENSE;

  const add = (files: File[]) => {
    const next = [...chosen];
    let refused: string | null = null;
    for (const file of files) {
      const why = receiptProblem(file, next.length);
      if (why) refused = `${file.name}: ${why}`;
      else next.push(file);
    }
    setProblem(refused);
    setChosen(next);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium text-slate-700">
          {text.receipts} ({chosen.length}/{RECEIPTS_PER_EXPENSE})
        </h3>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => picker.current?.click()}
          disabled={full || receipts.uploading}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {text.attach}
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={RECEIPT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={text.attach}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            add(files);
          }}
        />
      </div>
      {chosen.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {chosen.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 px-3 py-2">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-900" title={file.name}>
                  {file.name}
                </p>
                <p className="text-xs text-slate-500">{formatFileSize(file.size)}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setChosen(chosen.filter((_, at) => at !== index))}
                aria-label={text.removeReceipt(file.name)}
                title="Quitar"
                disabled={receipts.uploading}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-slate-500">
          {full ? text.receiptLimit : `${text.receiptsHint} ${text.receiptsOnSave}`}
        </p>
      )}
    </section>
  );
}

/**
 * After saving: the files the server did not take. The expense is saved; each file says why it
 * failed and can be sent again.
 */
export function FailedReceipts({ receipts }: { receipts: ReceiptsOnCreate }) {
  if (receipts.failed.length === 0) return null;
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="text-sm font-medium text-red-800">{text.savedButNotAttached}</p>
      <ul className="space-y-2">
        {receipts.failed.map(({ file, message }) => (
          <li key={`${file.name}-${file.lastModified}`} className="flex items-start gap-2">
            <div className="min-w-0 flex-1 text-sm text-red-800">
              <p className="truncate font-medium" title={file.name}>
                {file.name}
              </p>
              <p>{message}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void receipts.retry(file)}
              disabled={receipts.retrying !== null}
              aria-busy={receipts.retrying === file || undefined}
              aria-label={text.retryReceipt(file.name)}
            >
              <RotateCw
                className={receipts.retrying === file ? 'size-4 animate-spin' : 'size-4'}
                aria-hidden="true"
              />
              {receipts.retrying === file ? text.attaching : text.retry}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
