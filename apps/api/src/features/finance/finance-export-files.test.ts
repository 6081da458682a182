/**
 * The files of GET /incomes/export and GET /expenses/export (docs/decisions/079) opened as a
 * spreadsheet user's program would: the CSV of a company with `APP_NUMBER_FORMAT=es-ES` through an
 * independent CSV parser with ';', and the Excel workbook (`format=xlsx`) through an independent
 * reader: header, number and date cells, values and totals.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '../../db/schema';
import { expectErrorBody } from '../../../test/api-checks';
import { insertExpense, insertIncome } from '../../../test/factories';
import { readWorkbook, sheetDate } from '../../../test/read-workbook';
import { financeTestKit, type FinanceKit } from '../../../test/kits/finance-test-kit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let es: FinanceKit;
let en: FinanceKit;
beforeAll(async () => {
  es = await financeTestKit({ env: { APP_NUMBER_FORMAT: 'es-ES', APP_CURRENCY: 'EUR' } });
  en = await financeTestKit();
});
afterAll(async () => {
  await es.close();
  await en.close();
});

let catalogs = 0;
/** Three incomes of January 2028 and one of February in a new area named `Caja; Norte N`. */
async function someIncomes(k: FinanceKit) {
  catalogs += 1;
  const { area } = await k.catalog(`Caja; Norte ${catalogs}`);
  await insertIncome(k.db, {
    areaId: area.id,
    date: '2028-01-02',
    amount: '10.50',
    type: 'credit_card',
    description: '=SUMA(A1)',
  });
  await insertIncome(k.db, {
    areaId: area.id,
    date: '2028-01-05',
    amount: '1234.56',
    description: 'Pago, con coma',
  });
  await insertIncome(k.db, { areaId: area.id, date: '2028-01-09', amount: '0.10' });
  await insertIncome(k.db, { areaId: area.id, date: '2028-02-05', amount: '7.00' });
  return { query: `areaId=${area.id}&dateFrom=2028-01-01&dateTo=2028-01-31`, area: area.name };
}

describe('incomes export files', () => {
  it('es-ES: a CSV with ";" and a decimal comma, columns as an independent parser reads them', async () => {
    const { query, area } = await someIncomes(es);
    const response = await es.call(es.admin, 'GET', `/api/incomes/export?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFFFecha;Concepto;Área;Tipo;Monto\r\n')).toBe(true);
    const records: string[][] = parse(response.body, { bom: true, delimiter: ';' });
    expect(records).toEqual([
      ['Fecha', 'Concepto', 'Área', 'Tipo', 'Monto'],
      ['09/01/2028', '', area, 'Efectivo', '0,10'],
      ['05/01/2028', 'Pago, con coma', area, 'Efectivo', '1234,56'],
      ['02/01/2028', "'=SUMA(A1)", area, 'Tarjeta de crédito', '10,50'],
    ]);
    const cents = records.slice(1).reduce((sum, row) => sum + Number(row[4]!.replace(',', '')), 0);
    expect(cents).toBe(124516);
  });

  it('en-US: the CSV stays comma separated with a decimal point', async () => {
    const { query } = await someIncomes(en);
    const response = await en.call(en.admin, 'GET', `/api/incomes/export?${query}`);
    const records: string[][] = parse(response.body, { bom: true });
    expect(records[0]).toEqual(['Fecha', 'Concepto', 'Área', 'Tipo', 'Monto']);
    expect(records.map((row) => row[4])).toEqual(['Monto', '0.10', '1234.56', '10.50']);
  });

  it('format=xlsx: a workbook with a header, date cells and money cells in the currency', async () => {
    const { query, area } = await someIncomes(es);
    const response = await es.call(es.admin, 'GET', `/api/incomes/export?${query}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ingresos-2028-01-01-a-2028-01-31.xlsx"',
    );
    const { sheets, xml } = await readWorkbook(response.rawPayload);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Ingresos']);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(['Fecha', 'Concepto', 'Área', 'Tipo', 'Monto']);
    expect(rows).toEqual([
      [sheetDate('2028-01-09'), null, area, 'Efectivo', 0.1],
      [sheetDate('2028-01-05'), 'Pago, con coma', area, 'Efectivo', 1234.56],
      // text stays text in a workbook: nothing to run as a formula
      [sheetDate('2028-01-02'), '=SUMA(A1)', area, 'Tarjeta de crédito', 10.5],
    ]);
    expect(rows.every((row) => row[0] instanceof Date && typeof row[4] === 'number')).toBe(true);
    const total = rows.reduce((sum, row) => sum + Math.round((row[4] as number) * 100), 0);
    expect(total).toBe(124516);
    expect(xml('xl/styles.xml')).toContain(
      'formatCode="#,##0.00 &quot;€&quot;;-#,##0.00 &quot;€&quot;"',
    );
    expect(xml('xl/styles.xml')).toContain('formatCode="dd/mm/yyyy"');
    expect(xml('xl/worksheets/sheet1.xml')).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
  });

  it('en-US workbook: money in dollars', async () => {
    const { query } = await someIncomes(en);
    const response = await en.call(en.admin, 'GET', `/api/incomes/export?${query}&format=xlsx`);
    const { sheets, xml } = await readWorkbook(response.rawPayload);
    expect(sheets[0]!.data.slice(1).map((row) => row[4])).toEqual([0.1, 1234.56, 10.5]);
    expect(xml('xl/styles.xml')).toContain(
      'formatCode="&quot;$&quot;#,##0.00;-&quot;$&quot;#,##0.00"',
    );
  });

  it('keeps the same access and filter checks, and refuses an unknown format in Spanish', async () => {
    const usuario = await es.signIn('usuario');
    expect((await es.call(usuario, 'GET', '/api/incomes/export?format=xlsx')).statusCode).toBe(403);
    expect((await es.call(null, 'GET', '/api/incomes/export?format=xlsx')).statusCode).toBe(401);
    expectErrorBody(await es.call(es.admin, 'GET', '/api/incomes/export?format=xlsx&dateFrom=no'), {
      status: 400,
    });
    expectErrorBody(await es.call(es.admin, 'GET', '/api/incomes/export?format=pdf'), {
      status: 400,
      message: /Formato de exportación inválido/,
    });
  });
});

