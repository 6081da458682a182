import { fromCents } from '@app/contract/money';
import { SUMMARY_TEXTS } from '@app/contract/summary';
import { FINANCE_TEXTS } from '@app/contract/finance';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, incomes } from '../../db/schema/index';
import { expectErrorBody } from '../../../test/api-checks';
import { insertCatalog, insertExpense, insertIncome } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let office: Awaited<ReturnType<TestApp['signIn']>>;
let catalog: Awaited<ReturnType<typeof insertCatalog>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  office = await t.signIn('office');
  catalog = await insertCatalog(t.db);
});
afterAll(() => t.close());

type Summary = {
  incomes: { period: string; totalIncome: number }[];
  expenses: { period: string; totalExpense: number }[];
  totals: { income: number; expense: number; balance: number };
};

async function summary(query: string, headers = admin.headers): Promise<Summary> {
  const response = await t.app.inject({ method: 'GET', url: `/api/summary?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ success: true; data: Summary }>();
  expect(body.success).toBe(true);
  return body.data;
}

const income = (amount: string, date: string) =>
  insertIncome(t.db, { areaId: catalog.area.id, amount, date });
const expense = (amount: string, date: string) =>
  insertExpense(t.db, { categoryId: catalog.category.id, areaId: catalog.area.id, amount, date });

describe('GET /api/summary, figures computed by hand (year 2026)', () => {
  beforeAll(async () => {
    await income('1000.10', '2026-01-01');
    await income('0.20', '2026-01-31');
    await income('250.00', '2026-03-15');
    await income('99.99', '2025-12-31'); // outside the year
    await expense('100.05', '2026-01-31');
    await expense('0.10', '2026-03-15');
    await expense('0.20', '2026-03-15');
    await expense('1234.56', '2026-12-31');
    await expense('5.00', '2027-01-01'); // outside the year
  });

  it('gives the 12 months of a year in order, zeros included, and the totals', async () => {
    const data = await summary('from=2026-01-01&to=2026-12-31&groupBy=month');
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    expect(data.incomes.map((row) => row.period)).toEqual(months);
    expect(data.expenses.map((row) => row.period)).toEqual(months);
    const incomeOf = Object.fromEntries(data.incomes.map((r) => [r.period, r.totalIncome]));
    const expenseOf = Object.fromEntries(data.expenses.map((r) => [r.period, r.totalExpense]));
    expect(incomeOf).toMatchObject({ '2026-01': 1000.3, '2026-02': 0, '2026-03': 250 });
    expect(expenseOf).toMatchObject({ '2026-01': 100.05, '2026-03': 0.3, '2026-12': 1234.56 });
    expect(data.totals).toEqual({ income: 1250.3, expense: 1334.91, balance: -84.61 });
  });

  it('gives every day of a range by day, and a month cut by the range counts its days only', async () => {
    const days = await summary('from=2026-01-30&to=2026-02-02&groupBy=day');
    expect(days.incomes).toEqual([
      { period: '2026-01-30', totalIncome: 0 },
      { period: '2026-01-31', totalIncome: 0.2 },
      { period: '2026-02-01', totalIncome: 0 },
      { period: '2026-02-02', totalIncome: 0 },
    ]);
    expect(days.expenses.map((row) => row.totalExpense)).toEqual([0, 100.05, 0, 0]);
    expect(days.totals).toEqual({ income: 0.2, expense: 100.05, balance: -99.85 });

    const cut = await summary('from=2025-12-31&to=2026-01-15&groupBy=month');
    expect(cut.incomes).toEqual([
      { period: '2025-12', totalIncome: 99.99 },
      { period: '2026-01', totalIncome: 1000.1 },
    ]);
  });

  it("reads SPEC's dateFrom, dateTo and timeFilter (week → by day, year → by month)", async () => {
    const week = await summary('dateFrom=2026-03-09&dateTo=2026-03-15&timeFilter=week');
    expect(week.expenses).toHaveLength(7);
    expect(week.expenses[6]).toEqual({ period: '2026-03-15', totalExpense: 0.3 });
    const year = await summary('dateFrom=2026-01-01&dateTo=2026-12-31&timeFilter=year');
    expect(year.incomes).toHaveLength(12);
    // without a grouping: by day up to 62 days, else by month
    expect((await summary('from=2026-03-01&to=2026-03-31')).incomes).toHaveLength(31);
  });

  it('answers office too, and an empty range with zeros', async () => {
    const data = await summary('from=2024-02-01&to=2024-02-29&groupBy=day', office.headers);
    expect(data.incomes).toHaveLength(29);
    expect(data.incomes.every((row) => row.totalIncome === 0)).toBe(true);
    expect(data.totals).toEqual({ income: 0, expense: 0, balance: 0 });
  });

  it.each([
    ['', SUMMARY_TEXTS.rangeRequired],
    ['from=2026-01-01', SUMMARY_TEXTS.rangeRequired],
    ['from=2026-02-01&to=2026-01-01', FINANCE_TEXTS.dateRange],
    ['from=2026-01-01&to=2026-01-31&groupBy=week', SUMMARY_TEXTS.badGroupBy],
    ['from=2026-01-01&to=2026-01-31&timeFilter=decade', SUMMARY_TEXTS.badTimeFilter],
    ['from=2024-01-01&to=2026-01-31&groupBy=day', SUMMARY_TEXTS.tooLong],
    ['from=2026-13-01&to=2026-12-31', undefined],
    ['from=1999-01-01&to=2026-12-31', FINANCE_TEXTS.dateYears],
    ['from[]=x&to=2026-01-01', undefined],
  ])('refuses %s with a Spanish 400', async (query, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/summary?${query}`,
      headers: admin.headers,
    });
    expectErrorBody(response, { status: 400, ...(message && { message }) });
  });
});

