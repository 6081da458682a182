import type { ReportFilters } from '@app/contract/expense-report';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Every query of the expense report (DECISIONS §7). Every figure is computed by PostgreSQL from
 * the filtered expenses: sums, counts, averages and percentages (rounded to 2 decimals there), read
 * as decimal text so that no float ever touches an amount.
 */

/** The filter's condition on `expenses e` (inclusive company-zone dates, ids). */
export function reportWhere(filters: ReportFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.dateFrom) conditions.push(sql`e.date >= ${filters.dateFrom}::date`);
  if (filters.dateTo) conditions.push(sql`e.date <= ${filters.dateTo}::date`);
  if (filters.categoryId) conditions.push(sql`e.category_id = ${filters.categoryId}::int`);
  if (filters.areaId) conditions.push(sql`e.area_id = ${filters.areaId}::int`);
  if (filters.supplierId) conditions.push(sql`e.supplier_id = ${filters.supplierId}::int`);
  return sql.join(conditions, sql` and `);
}

/** One row of the figures query: the whole filter ('all'), or one category or area. */
export type FigureRow = {
  kind: 'all' | 'area' | 'category';
  id: number | null;
  name: string | null;
  total: string;
  count: number;
  percentage: string;
  periodFrom: string | null;
  periodTo: string | null;
  days: number | null;
  dailyAverage: string;
  monthlyAverage: string;
  currentMonthAverage: string;
};

/** The current company-zone month, first and last day (YYYY-MM-DD), for that average. */
export type MonthRange = { first: string; last: string };

/**
 * The figures in one scan of the filter (GROUPING SETS: the whole, by category, by area): totals,
 * counts, each breakdown row's percentage of the total, the period (the filter's dates, else the
 * first and last expense dates), `dailyAverage` = total / days, `monthlyAverage` = total / the
 * calendar months the period touches (docs/decisions/034), and the average amount per expense of
 * the current month within the filter. Rows: 'all' first, then 'area', then 'category', each
 * breakdown by total descending.
 */
export function reportFiguresSql(filters: ReportFilters, month: MonthRange): SQL {
  const from = filters.dateFrom ? sql`${filters.dateFrom}::date` : sql`null::date`;
  const to = filters.dateTo ? sql`${filters.dateTo}::date` : sql`null::date`;
  return sql`
    with g as (
      select grouping(e.category_id) as gc, grouping(e.area_id) as ga, e.category_id, e.area_id,
        coalesce(sum(e.amount), 0) as total, count(*)::int as count,
        min(e.date) as first, max(e.date) as last,
        sum(e.amount) filter (where e.date between ${month.first}::date and ${month.last}::date)
          as month_total,
        count(*) filter (where e.date between ${month.first}::date and ${month.last}::date)
          as month_count
      from expenses e
      where ${reportWhere(filters)}
      group by grouping sets ((), (e.category_id), (e.area_id))
    ), whole as (
      select total, month_total, month_count,
        coalesce(${from}, first) as p_from, coalesce(${to}, last) as p_to
      from g where gc = 1 and ga = 1
    ), span as (
      select *, (p_to - p_from + 1) as days,
        ((extract(year from p_to) * 12 + extract(month from p_to))
          - (extract(year from p_from) * 12 + extract(month from p_from)) + 1)::int as months
      from whole
    )
    select
      case when g.gc = 1 and g.ga = 1 then 'all' when g.ga = 1 then 'category' else 'area' end
        as "kind",
      coalesce(g.category_id, g.area_id) as "id",
      coalesce(c.name, a.name) as "name",
      g.total::text as "total",
      g.count as "count",
      coalesce(round(g.total * 100 / nullif(s.total, 0), 2), 0)::text as "percentage",
      s.p_from::text as "periodFrom",
      s.p_to::text as "periodTo",
      s.days as "days",
      coalesce(round(s.total / nullif(s.days, 0), 2), 0)::text as "dailyAverage",
      coalesce(round(s.total / nullif(s.months, 0), 2), 0)::text as "monthlyAverage",
      coalesce(round(s.month_total / nullif(s.month_count, 0), 2), 0)::text
        as "currentMonthAverage"
    from g
    cross join span s
    left join categories c on g.gc = 0 and c.id = g.category_id
    left join areas a on g.ga = 0 and a.id = g.area_id
    order by 1, g.total desc, 3, 2`;
}