describe('expenses export files', () => {
  it('es-ES: CSV with ";" and the workbook with number, count and date cells', async () => {
    const { category, area, supplier } = await es.catalog('Oficina');
    await insertExpense(es.db, {
      categoryId: category.id,
      areaId: area.id,
      supplierId: supplier.id,
      name: 'Papel; A4',
      amount: '1500.00',
      date: '2030-01-05',
      note: 'Enero',
    });
    await insertExpense(es.db, {
      categoryId: category.id,
      areaId: area.id,
      name: 'Café',
      amount: '3.10',
      date: '2030-01-06',
    });
    const csv = await es.call(es.admin, 'GET', `/api/expenses/export?categoryId=${category.id}`);
    const records: string[][] = parse(csv.body, { bom: true, delimiter: ';' });
    expect(records).toEqual([
      [
        'Fecha',
        'Nombre',
        'Categoría',
        'Área',
        'Proveedor',
        'Monto',
        'Nota',
        'Recurrente',
        'Comprobantes',
      ],
      ['06/01/2030', 'Café', 'Oficina', 'Oficina', '', '3,10', '', 'No', '0'],
      ['05/01/2030', 'Papel; A4', 'Oficina', 'Oficina', 'Oficina', '1500,00', 'Enero', 'No', '0'],
    ]);

    const file = await es.call(
      es.admin,
      'GET',
      `/api/expenses/export?categoryId=${category.id}&format=xlsx`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="egresos-inicio-a-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const { sheets } = await readWorkbook(file.rawPayload);
    expect(sheets[0]!.sheet).toBe('Egresos');
    expect(sheets[0]!.data).toEqual([
      [
        'Fecha',
        'Nombre',
        'Categoría',
        'Área',
        'Proveedor',
        'Monto',
        'Nota',
        'Recurrente',
        'Comprobantes',
      ],
      [sheetDate('2030-01-06'), 'Café', 'Oficina', 'Oficina', null, 3.1, null, 'No', 0],
      [
        sheetDate('2030-01-05'),
        'Papel; A4',
        'Oficina',
        'Oficina',
        'Oficina',
        1500,
        'Enero',
        'No',
        0,
      ],
    ]);
  });

  it('streams a workbook of more rows than one chunk without losing one', async () => {
    const { category, area } = await es.catalog('Muchas');
    const values = Array.from({ length: 2100 }, (_, n) => ({
      categoryId: category.id,
      areaId: area.id,
      name: `Gasto ${n}`,
      amount: '1.25',
      date: `2031-0${1 + (n % 9)}-1${n % 10}`,
    }));
    await es.db.insert(expenses).values(values);
    const file = await es.call(
      es.admin,
      'GET',
      `/api/expenses/export?areaId=${area.id}&format=xlsx`,
    );
    const rows = (await readWorkbook(file.rawPayload)).sheets[0]!.data.slice(1);
    expect(rows).toHaveLength(2100);
    expect(rows.reduce((sum, row) => sum + (row[5] as number), 0)).toBe(2625);
    const times = rows.map((row) => (row[0] as Date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
