/**
 * GET/POST /expenses, PATCH/DELETE /expenses/{id}, GET /expenses/export, and the catalog deletes
 * refused while finance records use the entry (DECISIONS §7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { insertExpense, insertIncome, insertRecurringExpense } from '../../../test/factories';
import { expenses } from '../../db/schema/index';
import { translateRefError } from './finance-common';
import { financeTestKit, type FinanceKit } from '../../../test/kits/finance-test-kit';

let k: FinanceKit;
beforeAll(async () => {
  k = await financeTestKit();
});
afterAll(() => k.close());

type Listed = {
  success: boolean;
  data: { id: number; name: string; amount: number; receiptCount: number }[];
  totalItems: number;
};

describe('expenses', () => {
  it('creates with the SPEC payload, edits and deletes with the Spanish texts', async () => {
    const { category, area, supplier } = await k.catalog('Oficina');
    const created = await k.call(k.admin, 'POST', '/api/expenses', {
      name: 'Papel',
      amount: '25.30',
      date: '2026-02-10',
      categoryId: category.id,
      areaId: area.id,
      supplierId: supplier.id,
      note: 'Resmas',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ data: { id: number } }>();
    expect(body).toEqual({
      success: true,
      message: 'Egreso creado correctamente',
      data: {
        id: expect.any(Number),
        name: 'Papel',
        amount: 25.3,
        date: '2026-02-10',
        categoryId: category.id,
        category: { id: category.id, name: 'Oficina' },
        areaId: area.id,
        area: { id: area.id, name: 'Oficina' },
        supplierId: supplier.id,
        supplier: { id: supplier.id, name: 'Oficina' },
        note: 'Resmas',
        recurringExpenseId: null,
        receiptCount: 0,
        createdAt: expect.any(String),
      },
    });
    const { id } = body.data;

    // The supplier is optional; the whole item may be sent back; '' and null mean none.
    const edited = await k.ok<{ message: string; data: Record<string, unknown> }>(
      'PATCH',
      `/api/expenses/${id}`,
      { name: 'Papel A4', amount: 30, supplierId: '', note: '' },
    );
    expect(edited).toMatchObject({
      message: 'Egreso actualizado correctamente',
      data: { id, name: 'Papel A4', amount: 30, supplierId: null, supplier: null, note: '' },
    });
    const noSupplier = await k.ok<{ data: { supplierId: null } }>('POST', '/api/expenses', {
      name: 'Sin proveedor',
      amount: 1,
      date: '2026-02-10',
      categoryId: category.id,
      areaId: area.id,
      supplierId: null,
    });
    expect(noSupplier.data.supplierId).toBeNull();

    expect(await k.ok('DELETE', `/api/expenses/${id}`)).toEqual({
      success: true,
      message: 'Egreso eliminado correctamente',
    });
    expectErrorBody(await k.call(k.admin, 'DELETE', `/api/expenses/${id}`), {
      status: 404,
      message: 'Egreso no encontrado',
    });
  });

  it('answers 400 with the reference missing, before and during the write', async () => {
    const { category, area, supplier } = await k.catalog();
    const valid = {
      name: 'Luz',
      amount: 10,
      date: '2026-01-01',
      categoryId: category.id,
      areaId: area.id,
    };
    const cases: [object, string][] = [
      [{ categoryId: 999999 }, 'La categoría no existe'],
      [{ areaId: 999999 }, 'El área no existe'],
      [{ supplierId: 999999 }, 'El proveedor no existe'],
    ];
    for (const [change, message] of cases) {
      expectErrorBody(await k.call(k.admin, 'POST', '/api/expenses', { ...valid, ...change }), {
        status: 400,
        message,
      });
    }
    const expense = await k.ok<{ data: { id: number } }>('POST', '/api/expenses', {
      ...valid,
      supplierId: supplier.id,
    });
    for (const [change, message] of cases) {
      expectErrorBody(await k.call(k.admin, 'PATCH', `/api/expenses/${expense.data.id}`, change), {
        status: 400,
        message,
      });
    }
    expectErrorBody(
      await k.call(k.admin, 'POST', '/api/expenses', { ...valid, note: 'x'.repeat(1001) }),
      { status: 400 },
    );
    expectErrorBody(await k.call(k.admin, 'POST', '/api/expenses', { ...valid, name: '  ' }), {
      status: 400,
      message: /Requerido/,
    });
  });

  it('lists newest first with every SPEC filter', async () => {
    const one = await k.catalog('Filtro Uno');
    const two = await k.catalog('Filtro Dos');
    const base = { categoryId: one.category.id, areaId: one.area.id };
    const a = await insertExpense(k.db, { ...base, name: 'Electricidad', date: '2029-03-01' });
    const b = await insertExpense(k.db, {
      categoryId: two.category.id,
      areaId: two.area.id,
      supplierId: two.supplier.id,
      name: 'ELECTRÓNICA',
      date: '2029-03-15',
    });
    const c = await insertExpense(k.db, { ...base, name: 'Agua', date: '2029-03-15' });
    const list = async (query: string) =>
      (
        await k.ok<Listed>('GET', `/api/expenses?dateFrom=2029-03-01&dateTo=2029-03-31&${query}`)
      ).data.map((row) => row.id);
    expect(await list('')).toEqual([c.id, b.id, a.id]);
    expect(await list('name=electr')).toEqual([b.id, a.id]);
    expect(await list('name=electrónica')).toEqual([b.id]);
    expect(await list(`categoryId=${two.category.id}`)).toEqual([b.id]);
    expect(await list(`areaId=${one.area.id}`)).toEqual([c.id, a.id]);
    expect(await list(`supplierId=${two.supplier.id}`)).toEqual([b.id]);
    expect(await list('limit=1&page=3')).toEqual([a.id]);
    expect(
      (await k.ok<Listed>('GET', '/api/expenses?dateFrom=2029-03-15&dateTo=2029-03-15')).totalItems,
    ).toBe(2);
  });

  it('exports every row of the filters as CSV', async () => {
    const { category, area, supplier } = await k.catalog('Cé Ese Uve');
    await insertExpense(k.db, {
      categoryId: category.id,
      areaId: area.id,
      supplierId: supplier.id,
      name: 'Alquiler "local"',
      amount: '1500.00',
      date: '2030-01-05',
      note: 'Enero\nsegunda línea',
    });
    await insertExpense(k.db, {
      categoryId: category.id,
      areaId: area.id,
      name: 'Café',
      amount: '3.10',
      date: '2030-01-06',
    });
    const response = await k.call(k.admin, 'GET', `/api/expenses/export?categoryId=${category.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="egresos-inicio-a-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe(
      '\uFEFFFecha,Nombre,Categoría,Área,Proveedor,Monto,Nota,Recurrente,Comprobantes\r\n' +
        '06/01/2030,Café,Cé Ese Uve,Cé Ese Uve,,3.10,,No,0\r\n' +
        '05/01/2030,"Alquiler ""local""",Cé Ese Uve,Cé Ese Uve,Cé Ese Uve,1500.00,"Enero\nsegunda línea",No,0\r\n',
    );
  });

  it('exports more rows than one chunk, in order, without losing one', async () => {
    const { category, area } = await k.catalog('Muchos');
    const values = Array.from({ length: 2100 }, (_, n) => ({
      categoryId: category.id,
      areaId: area.id,
      name: `Gasto ${n}`,
      amount: '1.00',
      date: `2031-0${1 + (n % 9)}-1${n % 10}`,
    }));
    await k.db.insert(expenses).values(values);
    const response = await k.call(k.admin, 'GET', `/api/expenses/export?areaId=${area.id}`);
    const lines = response.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(2101);
    const dates = lines.slice(1).map((line) => line.slice(0, 10).split('/').reverse().join('-'));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(lines).size).toBe(2101);
  });
});

describe('a reference deleted between the check and the write', () => {
  it('is read from the foreign-key violation as the same 400', async () => {
    const { category, area, supplier } = await k.catalog();
    const row = {
      name: 'x',
      amount: '1.00',
      date: '2026-01-01',
      categoryId: category.id,
      areaId: area.id,
    };
    const violation = (values: object) =>
      k.db
        .insert(expenses)
        .values({ ...row, ...values })
        .then(
          () => null,
          (error: unknown) => error,
        );
    const cases: [object, string][] = [
      [{ categoryId: 999999 }, 'La categoría no existe'],
      [{ areaId: 999999 }, 'El área no existe'],
      [{ supplierId: supplier.id + 999999 }, 'El proveedor no existe'],
    ];
    for (const [values, message] of cases) {
      const error = await violation(values);
      expect(error).not.toBeNull();
      expect(() => translateRefError(error)).toThrow(message);
    }
    const other = new Error('otro');
    expect(() => translateRefError(other)).toThrow(other);
  });
});

describe('catalog deletes while finance records use the entry', () => {
  it('answers 409 with how many records use it, and deletes once unused', async () => {
    const { category, area, supplier } = await k.catalog('En uso');
    const income = await insertIncome(k.db, { areaId: area.id });
    const expense = await insertExpense(k.db, {
      categoryId: category.id,
      areaId: area.id,
      supplierId: supplier.id,
    });
    const recurring = await insertRecurringExpense(k.db, {
      categoryId: category.id,
      areaId: area.id,
    });
    expectErrorBody(await k.call(k.admin, 'DELETE', `/api/categories/${category.id}`), {
      status: 409,
      message: 'No se puede eliminar la categoría porque está en uso: la usan 2 registros',
    });
    expectErrorBody(await k.call(k.admin, 'DELETE', `/api/areas/${area.id}`), {
      status: 409,
      message: 'No se puede eliminar el área porque está en uso: la usan 3 registros',
    });
    expectErrorBody(await k.call(k.admin, 'DELETE', `/api/suppliers/${supplier.id}`), {
      status: 409,
      message: 'No se puede eliminar el proveedor porque está en uso: lo usa 1 registro',
    });
    await k.ok('DELETE', `/api/expenses/${expense.id}`);
    await k.ok('DELETE', `/api/incomes/${income.id}`);
    await k.ok('DELETE', `/api/suppliers/${supplier.id}`);
    expectErrorBody(await k.call(k.admin, 'DELETE', `/api/categories/${category.id}`), {
      status: 409,
      message: /la usa 1 registro$/,
    });
    await k.ok('DELETE', `/api/expenses-recurrent/${recurring.id}`);
    await k.ok('DELETE', `/api/categories/${category.id}`);
    await k.ok('DELETE', `/api/areas/${area.id}`);
  });
});
