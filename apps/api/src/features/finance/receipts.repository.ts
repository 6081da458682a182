import { and, asc, count, eq, exists, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expenseReceipts, expenses, files } from '../../db/schema/index';

export type ReceiptRow = {
  key: string;
  fileName: string;
  contentType: string;
  size: number | null;
  createdAt: Date;
};

/** The receipts of an expense, oldest first. */
export function receiptsOf(db: Db, expenseId: number): Promise<ReceiptRow[]> {
  return db
    .select({
      key: expenseReceipts.fileKey,
      fileName: expenseReceipts.fileName,
      contentType: files.contentType,
      size: files.size,
      createdAt: expenseReceipts.createdAt,
    })
    .from(expenseReceipts)
    .innerJoin(files, eq(files.key, expenseReceipts.fileKey))
    .where(eq(expenseReceipts.expenseId, expenseId))
    .orderBy(asc(expenseReceipts.createdAt), asc(expenseReceipts.fileKey));
}

/**
 * Holds the expense's row until the transaction ends: receipts of one expense are added one at a
 * time, so the count of RECEIPTS_PER_EXPENSE holds under concurrent uploads. False when gone.
 */
export async function lockExpense(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(eq(expenses.id, id))
    .for('update');
  return row !== undefined;
}

export async function receiptCount(db: Db, expenseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(expenseReceipts)
    .where(eq(expenseReceipts.expenseId, expenseId));
  return Number(row?.n ?? 0);
}

export async function insertReceipt(db: Db, row: typeof expenseReceipts.$inferInsert) {
  await db.insert(expenseReceipts).values(row);
}

export async function receiptKeysOf(db: Db, expenseId: number): Promise<string[]> {
  const rows = await db
    .select({ key: expenseReceipts.fileKey })
    .from(expenseReceipts)
    .where(eq(expenseReceipts.expenseId, expenseId));
  return rows.map((row) => row.key);
}

/**
 * Deletes the files' rows (their receipt rows and, with PostgreSQL's store, their bytes go with
 * them by cascade). Only keys that are receipts of `expenseId` when it is given.
 */
export async function deleteReceiptFiles(
  db: Db,
  keys: readonly string[],
  expenseId?: number,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .delete(files)
    .where(
      and(
        inArray(files.key, [...keys]),
        expenseId === undefined
          ? undefined
          : exists(
              db
                .select({ key: expenseReceipts.fileKey })
                .from(expenseReceipts)
                .where(
                  and(
                    eq(expenseReceipts.fileKey, files.key),
                    eq(expenseReceipts.expenseId, expenseId),
                  ),
                ),
            ),
      ),
    )
    .returning({ key: files.key });
  return rows.map((row) => row.key);
}