/** The live GROUP BY over the tables: what the daily totals must always agree with. */
async function liveGroupBy(table: 'incomes' | 'expenses', from: string, to: string, unit: string) {
  const label = unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
  const result = (await t.db.execute(sql`
    select to_char(date, ${sql.raw(`'${label}'`)}) as period, sum(amount)::text as total
    from ${sql.identifier(table)} where date between ${from}::date and ${to}::date
    group by 1 order by 1`)) as { rows: { period: string; total: string }[] };
  return new Map(result.rows.map((row) => [row.period, Number(row.total)]));
}

describe('the daily totals always equal the live GROUP BY (property)', () => {
  // 2030–2031 only: the rows of the tests above stay out of the ranges compared.
  const day = fc
    .integer({ min: 0, max: 729 })
    .map((n) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const amount = fc.bigInt({ min: 1n, max: 99_999_999n }).map(fromCents);
  const kind = fc.constantFrom('income' as const, 'expense' as const);
  const operation = fc.oneof(
    fc.record({
      op: fc.constant('insert' as const),
      kind,
      rows: fc.array(fc.record({ amount, date: day }), { minLength: 1, maxLength: 5 }),
    }),
    fc.record({
      op: fc.constant('update' as const),
      kind,
      pick: fc.nat(),
      amount: fc.option(amount),
      date: fc.option(day),
    }),
    fc.record({ op: fc.constant('delete' as const), kind, pick: fc.nat(), many: fc.boolean() }),
    fc.record({ op: fc.constant('shift' as const), kind, pick: fc.nat() }),
  );

  it('after any sequence of inserts, updates and deletes, by day and by month', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const step of ops) {
          const table = step.kind === 'income' ? incomes : expenses;
          const ids = (
            await t.db
              .select({ id: table.id })
              .from(table)
              .where(sql`${table.date} >= '2030-01-01'`)
              .orderBy(table.id)
          ).map((row) => row.id);
          if (step.op === 'insert') {
            // one statement for several rows: the statement trigger sees them all at once
            if (step.kind === 'income') {
              await t.db
                .insert(incomes)
                .values(
                  step.rows.map((row) => ({ ...row, areaId: catalog.area.id, type: 'cash' })),
                );
            } else {
              await t.db.insert(expenses).values(
                step.rows.map((row) => ({
                  ...row,
                  name: 'Gasto',
                  categoryId: catalog.category.id,
                  areaId: catalog.area.id,
                })),
              );
            }
          } else if (ids.length > 0) {
            const id = ids[step.pick % ids.length]!;
            if (step.op === 'update') {
              await t.db
                .update(table)
                .set({
                  updatedAt: new Date(),
                  ...(step.amount && { amount: step.amount }),
                  ...(step.date && { date: step.date }),
                })
                .where(eq(table.id, id));
            } else if (step.op === 'shift') {
              // one statement moving many rows across days (and months) at once
              await t.db
                .update(table)
                .set({ date: sql`${table.date} + 1` })
                .where(
                  inArray(
                    table.id,
                    ids.filter((_, i) => i % 2 === step.pick % 2),
                  ),
                );
            } else if (step.op === 'delete') {
              const gone = step.many ? ids.filter((_, i) => i % 2 === step.pick % 2) : [id];
              await t.db.delete(table).where(inArray(table.id, gone));
            }
          }
        }
        const byMonth = await summary('from=2030-01-01&to=2031-12-31&groupBy=month');
        const liveIncome = await liveGroupBy('incomes', '2030-01-01', '2031-12-31', 'month');
        const liveExpense = await liveGroupBy('expenses', '2030-01-01', '2031-12-31', 'month');
        for (const row of byMonth.incomes) {
          expect(row.totalIncome, row.period).toBe(liveIncome.get(row.period) ?? 0);
        }
        for (const row of byMonth.expenses) {
          expect(row.totalExpense, row.period).toBe(liveExpense.get(row.period) ?? 0);
        }
        const days = await summary('from=2031-01-01&to=2031-12-31&groupBy=day');
        const liveDays = await liveGroupBy('expenses', '2031-01-01', '2031-12-31', 'day');
        expect(days.expenses).toHaveLength(365);
        for (const row of days.expenses) {
          expect(row.totalExpense, row.period).toBe(liveDays.get(row.period) ?? 0);
        }
        const [live] = (
          (await t.db.execute(sql`
            select (select coalesce(sum(amount), 0) from incomes
                      where date between '2030-01-01' and '2031-12-31')::text as income,
                   (select coalesce(sum(amount), 0) from expenses
                      where date between '2030-01-01' and '2031-12-31')::text as expense`)) as {
            rows: { income: string; expense: string }[];
          }
        ).rows;
        expect(byMonth.totals.income).toBe(Number(live!.income));
        expect(byMonth.totals.expense).toBe(Number(live!.expense));
      }),
      { numRuns: 25 },
    );
  });
});
