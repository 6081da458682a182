import type { RecurringExpenseListQuery } from '@app/contract/expenses-recurrent';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, categories, recurringExpenses, suppliers } from '../../db/schema/index';
import { pagedList } from '../../lib/paged-list';
import { foldedContains } from '../../lib/folded-text';

export const recurringColumns = {
  id: recurringExpenses.id,
  name: recurringExpenses.name,
  amount: recurringExpenses.amount,
  dayOfMonth: recurringExpenses.dayOfMonth,
  categoryId: recurringExpenses.categoryId,
  categoryName: categories.name,
  areaId: recurringExpenses.areaId,
  areaName: areas.name,
  supplierId: recurringExpenses.supplierId,
  supplierName: suppliers.name,
  note: recurringExpenses.note,
  active: recurringExpenses.active,
  startsOn: recurringExpenses.startsOn,
  createdAt: recurringExpenses.createdAt,
};
export type RecurringRow = {
  id: number;
  name: string;
  amount: string;
  dayOfMonth: number;
  categoryId: number;
  categoryName: string;
  areaId: number;
  areaName: string;
  supplierId: number | null;
  supplierName: string | null;
  note: string;
  active: boolean;
  startsOn: string;
  createdAt: Date;
};

const selectRecurring = (db: Db) =>
  db
    .select(recurringColumns)
    .from(recurringExpenses)
    .innerJoin(categories, eq(categories.id, recurringExpenses.categoryId))
    .innerJoin(areas, eq(areas.id, recurringExpenses.areaId))
    .leftJoin(suppliers, eq(suppliers.id, recurringExpenses.supplierId))
    .$dynamic();

type Filters = Omit<RecurringExpenseListQuery, 'page' | 'limit'>;

/** SPEC §2 'Egresos Recurrentes': name, day of month, category, area, supplier; newest first. */
export const recurringList = pagedList<Filters, ReturnType<typeof selectRecurring>>({
  table: recurringExpenses,
  select: selectRecurring,
  filters: {
    name: (text: string) => foldedContains([recurringExpenses.name], text),
    dayOfMonth: (day: number) => eq(recurringExpenses.dayOfMonth, day),
    categoryId: (id: number) => eq(recurringExpenses.categoryId, id),
    areaId: (id: number) => eq(recurringExpenses.areaId, id),
    supplierId: (id: number) => eq(recurringExpenses.supplierId, id),
  },
  orderBy: [desc(recurringExpenses.createdAt), desc(recurringExpenses.id)],
});

export async function recurringById(db: Db, id: number): Promise<RecurringRow | undefined> {
  const [row] = await selectRecurring(db).where(eq(recurringExpenses.id, id));
  return row;
}

/** The row, held until the transaction ends (an edit and a generation run one at a time). */
export async function lockRecurring(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(recurringExpenses)
    .where(eq(recurringExpenses.id, id))
    .for('update');
  return row;
}

export async function insertRecurring(db: Db, values: typeof recurringExpenses.$inferInsert) {
  const [row] = await db
    .insert(recurringExpenses)
    .values(values)
    .returning({ id: recurringExpenses.id });
  return row!.id;
}

export async function updateRecurring(
  db: Db,
  id: number,
  values: Partial<typeof recurringExpenses.$inferInsert>,
) {
  await db
    .update(recurringExpenses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(recurringExpenses.id, id));
}

export async function deleteRecurring(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(recurringExpenses)
    .where(eq(recurringExpenses.id, id))
    .returning({ id: recurringExpenses.id });
  return rows.length > 0;
}

/** The active recurring expenses with when they next fall due (the job picks the due ones). */
export function activeRecurring(db: Db) {
  return db
    .select({
      id: recurringExpenses.id,
      startsOn: recurringExpenses.startsOn,
      dayOfMonth: recurringExpenses.dayOfMonth,
    })
    .from(recurringExpenses)
    .where(eq(recurringExpenses.active, true))
    .orderBy(recurringExpenses.id);
}