/** The largest expense of the filter (the latest one among equals). */
export function highestExpenseSql(filters: ReportFilters): SQL {
  return sql`
    select e.name as "name", e.amount::text as "amount", e.date::text as "date"
    from expenses e where ${reportWhere(filters)}
    order by e.amount desc, e.date desc, e.id desc limit 1`;
}

/** Each expense's share of the total, 0–100 with 2 decimals, given the total from the figures. */
const share = (total: string) =>
  sql`coalesce(round(e.amount * 100 / nullif(${total}::numeric, 0), 2), 0)::text`;

/** One page of the filter's expenses, newest first, as the expenses list shows them. */
export function reportPageSql(
  filters: ReportFilters,
  total: string,
  page: { page: number; limit: number },
): SQL {
  return sql`
    select e.id as "id", e.name as "name", e.amount::text as "amount", e.date::text as "date",
      e.category_id as "categoryId", c.name as "categoryName",
      e.area_id as "areaId", a.name as "areaName",
      e.supplier_id as "supplierId", s.name as "supplierName",
      e.note as "note", e.recurring_expense_id as "recurringExpenseId",
      (select count(*) from expense_receipts r where r.expense_id = e.id)::int as "receiptCount",
      e.created_at as "createdAt",
      ${share(total)} as "percentage"
    from expenses e
    join categories c on c.id = e.category_id
    join areas a on a.id = e.area_id
    left join suppliers s on s.id = e.supplier_id
    where ${reportWhere(filters)}
    order by e.date desc, e.id desc
    limit ${page.limit} offset ${(page.page - 1) * page.limit}`;
}

export type PageRow = {
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
  createdAt: Date | string;
  percentage: string;
};

/** Every expense of the filter for the PDF, newest first, compact: [name, amount, date, …]. */
export type PdfRow = [
  name: string,
  amount: string,
  date: string,
  category: string,
  area: string,
  supplier: string,
  note: string,
  percentage: string,
];

/** Raw rows of a statement, typed by the caller (both drivers answer `{ rows }`). */
async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as { rows: Row[] }).rows;
}

export const readFigures = (db: Db, filters: ReportFilters, month: MonthRange) =>
  rowsOf<FigureRow>(db, reportFiguresSql(filters, month));

export async function readHighest(db: Db, filters: ReportFilters) {
  const rows = await rowsOf<{ name: string; amount: string; date: string }>(
    db,
    highestExpenseSql(filters),
  );
  return rows[0] ?? null;
}

export async function readPage(
  db: Db,
  filters: ReportFilters,
  total: string,
  page: { page: number; limit: number },
) {
  return rowsOf<PageRow>(db, reportPageSql(filters, total, page));
}

/**
 * Every expense of the filter for the PDF, newest first, as one JSON text of `PdfRow`s written by
 * the database: the server's main thread passes it on without reading it, and the drawing thread
 * parses it (docs/decisions/044), so that a report of 20 000 rows does not hold other requests.
 */
export async function readPdfRowsJson(db: Db, filters: ReportFilters, total: string) {
  const [row] = await rowsOf<{ rows: string }>(
    db,
    sql`
    select coalesce(json_agg(json_build_array(
        e.name, e.amount::text, to_char(e.date, 'DD/MM/YYYY'), c.name, a.name,
        coalesce(s.name, ''), e.note, ${share(total)}
      ) order by e.date desc, e.id desc), '[]')::text as rows
    from expenses e
    join categories c on c.id = e.category_id
    join areas a on a.id = e.area_id
    left join suppliers s on s.id = e.supplier_id
    where ${reportWhere(filters)}`,
  );
  return row?.rows ?? '[]';
}

/** The names of the filter's category, area and supplier, for the PDF's filter lines. */
export async function readFilterNames(db: Db, filters: ReportFilters) {
  const rows = await rowsOf<{
    category: string | null;
    area: string | null;
    supplier: string | null;
  }>(
    db,
    sql`
    select
      (select name from categories where id = ${filters.categoryId ?? null}::int) as category,
      (select name from areas where id = ${filters.areaId ?? null}::int) as area,
      (select name from suppliers where id = ${filters.supplierId ?? null}::int) as supplier`,
  );
  return rows[0] ?? { category: null, area: null, supplier: null };
}
