import { newReceiptKey } from './receipt-key';
import {
  EXPENSE_TEXTS,
  RECEIPT_EXTENSIONS,
  RECEIPTS_PER_EXPENSE,
  type CreateExpense,
  type Expense,
  type ExpenseListQuery,
  type Receipt,
  type UpdateExpense,
} from '@app/contract/expenses';
import { badRequest, conflict, notFound, unsupportedMediaType } from '../../lib/app-error';
import { moneyForColumn, moneyForJson } from '../../lib/money';
import type { CompanyClock } from '../../lib/time';
import type { FastifyInstance } from 'fastify';
import { assertRefs, given, translateRefError } from './finance-common';
import {
  deleteExpense,
  expenseById,
  expenseList,
  insertExpense,
  updateExpense,
  type ExpenseRow,
} from './expenses.repository';
import type { FinanceDeps } from './incomes.service';
import {
  deleteReceiptFiles,
  insertReceipt,
  lockExpense,
  receiptCount,
  receiptKeysOf,
  receiptsOf,
  type ReceiptRow,
} from './receipts.repository';

/** The app's file service (features/files, reached through the app as every feature does). */
type FileService = FastifyInstance['files'];
export type ExpensesDeps = FinanceDeps & { files: FileService };

export const toExpense = (clock: CompanyClock, row: ExpenseRow): Expense => ({
  id: row.id,
  name: row.name,
  amount: moneyForJson(row.amount),
  date: row.date,
  categoryId: row.categoryId,
  category: { id: row.categoryId, name: row.categoryName },
  areaId: row.areaId,
  area: { id: row.areaId, name: row.areaName },
  supplierId: row.supplierId,
  supplier: row.supplierId === null ? null : { id: row.supplierId, name: row.supplierName ?? '' },
  note: row.note,
  recurringExpenseId: row.recurringExpenseId,
  receiptCount: Number(row.receiptCount),
  createdAt: clock.iso(row.createdAt),
});

export async function listExpenses({ db, clock }: FinanceDeps, query: ExpenseListQuery) {
  const { rows, total } = await expenseList.page(db, query);
  return { data: rows.map((row) => toExpense(clock, row)), totalItems: total };
}

/** POST /expenses: category, area and supplier (when given) must exist (400). */
export async function createExpense(
  { db, clock }: FinanceDeps,
  actorId: number,
  input: CreateExpense,
): Promise<Expense> {
  const row = await db
    .transaction(async (tx) => {
      await assertRefs(tx, input);
      const id = await insertExpense(tx, {
        name: input.name,
        amount: moneyForColumn(input.amount),
        date: input.date,
        categoryId: input.categoryId,
        areaId: input.areaId,
        supplierId: input.supplierId ?? null,
        note: input.note ?? '',
        createdBy: actorId,
      });
      return expenseById(tx, id);
    })
    .catch(translateRefError);
  return toExpense(clock, row!);
}

export async function changeExpense(
  { db, clock }: FinanceDeps,
  id: number,
  input: UpdateExpense,
): Promise<Expense> {
  const changes = given(input);
  const row = await db
    .transaction(async (tx) => {
      await assertRefs(tx, changes);
      const found = await updateExpense(tx, id, {
        ...changes,
        ...(changes.amount !== undefined && { amount: moneyForColumn(changes.amount) }),
      });
      if (!found) throw notFound(EXPENSE_TEXTS.notFound);
      return expenseById(tx, id);
    })
    .catch(translateRefError);
  return toExpense(clock, row!);
}

/** Removes bytes kept in the data folder once their rows are gone (PostgreSQL's went with them). */
async function dropFolderBytes(files: FileService, keys: readonly string[]) {
  if (files.storage.kind !== 'folder') return;
  // A file left by a failure here has no row: the orphan sweep removes it (orphan-photos.ts).
  await Promise.allSettled(keys.map((key) => files.storage.delete(key)));
}

