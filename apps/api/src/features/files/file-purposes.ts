import { FILE_TEXTS, PHOTO_EXTENSIONS, PHOTO_MAX_BYTES } from '@app/contract/files';
import { sql, type SQL } from 'drizzle-orm';
import {
  EXPENSE_TEXTS,
  RECEIPT_EXTENSIONS,
  RECEIPT_MAX_BYTES,
  RECEIPTS_PER_EXPENSE,
} from '@app/contract/expenses';
import type { Role } from '@app/contract/common';
import { expenseReceipts, punches } from '../../db/schema/index';
import { unsupportedMediaType } from '../../lib/app-error';
import { checkPhotoContent, type PhotoExtension } from './image-check';

/**
 * What a file is uploaded for. Each purpose names the types and the size it accepts, how its
 * content is checked, and which uploads of it are still waiting for the record that takes them
 * (they count against the owner's pending limit and the orphan sweep removes them after a day).
 */
export type FilePurpose = 'punch-photo' | 'expense-receipt';

export type PurposeRules = {
  extensions: readonly string[];
  maxBytes: number;
  /** The 413 text when a file is over maxBytes. */
  tooLarge: string;
  /** Throws 415 (AppError) when the bytes are not what the extension says. */
  checkContent: (ext: string, data: Buffer) => void;
  /** SQL true when a record holds the file whose key is `key` (a column or a value). */
  heldBy: (key: SQL) => SQL;
  /** Most files of this purpose one record may hold (finance's receipts: 5 per expense). */
  perRecord?: number;
  /**
   * Who may read a file through its signed link: 'staff-or-owner' (a punch photo: its owner, admin
   * and office), or only these roles (a receipt: finance is admin only, DECISIONS §3).
   */
  readers: 'staff-or-owner' | readonly Role[];
  /** How it is served: 'inline' (shown in the browser) or 'attachment' (downloaded). */
  disposition: (contentType: string) => 'inline' | 'attachment';
};

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

const unsupported = () => unsupportedMediaType(FILE_TEXTS.content);
const PDF = Buffer.from('%PDF-');

/** JPEG and PNG by their signatures (as photos), PDF by its header. */
function checkReceiptContent(ext: string, data: Buffer) {
  if (ext === 'pdf') {
    if (!data.subarray(0, PDF.length).equals(PDF)) throw unsupported();
    return;
  }
  checkPhotoContent(ext as PhotoExtension, data);
}

export const FILE_PURPOSES: Record<FilePurpose, PurposeRules> = {
  // DECISIONS §5: a punch photo is held by the punch that names it as its photo in or out.
  'punch-photo': {
    extensions: PHOTO_EXTENSIONS,
    maxBytes: PHOTO_MAX_BYTES,
    tooLarge: FILE_TEXTS.tooLarge,
    checkContent: (ext, data) => checkPhotoContent(ext as PhotoExtension, data),
    heldBy: (key) =>
      sql`exists (select 1 from ${punches} where ${punches.imgIn} = ${key} or ${punches.imgOut} = ${key})`,
    readers: 'staff-or-owner',
    disposition: () => 'inline',
  },
  // Issue 12: receipts of an expense, JPEG, PNG or PDF, 10 MB each, up to 5 per expense, held by
  // the expense_receipts row that names them. A PDF is downloaded rather than shown: the browsers'
  // PDF viewers do not run under the sandbox policy every file is served with (decision 032).
  'expense-receipt': {
    extensions: RECEIPT_EXTENSIONS,
    maxBytes: RECEIPT_MAX_BYTES,
    tooLarge: EXPENSE_TEXTS.receiptTooLarge,
    checkContent: checkReceiptContent,
    heldBy: (key) =>
      sql`exists (select 1 from ${expenseReceipts} where ${expenseReceipts.fileKey} = ${key})`,
    perRecord: RECEIPTS_PER_EXPENSE,
    readers: ['admin'],
    disposition: (contentType) => (contentType === 'application/pdf' ? 'attachment' : 'inline'),
  },
};
