import { randomBytes } from 'node:crypto';

/** A new receipt's key, `r{expenseId}-{16 hex}.{ext}` (RECEIPT_KEY_PATTERN, decision 032). */
export const newReceiptKey = (expenseId: number, ext: string) =>
  `r${expenseId}-${randomBytes(8).toString('hex')}.${ext}`;
