/**
 * Whatever a caller sends to the finance calls, the answer is never a 5xx: a body or query the
 * contract refuses is a Spanish 4xx and changes nothing; one it accepts is a success, or a 400
 * naming the reference that does not exist (and changes nothing either).
 */
import {
  createExpenseSchema,
  expenseListQuerySchema,
  updateExpenseSchema,
} from '@app/contract/expenses';
import {
  createRecurringExpenseSchema,
  recurringExpenseListQuerySchema,
  updateRecurringExpenseSchema,
} from '@app/contract/expenses-recurrent';
import {
  createIncomeSchema,
  incomeListQuerySchema,
  updateIncomeSchema,
} from '@app/contract/incomes';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectErrorBody } from '../../../test/api-checks';
import { badInputProperties } from '../../../test/body-properties';
import { insertExpense, insertIncome, insertRecurringExpense } from '../../../test/factories';
import { financeTestKit, type FinanceKit } from '../../../test/kits/finance-test-kit';

let k: FinanceKit;
let refs: { categoryId: number; areaId: number; supplierId: number };
let ids: { income: number; expense: number; recurring: number };
beforeAll(async () => {
  k = await financeTestKit();
  const { category, area, supplier } = await k.catalog('Difuso');
  refs = { categoryId: category.id, areaId: area.id, supplierId: supplier.id };
  ids = {
    income: (await insertIncome(k.db, { areaId: area.id })).id,
    expense: (await insertExpense(k.db, { ...refs })).id,
    recurring: (await insertRecurringExpense(k.db, { ...refs, startsOn: '2099-01-01' })).id,
  };
});
afterAll(() => k.close());

/** Everything the finance tables hold, summarised: a refused call leaves it as it was. */
async function state() {
  const result = await k.db.execute(sql`select
    (select count(*) || ':' || coalesce(sum(amount), 0) || ':' || coalesce(max(updated_at)::text, '') from incomes) as incomes,
    (select count(*) || ':' || coalesce(sum(amount), 0) || ':' || coalesce(max(updated_at)::text, '') from expenses) as expenses,
    (select count(*) || ':' || coalesce(sum(amount), 0) || ':' || coalesce(max(updated_at)::text, '') from recurring_expenses) as recurring,
    (select count(*) || ':' || coalesce(sum(total), 0) || ':' || coalesce(sum(count), 0) from finance_daily_totals) as totals,
    (select count(*) from files) as files`);
  return (result as { rows: unknown[] }).rows[0];
}

type WriteRoute = {
  name: string;
  method: 'POST' | 'PATCH';
  url: () => string;
  schema: z.ZodType;
  valid: () => Record<string, unknown>;
};
const WRITES: WriteRoute[] = [
  {
    name: '/api/incomes',
    method: 'POST',
    url: () => '/api/incomes',
    schema: createIncomeSchema,
    valid: () => ({ amount: 10, type: 'cash', date: '2026-01-01', areaId: refs.areaId }),
  },
  {
    name: '/api/incomes/:id',
    method: 'PATCH',
    url: () => `/api/incomes/${ids.income}`,
    schema: updateIncomeSchema,
    valid: () => ({ amount: '11.10', description: 'Cobro' }),
  },
  {
    name: '/api/expenses',
    method: 'POST',
    url: () => '/api/expenses',
    schema: createExpenseSchema,
    valid: () => ({ name: 'Luz', amount: 10, date: '2026-01-01', ...refs, note: 'Nota' }),
  },
  {
    name: '/api/expenses/:id',
    method: 'PATCH',
    url: () => `/api/expenses/${ids.expense}`,
    schema: updateExpenseSchema,
    valid: () => ({ name: 'Agua', supplierId: refs.supplierId }),
  },
  {
    name: '/api/expenses-recurrent',
    method: 'POST',
    url: () => '/api/expenses-recurrent',
    schema: createRecurringExpenseSchema,
    valid: () => ({ name: 'Renta', amount: 500, dayOfMonth: 25, ...refs, note: '', active: false }),
  },
  {
    name: '/api/expenses-recurrent/:id',
    method: 'PATCH',
    url: () => `/api/expenses-recurrent/${ids.recurring}`,
    schema: updateRecurringExpenseSchema,
    valid: () => ({ amount: 12, dayOfMonth: 10 }),
  },
];

const REF_MESSAGES = /^(La categoría no existe|El área no existe|El proveedor no existe)$/;

const TEXTS = [
  '\u0000',
  "'; DROP TABLE expenses; --",
  'Ñandú 🚀',
  '2030-02-30',
  '1e3',
  '0x10',
  '12,50',
  '999999999999.999',
  '1000000000000',
];

for (const route of WRITES) {
  describe(`${route.method} ${route.name}`, () => {
    badInputProperties(route, {
      texts: TEXTS,
      send: (body) =>
        k.app.inject({
          method: route.method,
          url: route.url(),
          headers: { ...k.admin.headers, 'content-type': 'application/json' },
          body,
        }),
      refused: (response) => expectErrorBody(response, { status: 400, message: REF_MESSAGES }),
      state,
    });
  });
}

const LISTS: { url: string; schema: z.ZodType }[] = [
  { url: '/api/incomes', schema: incomeListQuerySchema },
  { url: '/api/incomes/export', schema: incomeListQuerySchema },
  { url: '/api/expenses', schema: expenseListQuerySchema },
  { url: '/api/expenses/export', schema: expenseListQuerySchema },
  { url: '/api/expenses-recurrent', schema: recurringExpenseListQuerySchema },
];
const KEYS = [
  'page',
  'limit',
  'name',
  'dateFrom',
  'dateTo',
  'areaId',
  'categoryId',
  'supplierId',
  'dayOfMonth',
];

describe('list and export queries', () => {
  it('never answer a 5xx to arbitrary query strings (property)', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom(...TEXTS, '%', '_', '\\'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LISTS),
        fc.dictionary(fc.constantFrom(...KEYS), value),
        async (list, query) => {
          const search = new URLSearchParams(query).toString();
          const response = await k.call(k.admin, 'GET', `${list.url}?${search}`);
          expect(
            response.statusCode,
            `${list.url}?${search} ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) expectErrorBody(response, { status: 400 });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses bad path ids and receipts keys with a Spanish 4xx', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999', '0x10']) {
      for (const url of [
        `/api/incomes/${id}`,
        `/api/expenses/${id}`,
        `/api/expenses-recurrent/${id}`,
      ]) {
        expectErrorBody(await k.call(k.admin, 'DELETE', url), { status: [400, 404] });
      }
      expectErrorBody(await k.call(k.admin, 'GET', `/api/expenses/${id}/receipts`), {
        status: [400, 404],
      });
    }
    for (const key of ['..%2Fsecret.key', 'r1-zz.png', '1-20260101-I-0123456789abcdef.png']) {
      expectErrorBody(
        await k.call(k.admin, 'DELETE', `/api/expenses/${ids.expense}/receipts/${key}`),
        {
          status: [400, 404],
        },
      );
    }
  });
});
