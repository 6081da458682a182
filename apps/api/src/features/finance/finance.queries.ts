import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expenses, incomes, recurringExpenses } from '../../db/schema/index';

/**
 * What other parts may use of finance (decision 018): how many records use a catalog entry (the
 * 409 of a catalog delete, DECISIONS §7), the recurring generation job (server start) and the
 * key a new receipt is stored under (the demo's receipts).
 */
export { recurringExpensesJob } from './recurring-generation';
export { newReceiptKey } from './receipt-key';

export type CatalogKind = 'category' | 'area' | 'supplier';

/** How many incomes, expenses and recurring expenses use this category, area or supplier. */
export async function financeUsage(db: Db, kind: CatalogKind, id: number): Promise<number> {
  const counted = (table: typeof incomes | typeof expenses | typeof recurringExpenses) => {
    const column =
      kind === 'category'
        ? 'categoryId' in table
          ? table.categoryId
          : null
        : kind === 'area'
          ? table.areaId
          : 'supplierId' in table
            ? table.supplierId
            : null;
    return column ? sql`(select count(*) from ${table} where ${column} = ${id})` : sql`0`;
  };
  const result = await db.execute(
    sql`select (${counted(incomes)} + ${counted(expenses)} + ${counted(recurringExpenses)})::int as n`,
  );
  const { rows } = result as { rows: { n: number | string }[] };
  return Number(rows[0]?.n ?? 0);
}
