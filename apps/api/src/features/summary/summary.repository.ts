import type { SummaryGroup } from '@app/contract/summary';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One period of the summary: its label and the totals as decimal text (exact, from SQL). */
export type SummaryRow = {
  period: string;
  income: string;
  expense: string;
  totalIncome: string;
  totalExpense: string;
  balance: string;
};

const STEP: Record<SummaryGroup, { trunc: string; step: string; label: string }> = {
  day: { trunc: 'day', step: '1 day', label: 'YYYY-MM-DD' },
  month: { trunc: 'month', step: '1 month', label: 'YYYY-MM' },
};

/**
 * Every period of [from, to] in order, zeros included, with the incomes and expenses of its days
 * read from `finance_daily_totals` (kept by the triggers of migration 0010, in the transaction of
 * every write), and the range's totals and balance, all summed in SQL. A month only partly inside
 * the range counts the range's days only.
 */
export function summarySql(from: string, to: string, groupBy: SummaryGroup): SQL {
  const { trunc, step, label } = STEP[groupBy];
  // Fixed texts of STEP, written into the statement: a plain timestamp (no zone) throughout.
  const unit = sql.raw(`'${trunc}'`);
  return sql`
    with days as (
      select date_trunc(${unit}, day::timestamp)::date as p,
        sum(total) filter (where kind = 'income') as income,
        sum(total) filter (where kind = 'expense') as expense
      from finance_daily_totals
      where day between ${from}::date and ${to}::date
      group by 1
    )
    select to_char(g.p, ${sql.raw(`'${label}'`)}) as "period",
      coalesce(d.income, 0)::text as "income",
      coalesce(d.expense, 0)::text as "expense",
      coalesce(sum(d.income) over (), 0)::text as "totalIncome",
      coalesce(sum(d.expense) over (), 0)::text as "totalExpense",
      (coalesce(sum(d.income) over (), 0) - coalesce(sum(d.expense) over (), 0))::text as "balance"
    from generate_series(date_trunc(${unit}, ${from}::date::timestamp), ${to}::date::timestamp,
      ${sql.raw(`interval '${step}'`)}) as g(p)
    left join days d on d.p = g.p::date
    order by g.p`;
}

export async function readSummary(
  db: Db,
  from: string,
  to: string,
  groupBy: SummaryGroup,
): Promise<SummaryRow[]> {
  const result = (await db.execute(summarySql(from, to, groupBy))) as { rows: SummaryRow[] };
  return result.rows;
}
