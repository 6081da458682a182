import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { PageRequest } from '@app/contract/common';
import type { Db } from '../db/client';
import { preparedPerDb } from './prepared';

/**
 * The filters of a list: for each key of its query, the condition that key adds. A key missing
 * from the query (undefined, null or '') adds nothing; the others are joined with AND.
 */
export type ListFilters<Query> = {
  [K in keyof Query]?: (value: NonNullable<Query[K]>) => SQL | undefined;
};

/** One page of a list and how many rows the whole filter holds. */
export type Page<Row> = { rows: Row[]; total: number };

type ListTable = PgTable & { id: PgColumn; createdAt: PgColumn };

export type PagedListOptions<Query, Select extends PgSelect> = {
  /** The table counted; its `createdAt` and `id` give the default order, newest first. */
  table: PgTable;
  /** The rows, with their joins (a Drizzle select made `$dynamic()`); no where, order or limit. */
  select: (db: Db) => Select;
  /** What the count reads when a filter needs a join; default: the table alone. */
  count?: (db: Db) => PgSelect;
  filters?: ListFilters<Query>;
  /** The list's order; default newest first (`createdAt`, then `id`, descending). */
  orderBy?: (PgColumn | SQL)[];
  /** Names the prepared statement of `all` (a list read whole and unfiltered on a hot path). */
  preparedName?: string;
};

const countColumn = { count: sql<number>`count(*)::int` };

/**
 * A list read from SQL a page at a time: the page and the count of the same filter run together,
 * both in the database. One definition per list, made once at module load:
 *
 *   const expenseList = pagedList<ExpenseFilters, …>({ table: expenses, select, filters });
 *   const { rows, total } = await expenseList.page(db, query); // query: filters + page, limit
 *
 * Configuration lists that the SPEC reads whole (categories, areas, suppliers) use `all`.
 */
export function pagedList<Query extends object, Select extends PgSelect>(
  options: PagedListOptions<Query, Select>,
) {
  const { table, select, filters = {} } = options;
  const orderBy = options.orderBy ?? defaultOrder(table);
  const count = options.count ?? ((db: Db) => db.select(countColumn).from(table).$dynamic());
  type Row = Awaited<Select>[number];

  const where = (query: Query): SQL | undefined => whereOf(query, filters);
  const rows = (db: Db, query: Query, { page, limit }: PageRequest): Promise<Row[]> =>
    select(db)
      .where(where(query))
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit);
  const prepared = preparedPerDb((db) =>
    select(db)
      .orderBy(...orderBy)
      .prepare(`list_${options.preparedName ?? 'unnamed'}`),
  );

  return {
    where,
    /** One page of the rows of the filter, in the list's order (no count). */
    rows,
    /** One page and the count of the whole filter. */
    async page(db: Db, query: Query & PageRequest): Promise<Page<Row>> {
      const [found, counted] = await Promise.all([
        rows(db, query, query),
        count(db).where(where(query)) as Promise<{ count: number }[]>,
      ]);
      return { rows: found, total: Number(counted[0]?.count ?? 0) };
    },
    /** Every row, unfiltered, in the list's order; prepared once per database handle. */
    all: (db: Db) => prepared(db).execute() as Promise<Row[]>,
  };
}

/** The condition of the filters present in a query (undefined when none is). */
export function whereOf<Query extends object>(
  query: Query,
  filters: ListFilters<Query>,
): SQL | undefined {
  const conditions = Object.entries(filters).map(([key, condition]) => {
    const value: unknown = (query as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') return undefined;
    return (condition as (value: unknown) => SQL | undefined)(value);
  });
  return and(...conditions);
}

function defaultOrder(table: PgTable): (PgColumn | SQL)[] {
  const { createdAt, id } = table as ListTable;
  if (!createdAt || !id) throw new Error('a list without createdAt and id must give its orderBy');
  return [desc(createdAt), desc(id)];
}
