/** GET/POST /incomes, PATCH/DELETE /incomes/{id}, GET /incomes/export (SPEC §7, DECISIONS §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { insertIncome } from '../../../test/factories';
import { financeTestKit, type FinanceKit } from '../../../test/kits/finance-test-kit';

let k: FinanceKit;
beforeAll(async () => {
  k = await financeTestKit();
});
afterAll(() => k.close());

type Listed = {
  success: boolean;
  data: { id: number; amount: number; date: string }[];
  totalItems: number;
};

describe('incomes', () => {
  it('creates with the SPEC payload (numeric strings too), edits and deletes with the Spanish texts', async () => {
    const { area } = await k.catalog('Ventas Norte');
    const created = await k.call(k.admin, 'POST', '/api/incomes', {
      amount: 1234.5,
      type: 'cash',
      date: '2026-02-03',
      areaId: area.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ data: Record<string, unknown> }>();
    expect(body).toEqual({
      success: true,
      message: 'Ingreso creado correctamente',
      data: {
        id: expect.any(Number),
        amount: 1234.5,
        type: 'cash',
        date: '2026-02-03',
        areaId: area.id,
        area: { id: area.id, name: 'Ventas Norte' },
        description: '',
        createdAt: expect.stringMatching(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/,
        ),
      },
    });
    const id = body.data.id as number;

    const fromStrings = await k.ok<{ data: { amount: number; areaId: number } }>(
      'POST',
      '/api/incomes',
      {
        amount: '0.10',
        type: 'debit_card',
        date: '2026-02-04',
        areaId: String(area.id),
        description: 'Cobro',
      },
    );
    expect(fromStrings.data).toMatchObject({ amount: 0.1, areaId: area.id });

    const edited = await k.ok<{ message: string; data: Record<string, unknown> }>(
      'PATCH',
      `/api/incomes/${id}`,
      { amount: '99.99', type: 'checking_account', description: 'Factura 12' },
    );
    expect(edited).toMatchObject({
      message: 'Ingreso actualizado correctamente',
      data: {
        id,
        amount: 99.99,
        type: 'checking_account',
        description: 'Factura 12',
        date: '2026-02-03',
      },
    });

    expect(await k.ok('DELETE', `/api/incomes/${id}`)).toEqual({
      success: true,
      message: 'Ingreso eliminado correctamente',
    });
    expectErrorBody(await k.call(k.admin, 'DELETE', `/api/incomes/${id}`), {
      status: 404,
      message: 'Ingreso no encontrado',
    });
    expectErrorBody(await k.call(k.admin, 'PATCH', `/api/incomes/${id}`, { amount: 5 }), {
      status: 404,
      message: 'Ingreso no encontrado',
    });
  });

  it('refuses a missing area, a bad amount and a bad type with Spanish 400s', async () => {
    const before = await k.ok<Listed>('GET', '/api/incomes?limit=100');
    const { area } = await k.catalog();
    const valid = { amount: 10, type: 'cash', date: '2026-01-01', areaId: area.id };
    expectErrorBody(await k.call(k.admin, 'POST', '/api/incomes', { ...valid, areaId: 999999 }), {
      status: 400,
      message: 'El área no existe',
    });
    expectErrorBody(await k.call(k.admin, 'POST', '/api/incomes', { ...valid, amount: 0.001 }), {
      status: 400,
      message: /2 decimales/,
    });
    expectErrorBody(await k.call(k.admin, 'POST', '/api/incomes', { ...valid, amount: -5 }), {
      status: 400,
    });
    expectErrorBody(await k.call(k.admin, 'POST', '/api/incomes', { ...valid, type: 'bitcoin' }), {
      status: 400,
      message: /Tipo de ingreso/,
    });
    expectErrorBody(
      await k.call(k.admin, 'POST', '/api/incomes', { ...valid, amount: undefined }),
      {
        status: 400,
        message: /Requerido/,
      },
    );
    const income = await k.ok<{ data: { id: number } }>('POST', '/api/incomes', valid);
    expectErrorBody(
      await k.call(k.admin, 'PATCH', `/api/incomes/${income.data.id}`, { areaId: 999999 }),
      { status: 400, message: 'El área no existe' },
    );
    expectErrorBody(await k.call(k.admin, 'PATCH', `/api/incomes/${income.data.id}`, {}), {
      status: 400,
    });
    await k.ok('DELETE', `/api/incomes/${income.data.id}`);
    expect((await k.ok<Listed>('GET', '/api/incomes?limit=100')).totalItems).toBe(
      before.totalItems,
    );
  });

  it('lists newest date first, then newest id, paged, with name, date and area filters', async () => {
    const { area: norte } = await k.catalog('Región Ñandú');
    const { area: sur } = await k.catalog('Sur');
    const a = await insertIncome(k.db, {
      areaId: norte.id,
      date: '2027-05-01',
      description: 'Café',
    });
    const b = await insertIncome(k.db, {
      areaId: sur.id,
      date: '2027-05-03',
      description: 'Ventas 50%_off',
    });
    const c = await insertIncome(k.db, { areaId: sur.id, date: '2027-05-03', description: 'Otro' });
    const d = await insertIncome(k.db, { areaId: sur.id, date: '2027-05-31', description: 'Fin' });
    const list = (query: string) =>
      k.ok<Listed>('GET', `/api/incomes?dateFrom=2027-05-01&dateTo=2027-05-31&${query}`);
    expect((await list('')).data.map((row) => row.id)).toEqual([d.id, c.id, b.id, a.id]);
    const page = await list('page=2&limit=3');
    expect(page).toMatchObject({ success: true, totalItems: 4 });
    expect(page.data.map((row) => row.id)).toEqual([a.id]);
    // Inclusive dates.
    const early = await k.ok<Listed>('GET', '/api/incomes?dateFrom=2027-05-01&dateTo=2027-05-03');
    expect(early.data.map((row) => row.id)).toEqual([c.id, b.id, a.id]);
    // Case and accents ignored; the area's name matches too; % and _ are plain characters.
    expect((await list('name=CAFE')).data.map((row) => row.id)).toEqual([a.id]);
    expect((await list('name=nandu')).data.map((row) => row.id)).toEqual([a.id]);
    expect((await list('name=50%25_')).data.map((row) => row.id)).toEqual([b.id]);
    expect((await list('name=%25')).data.map((row) => row.id)).toEqual([b.id]);
    expect((await list(`areaId=${sur.id}`)).totalItems).toBe(3);
    expectErrorBody(
      await k.call(k.admin, 'GET', '/api/incomes?dateFrom=2027-06-01&dateTo=2027-05-01'),
      {
        status: 400,
        message: 'La fecha desde no puede ser posterior a la fecha hasta',
      },
    );
  });

  it('exports every row of the filters as CSV with Spanish headers and 2 decimals', async () => {
    const { area } = await k.catalog('Exportación');
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
      amount: '1000.00',
      description: 'Pago, con coma',
    });
    await insertIncome(k.db, { areaId: area.id, date: '2028-02-05', amount: '7.00' });
    const response = await k.call(
      k.admin,
      'GET',
      `/api/incomes/export?areaId=${area.id}&dateFrom=2028-01-01&dateTo=2028-01-31`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ingresos-2028-01-01-a-2028-01-31.csv"',
    );
    expect(response.body).toBe(
      '\uFEFFFecha,Concepto,Área,Tipo,Monto\r\n' +
        '05/01/2028,"Pago, con coma",Exportación,Efectivo,1000.00\r\n' +
        "02/01/2028,'=SUMA(A1),Exportación,Tarjeta de crédito,10.50\r\n",
    );
    expectErrorBody(await k.call(k.admin, 'GET', '/api/incomes/export?dateFrom=no'), {
      status: 400,
    });
  });
});
