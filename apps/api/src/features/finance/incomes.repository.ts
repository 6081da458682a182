import type { IncomeFilters } from '@app/contract/incomes';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, incomes } from '../../db/schema/index';
import { pagedList } from '../../lib/paged-list';
import { foldedContains } from '../../lib/folded-text';

export const incomeColumns = {
  id: incomes.id,
  amount: incomes.amount,
  type: incomes.type,
  date: incomes.date,
  areaId: incomes.areaId,
  areaName: areas.name,
  description: incomes.description,
  createdAt: incomes.createdAt,
};
export type IncomeRow = {
  id: number;
  amount: string;
  type: string;
  date: string;
  areaId: number;
  areaName: string;
  description: string;
  createdAt: Date;
};

const selectIncomes = (db: Db) =>
  db.select(incomeColumns).from(incomes).innerJoin(areas, eq(areas.id, incomes.areaId)).$dynamic();

/**
 * The filters of SPEC §2 'Ingresos': `name` matches the 'Concepto' or the area's name (DECISIONS
 * §7; the area through a sub-query, so that the count needs no join), dates inclusive.
 */
const incomeFilters = {
  name: (text: string) =>
    foldedContains(
      [
        incomes.description,
        sql`(select ${areas.name} from ${areas} where ${areas.id} = ${incomes.areaId})`,
      ],
      text,
    ),
  dateFrom: (date: string) => gte(incomes.date, date),
  dateTo: (date: string) => lte(incomes.date, date),
  areaId: (id: number) => eq(incomes.areaId, id),
};

/** Newest date first, then the latest written (DECISIONS §7). */
const incomeOrder = [desc(incomes.date), desc(incomes.id)];

export const incomeList = pagedList<IncomeFilters, ReturnType<typeof selectIncomes>>({
  table: incomes,
  select: selectIncomes,
  filters: incomeFilters,
  orderBy: incomeOrder,
});

export async function incomeById(db: Db, id: number): Promise<IncomeRow | undefined> {
  const [row] = await selectIncomes(db).where(eq(incomes.id, id));
  return row;
}

/*
 * The writes of incomes (insert, update, delete below, and any other statement on the table) do
 * not touch the daily totals: the triggers of migration 0010 (`finance_totals_follow`) keep
 * `finance_daily_totals` ('income' rows) in the same transaction as the write, and the summary
 * (features/summary/summary.repository.ts) reads its figures from there. A new write path needs
 * nothing more; a change of what counts goes to those triggers.
 */
export async function insertIncome(db: Db, values: typeof incomes.$inferInsert) {
  const [row] = await db.insert(incomes).values(values).returning({ id: incomes.id });
  return row!.id;
}

export async function updateIncome(
  db: Db,
  id: number,
  values: Partial<typeof incomes.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(incomes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(incomes.id, id))
    .returning({ id: incomes.id });
  return rows.length > 0;
}

export async function deleteIncome(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(incomes).where(eq(incomes.id, id)).returning({ id: incomes.id });
  return rows.length > 0;
}

/**
 * Every income of the filter in list order, CHUNK rows per query by keyset (date, id), for the CSV
 * export: a large export never holds more than one chunk.
 */
export async function* incomesOfFilter(db: Db, filters: IncomeFilters, chunk = 2000) {
  let after: { date: string; id: number } | undefined;
  for (;;) {
    const conditions: (SQL | undefined)[] = [incomeList.where(filters)];
    if (after)
      conditions.push(sql`(${incomes.date}, ${incomes.id}) < (${after.date}, ${after.id})`);
    const rows: IncomeRow[] = await selectIncomes(db)
      .where(and(...conditions))
      .orderBy(...incomeOrder)
      .limit(chunk);
    if (rows.length > 0) yield rows;
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, id: last.id };
  }
}
