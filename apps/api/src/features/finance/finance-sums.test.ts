/**
 * Money stays exact (DECISIONS §2, §7): random amounts listed and exported add up to their exact
 * decimal sum; and after random creates, edits and deletes through the API, finance_daily_totals
 * (kept by triggers, migration 0010) equals the live GROUP BY of incomes and expenses.
 */
import { fromCents, toCents } from '@app/contract/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeTestKit, type FinanceKit } from '../../../test/kits/finance-test-kit';

let k: FinanceKit;
beforeAll(async () => {
  k = await financeTestKit();
});
afterAll(() => k.close());

/** Cents from 1 to the largest amount, small ones more often (where float sums go wrong). */
const cents = fc.oneof(
  fc.bigInt({ min: 1n, max: 1_000n }),
  fc.bigInt({ min: 1n, max: 10_000_000n }),
  fc.bigInt({ min: 1n, max: 99_999_999_999_999n }),
);
/** An amount as a caller may send it: a JSON number or a numeric string. */
const asSent = (value: bigint, asString: boolean) =>
  asString ? fromCents(value) : Number(fromCents(value));

const csvAmounts = (body: string, column: number) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split(',')[column]!);

describe('exact sums', () => {
  it('listed and exported amounts add up to the exact decimal sum (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(cents, fc.boolean()), { minLength: 1, maxLength: 12 }),
        async (amounts) => {
          const { category, area } = await k.catalog();
          for (const [value, asString] of amounts) {
            await k.ok('POST', '/api/expenses', {
              name: 'Suma',
              amount: asSent(value, asString),
              date: '2026-06-01',
              categoryId: category.id,
              areaId: area.id,
            });
            await k.ok('POST', '/api/incomes', {
              amount: asSent(value, !asString),
              type: 'cash',
              date: '2026-06-01',
              areaId: area.id,
            });
          }
          const exact = amounts.reduce((sum, [value]) => sum + value, 0n);
          for (const what of ['expenses', 'incomes'] as const) {
            const listed = await k.ok<{ data: { amount: number }[]; totalItems: number }>(
              'GET',
              `/api/${what}?areaId=${area.id}&limit=100`,
            );
            expect(listed.totalItems).toBe(amounts.length);
            const fromList = listed.data.reduce((sum, row) => sum + toCents(row.amount), 0n);
            expect(fromCents(fromList)).toBe(fromCents(exact));
            const csv = await k.call(k.admin, 'GET', `/api/${what}/export?areaId=${area.id}`);
            const column = what === 'expenses' ? 5 : 4;
            const exported = csvAmounts(csv.body, column);
            for (const amount of exported) expect(amount).toMatch(/^\d+\.\d{2}$/);
            expect(fromCents(exported.reduce((sum, amount) => sum + toCents(amount), 0n))).toBe(
              fromCents(exact),
            );
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});

type Op =
  | { kind: 'create'; what: 'incomes' | 'expenses'; day: number; cents: bigint }
  | { kind: 'edit'; pick: number; day: number | null; cents: bigint | null }
  | { kind: 'delete'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    what: fc.constantFrom('incomes' as const, 'expenses' as const),
    day: fc.integer({ min: 1, max: 4 }),
    cents,
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    day: fc.option(fc.integer({ min: 1, max: 4 })),
    cents: fc.option(cents),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

/** The daily totals kept by the triggers, and the same figures grouped from the live rows. */
async function totalsAndLive() {
  const rows = (query: ReturnType<typeof sql>) =>
    k.db.execute(query).then((result) => (result as { rows: unknown[] }).rows);
  const kept = await rows(sql`select kind, day::text as day, total::text as total, count
    from finance_daily_totals where count <> 0 order by kind, day`);
  const live = await rows(sql`select kind, day, total, count from (
      select 'expense' as kind, date::text as day, sum(amount)::text as total, count(*)::int as count from expenses group by date
      union all
      select 'income', date::text, sum(amount)::text, count(*)::int from incomes group by date
    ) as grouped order by kind, day`);
  const empty = await rows(sql`select * from finance_daily_totals where count = 0 and total <> 0`);
  return { kept, live, empty };
}

describe('finance_daily_totals', () => {
  it('equals the live GROUP BY after random creates, edits and deletes (property)', async () => {
    const { category, area } = await k.catalog('Totales');
    const made: { what: 'incomes' | 'expenses'; id: number }[] = [];
    const date = (day: number) => `2026-08-0${day}`;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const step of ops) {
          if (step.kind === 'create') {
            const body =
              step.what === 'incomes'
                ? { type: 'cash', areaId: area.id }
                : { name: 'Total', categoryId: category.id, areaId: area.id };
            const created = await k.ok<{ data: { id: number } }>('POST', `/api/${step.what}`, {
              ...body,
              amount: fromCents(step.cents),
              date: date(step.day),
            });
            made.push({ what: step.what, id: created.data.id });
            continue;
          }
          if (made.length === 0) continue;
          const target = made[step.pick % made.length]!;
          if (step.kind === 'delete') {
            await k.ok('DELETE', `/api/${target.what}/${target.id}`);
            made.splice(made.indexOf(target), 1);
          } else if (step.day !== null || step.cents !== null) {
            await k.ok('PATCH', `/api/${target.what}/${target.id}`, {
              ...(step.day !== null && { date: date(step.day) }),
              ...(step.cents !== null && { amount: Number(fromCents(step.cents)) }),
            });
          }
        }
        const { kept, live, empty } = await totalsAndLive();
        expect(empty).toEqual([]);
        expect(kept).toEqual(live);
      }),
      { numRuns: 20 },
    );
  });
});
