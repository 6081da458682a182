import { REPORT_TEXTS, type ReportResponse } from '@app/contract/expense-report';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, categories, suppliers } from '../../db/schema/index';
import { expectErrorBody } from '../../../test/api-checks';
import { insertExpense } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The company clock stands on 15 March 2026 (Madrid): the "current month" is March 2026.
const NOW = new Date('2026-03-15T11:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
const ids = { office: 0, travel: 0, store: 0, shop: 0, supplier: 0 };

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = await t.signIn('admin');
  const [office, travel] = await t.db
    .insert(categories)
    .values([
      { name: 'Oficina', description: '' },
      { name: 'Viajes', description: '' },
    ])
    .returning();
  const [store, shop] = await t.db
    .insert(areas)
    .values([
      { name: 'Almacén', description: '' },
      { name: 'Tienda', description: '' },
    ])
    .returning();
  const [supplier] = await t.db
    .insert(suppliers)
    .values({ name: 'Distribuciones Íñigo' })
    .returning();
  Object.assign(ids, {
    office: office!.id,
    travel: travel!.id,
    store: store!.id,
    shop: shop!.id,
    supplier: supplier!.id,
  });
  const add = (name: string, amount: string, date: string, categoryId: number, areaId: number) =>
    insertExpense(t.db, {
      name,
      amount,
      date,
      categoryId,
      areaId,
      ...(name.startsWith('Café') && { supplierId: ids.supplier, note: '¿Desayuno? ¡Sí!' }),
    });
  await add('Café Señor Ñandú', '1234.56', '2026-01-10', ids.office, ids.store);
  await add('Papel', '100.00', '2026-01-20', ids.office, ids.shop);
  await add('Tren', '65.44', '2026-02-05', ids.travel, ids.shop);
  await add('Hotel', '600.00', '2026-03-31', ids.travel, ids.store);
  await add('Taxi', '40.00', '2026-03-01', ids.travel, ids.shop);
});
afterAll(() => t.close());

async function report(query: string): Promise<ReportResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/expenses/report?${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResponse>();
}

