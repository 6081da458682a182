import type { ExpenseFilters } from '@app/contract/expenses';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, categories, expenseReceipts, expenses, suppliers } from '../../db/schema/index';
import { pagedList } from '../../lib/paged-list';
import { foldedContains } from '../../lib/folded-text';

export const expenseColumns = {
  id: expenses.id,
  name: expenses.name,
  amount: expenses.amount,
  date: expenses.date,
  categoryId: expenses.categoryId,
  categoryName: categories.name,
  areaId: expenses.areaId,
  areaName: areas.name,
  supplierId: expenses.supplierId,
  supplierName: suppliers.name,
  note: expenses.note,
  recurringExpenseId: expenses.recurringExpenseId,
  receiptCount: sql<number>`(select count(*)::int from ${expenseReceipts} where ${expenseReceipts.expenseId} = ${expenses.id})`,
  createdAt: expenses.createdAt,
};
export type ExpenseRow = {
  id: number;
  name: string;
  amount: string;
  date: string;
  categoryId: number;
  categoryName: string;
  areaId: number;
  areaName: string;
  supplierId: number | null;
  supplierName: string | null;
  note: string;
  recurringExpenseId: number | null;
  receiptCount: number;
  createdAt: Date;
};

const selectExpenses = (db: Db) =>
  db
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(categories, eq(categories.id, expenses.categoryId))
    .innerJoin(areas, eq(areas.id, expenses.areaId))
    .leftJoin(suppliers, eq(suppliers.id, expenses.supplierId))
    .$dynamic();

/** The filters of SPEC §2 'Egresos' (DECISIONS §7: name ignoring case and accents, dates inclusive). */
const expenseFilters = {
  name: (text: string) => foldedContains([expenses.name], text),
  dateFrom: (date: string) => gte(expenses.date, date),
  dateTo: (date: string) => lte(expenses.date, date),
  categoryId: (id: number) => eq(expenses.categoryId, id),
  areaId: (id: number) => eq(expenses.areaId, id),
  supplierId: (id: number) => eq(expenses.supplierId, id),
};
const expenseOrder = [desc(expenses.date), desc(expenses.id)];

export const expenseList = pagedList<ExpenseFilters, ReturnType<typeof selectExpenses>>({
  table: expenses,
  select: selectExpenses,
  filters: expenseFilters,
  orderBy: expenseOrder,
});

export async function expenseById(db: Db, id: number): Promise<ExpenseRow | undefined> {
  const [row] = await selectExpenses(db).where(eq(expenses.id, id));
  return row;
}

/*
 * The writes of expenses (insert, update, delete below, and any other statement on the table) do
 * not touch the daily totals: the triggers of migration 0010 (`finance_totals_follow`) keep
 * `finance_daily_totals` ('expense' rows) in the same transaction as the write, and the summary
 * (features/summary/summary.repository.ts) reads its figures from there. A new write path needs
 * nothing more; a change of what counts goes to those triggers.
 */
export async function insertExpense(db: Db, values: typeof expenses.$inferInsert) {
  const [row] = await db.insert(expenses).values(values).returning({ id: expenses.id });
  return row!.id;
}

export async function updateExpense(
  db: Db,
  id: number,
  values: Partial<typeof expenses.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(expenses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(expenses.id, id))
    .returning({ id: expenses.id });
  return rows.length > 0;
}

export async function deleteExpense(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(expenses).where(eq(expenses.id, id)).returning({ id: expenses.id });
  return rows.length > 0;
}

/** Every expense of the filter in list order, a chunk per query by keyset (date, id): the CSV. */
export async function* expensesOfFilter(db: Db, filters: ExpenseFilters, chunk = 2000) {
  let after: { date: string; id: number } | undefined;
  for (;;) {
    const conditions: (SQL | undefined)[] = [expenseList.where(filters)];
    if (after) {
      conditions.push(sql`(${expenses.date}, ${expenses.id}) < (${after.date}, ${after.id})`);
    }
    const rows: ExpenseRow[] = await selectExpenses(db)
      .where(and(...conditions))
      .orderBy(...expenseOrder)
      .limit(chunk);
    if (rows.length > 0) yield rows;
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, id: last.id };
  }
}
