import {
  RECEIPT_EXTENSIONS,
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_EXPENSE,
} from '@app/contract/expenses';
import { expenseMessages as text } from '../expenses-messages';

/** The accept list of the file picker: the extensions and types the server takes. */
export const RECEIPT_ACCEPT = [
  ...RECEIPT_EXTENSIONS.map((ext) => `.${ext}`),
  'image/jpeg',
  'image/png',
  'application/pdf',
].join(',');

/**
 * Why a file cannot be attached, before it is sent (the server checks again, content included):
 * the expense is full, the extension is not JPG, PNG or PDF, the file is empty or over 10 MB.
 */
export function receiptProblem(file: File, attached: number): string | null {
  if (attached >= RECEIPTS_PER_EXPENSE) return text.receiptLimit;
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(ext)) {
    return text.receiptExtension(ext ? `.${ext}` : file.name);
  }
  if (file.size === 0) return text.emptyFile;
  if (file.size > RECEIPT_MAX_BYTES) return text.receiptTooLarge;
  return null;
}