describe('GET /api/expenses/report, figures computed by hand', () => {
  it('for a quarter: totals, averages, breakdowns and the first page, newest first', async () => {
    const body = await report('dateFrom=2026-01-01&dateTo=2026-03-31');
    // total 1234.56 + 100 + 65.44 + 600 + 40 = 2040.00 over 90 days and 3 months
    expect(body).toMatchObject({
      success: true,
      totalCount: 5,
      totalExpenses: 2040,
      transactionCount: 5,
      dailyAverage: 22.67, // 2040 / 90 = 22.666…
      monthlyAverage: 680,
      currentMonthAveragePerTransaction: 320, // March: (600 + 40) / 2
      areaWithHighestExpense: { name: 'Almacén', total: 1834.56 },
      highestExpense: { name: 'Café Señor Ñandú', amount: 1234.56, date: '2026-01-10' },
      period: { from: '2026-01-01', to: '2026-03-31', days: 90 },
    });
    expect(body.byCategory).toEqual([
      { id: ids.office, name: 'Oficina', total: 1334.56, count: 2, percentage: 65.42 },
      { id: ids.travel, name: 'Viajes', total: 705.44, count: 3, percentage: 34.58 },
    ]);
    expect(body.byArea).toEqual([
      { id: ids.store, name: 'Almacén', total: 1834.56, count: 2, percentage: 89.93 },
      { id: ids.shop, name: 'Tienda', total: 205.44, count: 3, percentage: 10.07 },
    ]);
    expect(body.expenses.map((e) => [e.name, e.amount, e.percentage])).toEqual([
      ['Hotel', 600, 29.41],
      ['Taxi', 40, 1.96],
      ['Tren', 65.44, 3.21],
      ['Papel', 100, 4.9],
    ]);
    expect(body.expenses[0]).toMatchObject({
      date: '2026-03-31',
      category: { id: ids.travel, name: 'Viajes' },
      area: { id: ids.store, name: 'Almacén' },
      supplier: null,
      receiptCount: 0,
      recurringExpenseId: null,
    });
    expect(body.expenses[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);

    const second = await report('dateFrom=2026-01-01&dateTo=2026-03-31&page=2');
    expect(second.expenses).toHaveLength(1);
    expect(second.expenses[0]).toMatchObject({
      name: 'Café Señor Ñandú',
      percentage: 60.52,
      supplier: { id: ids.supplier, name: 'Distribuciones Íñigo' },
      note: '¿Desayuno? ¡Sí!',
    });
    expect((await report('dateFrom=2026-01-01&limit=10')).expenses).toHaveLength(5);
  });

  it('without dates, the period runs from the first to the last expense of the result', async () => {
    const body = await report('');
    expect(body.period).toEqual({ from: '2026-01-10', to: '2026-03-31', days: 81 });
    expect(body.dailyAverage).toBe(25.19); // 2040 / 81 = 25.185…
    expect(body.monthlyAverage).toBe(680);
  });

  it('with a category filter', async () => {
    const body = await report(`categoryId=${ids.travel}`);
    expect(body).toMatchObject({
      totalExpenses: 705.44,
      transactionCount: 3,
      period: { from: '2026-02-05', to: '2026-03-31', days: 55 },
      dailyAverage: 12.83, // 705.44 / 55 = 12.826…
      monthlyAverage: 352.72, // two months
      currentMonthAveragePerTransaction: 320,
      areaWithHighestExpense: { name: 'Almacén', total: 600 },
      highestExpense: { name: 'Hotel', amount: 600, date: '2026-03-31' },
    });
    expect(body.byArea.map((row) => row.percentage)).toEqual([85.05, 14.95]);
  });

  it('with area and supplier filters, and a month without March', async () => {
    const bySupplier = await report(`supplierId=${ids.supplier}`);
    expect(bySupplier.totalExpenses).toBe(1234.56);
    expect(bySupplier.currentMonthAveragePerTransaction).toBe(0);
    expect(bySupplier.byCategory).toEqual([
      { id: ids.office, name: 'Oficina', total: 1234.56, count: 1, percentage: 100 },
    ]);
    const byArea = await report(`areaId=${ids.shop}&dateTo=2026-02-28`);
    expect(byArea).toMatchObject({ totalExpenses: 165.44, transactionCount: 2 });
    expect(byArea.period).toEqual({ from: '2026-01-20', to: '2026-02-28', days: 40 });
  });

  it('an empty result has zeros and nulls', async () => {
    const body = await report('areaId=999999');
    expect(body).toMatchObject({
      expenses: [],
      totalCount: 0,
      totalExpenses: 0,
      dailyAverage: 0,
      monthlyAverage: 0,
      currentMonthAveragePerTransaction: 0,
      areaWithHighestExpense: null,
      highestExpense: null,
      byCategory: [],
      byArea: [],
      period: null,
    });
    const dated = await report('dateFrom=2020-01-01&dateTo=2020-01-31');
    expect(dated.period).toEqual({ from: '2020-01-01', to: '2020-01-31', days: 31 });
  });

  it.each([
    'dateFrom=2026-02-01&dateTo=2026-01-01',
    'dateFrom=2026-02-30',
    'categoryId=abc',
    'areaId=-1',
    'page=0',
    'limit=101',
    'supplierId=99999999999',
  ])('refuses %s with a Spanish 400', async (query) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/expenses/report?${query}`,
      headers: admin.headers,
    });
    expectErrorBody(response, { status: 400 });
  });
});

async function pdfText(payload: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(payload));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text, pages: totalPages };
}

const postReport = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/expenses/report?${query}`,
    headers: { ...admin.headers, ...headers },
  });

describe('POST /api/expenses/report (the PDF)', () => {
  it('streams the PDF with the filters, figures, Spanish text and page numbers', async () => {
    // SPEC §7's client: Content-Type JSON and an empty body
    const response = await postReport('dateFrom=2026-01-01&dateTo=2026-03-31', {
      'content-type': 'application/json',
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Reporte-Gastos-2026-03-15.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(response.rawPayload);
    for (const expected of [
      'Reporte de Gastos',
      '01/01/2026',
      '31/03/2026',
      '(90 días)',
      // the company's style: en-US and USD by default (SPEC §9)
      'Total de Gastos',
      '$2,040.00',
      '2,040.00', // the table's total
      '1,234.56',
      'Monto (USD)',
      '22.67',
      'Café Señor Ñandú',
      '¿Desayuno? ¡Sí!',
      'Distribucione…', // a long cell is cut with an ellipsis
      'Área con mayor gasto',
      'Almacén — $1,834.56',
      'Gastos por categoría',
      'Gastos por área',
      '65.4%',
      'Categoría',
      'Todas',
      `Página 1 de ${pages}`,
      `Página ${pages} de ${pages}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('writes every figure in the company style: es-ES with EUR gives 1.234,56 €', async () => {
    const spanish = await createTestApp({
      now: () => NOW,
      env: { APP_NUMBER_FORMAT: 'es-ES', APP_CURRENCY: 'eur' },
    });
    try {
      const [category] = await spanish.db
        .insert(categories)
        .values({ name: 'Oficina', description: '' })
        .returning();
      const [area] = await spanish.db
        .insert(areas)
        .values({ name: 'Almacén', description: '' })
        .returning();
      const place = { categoryId: category!.id, areaId: area!.id };
      await insertExpense(spanish.db, {
        name: 'Sillas',
        amount: '1234.56',
        date: '2026-03-02',
        ...place,
      });
      await insertExpense(spanish.db, {
        name: 'Papel',
        amount: '765.44',
        date: '2026-03-03',
        ...place,
      });
      const { headers } = await spanish.signIn('admin');
      const response = await spanish.app.inject({
        method: 'POST',
        url: '/api/expenses/report?dateFrom=2026-03-01&dateTo=2026-03-31',
        headers,
      });
      expect(response.statusCode).toBe(200);
      const { text } = await pdfText(response.rawPayload);
      const plain = text.replace(/\u00a0/g, ' ');
      for (const expected of [
        'Total de Gastos',
        '2.000,00 €',
        'Sillas — 1.234,56 € — 02/03/2026',
        'Almacén — 2.000,00 €',
        'Monto (EUR)',
        '1.234,56',
        '61,7 %',
        '(31 días)',
      ]) {
        expect(plain, expected).toContain(expected);
      }
      expect(plain).not.toContain('$');
      expect(plain).not.toContain('1,234.56');
    } finally {
      await spanish.close();
    }
  });

  it('holds every expense of the filter (not one page) on numbered pages', async () => {
    await t.db.execute(sql`
      insert into expenses (name, amount, date, category_id, area_id)
      select 'Línea ' || i, (i % 997 + 1)::numeric / 4, date '2027-01-01' + (i % 365), ${ids.office}, ${ids.store}
      from generate_series(1, 300) as i`);
    const response = await postReport('dateFrom=2027-01-01&dateTo=2027-12-31');
    expect(response.statusCode).toBe(200);
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(text).toContain('Página 1 de ');
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text).toContain('Detalle de egresos (300)');
    for (const i of [1, 150, 300]) expect(text).toMatch(new RegExp(`Línea ${i}\\b`));
  });

  it('several at once are all drawn (the pool queues them)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postReport(`categoryId=${ids.travel}`)),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect((await pdfText(response.rawPayload)).text).toContain('705.44');
    }
  });

  it('refuses more than 20 000 expenses with 400 asking to narrow the filter', async () => {
    await t.db.execute(sql`
      insert into expenses (name, amount, date, category_id, area_id)
      select 'Masivo', 1, date '2028-01-01' + (i % 300), ${ids.travel}, ${ids.shop}
      from generate_series(1, 20001) as i`);
    expectErrorBody(await postReport('dateFrom=2028-01-01&dateTo=2028-12-31'), {
      status: 400,
      message: REPORT_TEXTS.tooManyRows,
    });
    // exactly at the limit is still drawn
    await t.db.execute(sql`delete from expenses where id = (select max(id) from expenses)`);
    const response = await postReport('dateFrom=2028-01-01&dateTo=2028-12-31');
    expect(response.statusCode).toBe(200);
  }, 120_000);

  it('refuses bad filters with a Spanish 400', async () => {
    expectErrorBody(await postReport('dateFrom=2026-13-01'), { status: 400 });
  });
});