/** DELETE /expenses/{id}: the expense, its receipts' rows and their files, in one transaction. */
export async function removeExpense({ db, files }: ExpensesDeps, id: number): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    if (!(await lockExpense(tx, id))) throw notFound(EXPENSE_TEXTS.notFound);
    const removed = await deleteReceiptFiles(tx, await receiptKeysOf(tx, id));
    await deleteExpense(tx, id);
    return removed;
  });
  await dropFolderBytes(files, keys);
}

const toReceipt = (deps: ExpensesDeps, row: ReceiptRow): Receipt => ({
  key: row.key,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdAt: deps.clock.iso(row.createdAt),
  link: deps.files.links.sign(row.key),
});

export async function listReceipts(deps: ExpensesDeps, expenseId: number): Promise<Receipt[]> {
  if (!(await expenseById(deps.db, expenseId))) throw notFound(EXPENSE_TEXTS.notFound);
  const rows = await receiptsOf(deps.db, expenseId);
  return rows.map((row) => toReceipt(deps, row));
}

/** The extension of a receipt's file name, or 415 with the receipts' own message. */
export function receiptExtension(fileName: string): string {
  if (
    fileName.length === 0 ||
    fileName.length > 255 ||
    /[/\\]/.test(fileName) ||
    [...fileName].some((char) => char.charCodeAt(0) < 0x20)
  ) {
    throw badRequest(EXPENSE_TEXTS.receiptExtension(fileName.slice(0, 40)));
  }
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(ext)) {
    throw unsupportedMediaType(
      EXPENSE_TEXTS.receiptExtension(ext ? `.${ext}` : fileName.slice(0, 40)),
    );
  }
  return ext;
}

const limitReached = () => conflict(EXPENSE_TEXTS.receiptLimit);

/**
 * POST /expenses/{id}/receipts. The file service checks the content and stores the file (row and
 * bytes); then, under the expense's row lock, the count is checked again and the receipt row
 * written, so that five is the most whatever the concurrency. A file refused at that point is
 * deleted again.
 */
export async function addReceipt(
  deps: ExpensesDeps,
  actorId: number,
  expenseId: number,
  upload: { fileName: string; ext: string; data: Buffer },
): Promise<Receipt> {
  const { db, files } = deps;
  if (!(await expenseById(db, expenseId))) throw notFound(EXPENSE_TEXTS.notFound);
  if ((await receiptCount(db, expenseId)) >= RECEIPTS_PER_EXPENSE) throw limitReached();
  const key = newReceiptKey(expenseId, upload.ext);
  await files.store({
    key,
    ownerId: actorId,
    purpose: 'expense-receipt',
    ext: upload.ext,
    data: upload.data,
  });
  try {
    await db.transaction(async (tx) => {
      if (!(await lockExpense(tx, expenseId))) throw notFound(EXPENSE_TEXTS.notFound);
      if ((await receiptCount(tx, expenseId)) >= RECEIPTS_PER_EXPENSE) throw limitReached();
      await insertReceipt(tx, { fileKey: key, expenseId, fileName: upload.fileName.slice(0, 255) });
    });
  } catch (error) {
    await deleteReceiptFiles(db, [key]);
    await dropFolderBytes(files, [key]);
    throw error;
  }
  const [row] = (await receiptsOf(db, expenseId)).filter((receipt) => receipt.key === key);
  return toReceipt(deps, row!);
}

/** DELETE /expenses/{id}/receipts/{key}: 404 unless it is a receipt of that expense. */
export async function removeReceipt(deps: ExpensesDeps, expenseId: number, key: string) {
  const removed = await deleteReceiptFiles(deps.db, [key], expenseId);
  if (removed.length === 0) {
    const expense = await expenseById(deps.db, expenseId);
    throw notFound(expense ? EXPENSE_TEXTS.receiptNotFound : EXPENSE_TEXTS.notFound);
  }
  await dropFolderBytes(deps.files, removed);
}
