/**
 * GET/POST /expenses-recurrent, PATCH/DELETE /expenses-recurrent/{id} and the expenses they
 * generate (DECISIONS §7, decision 031): the clock moves across months, the app restarts on the
 * same database, two instances run at once, and every month is found exactly once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { insertCatalog, insertRecurringExpense } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { openPostgres, type Database } from '../../db/client';
import { expenses } from '../../db/schema/index';
import { startJobs } from '../../lib/scheduled-jobs';
import { companyClock } from '../../lib/time';
import { scheduledJobsOf } from '../../server';
import { generateDueRecurring } from './recurring-generation';

const clock = companyClock('Europe/Madrid');
const at = (wallClock: string) => clock.instantOf(wallClock);

let database: Database & { url?: string };
let now = at('2026-03-10 10:00');
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const errors: unknown[] = [];
const log = { info: () => undefined, error: (entry: unknown) => errors.push(entry) };

/** One server on the shared database: the app, an admin session and its scheduled jobs. */
async function startInstance(db: Database = database) {
  const t = await createTestApp({ database: db, now: () => now });
  const admin = await t.signIn('admin');
  const jobs = startJobs({ db: t.db, log, now: () => now }, scheduledJobsOf(t.app));
  // Sessions live on the app's clock: once the test moves it, the admin signs in again then.
  let signedInAt = now;
  return {
    t,
    admin,
    jobs,
    async call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
      if (signedInAt !== now) {
        await t.signInAgain(admin);
        signedInAt = now;
      }
      return t.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });
    },
    async stop() {
      await jobs.stop();
      await t.close();
    },
  };
}
type Instance = Awaited<ReturnType<typeof startInstance>>;

/** What a recurring expense generated: [date, month, amount, name] in date order. */
async function generated(recurringId: number) {
  const rows = await database.db
    .select()
    .from(expenses)
    .where(eq(expenses.recurringExpenseId, recurringId))
    .orderBy(expenses.date);
  return rows.map((row) => [row.date, row.recurringMonth, row.amount, row.name]);
}

type RecurringBody = {
  data: { id: number; nextDate: string | null; active: boolean; amount: number };
};

let app: Instance;
beforeAll(async () => {
  app = await startInstance();
});
afterAll(() => app.stop());

describe('recurring expenses: the calls', () => {
  it('creates with the SPEC payload, lists with the SPEC filters, edits and deletes', async () => {
    const { category, area, supplier } = await insertCatalog(database.db, { name: 'Recurrente' });
    const created = await app.call('POST', '/api/expenses-recurrent', {
      name: 'Alquiler oficina',
      amount: '1200.00',
      dayOfMonth: '15',
      categoryId: category.id,
      areaId: area.id,
      supplierId: supplier.id,
      note: 'Contrato 2026',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<RecurringBody>();
    expect(body).toEqual({
      success: true,
      message: 'Egreso recurrente creado correctamente',
      data: {
        id: expect.any(Number),
        name: 'Alquiler oficina',
        amount: 1200,
        dayOfMonth: 15,
        categoryId: category.id,
        category: { id: category.id, name: 'Recurrente' },
        areaId: area.id,
        area: { id: area.id, name: 'Recurrente' },
        supplierId: supplier.id,
        supplier: { id: supplier.id, name: 'Recurrente' },
        note: 'Contrato 2026',
        active: true,
        // Created on 10 March: the first 15th on or after it.
        nextDate: '2026-03-15',
        createdAt: expect.any(String),
      },
    });
    const { id } = body.data;
    const list = async (query: string) =>
      (await app.call('GET', `/api/expenses-recurrent?${query}`))
        .json<{ data: { id: number }[]; totalItems: number }>()
        .data.map((row) => row.id);
    expect(await list('name=ALQUILER')).toContain(id);
    expect(await list('name=alquíler%20ofi')).toContain(id);
    expect(await list('dayOfMonth=15')).toContain(id);
    expect(await list('dayOfMonth=5')).not.toContain(id);
    expect(
      await list(`categoryId=${category.id}&areaId=${area.id}&supplierId=${supplier.id}`),
    ).toEqual([id]);

    const edited = await app.call('PATCH', `/api/expenses-recurrent/${id}`, {
      dayOfMonth: 25,
      amount: 1300.5,
    });
    expect(edited.json()).toMatchObject({
      message: 'Egreso recurrente actualizado correctamente',
      data: { id, dayOfMonth: 25, amount: 1300.5, nextDate: '2026-03-25' },
    });
    const paused = await app.call('PATCH', `/api/expenses-recurrent/${id}`, { active: false });
    expect(paused.json()).toMatchObject({ data: { active: false, nextDate: null } });

    expectErrorBody(
      await app.call('POST', '/api/expenses-recurrent', {
        name: 'x',
        amount: 1,
        dayOfMonth: 3,
        categoryId: category.id,
        areaId: area.id,
      }),
      { status: 400, message: 'El día del mes debe ser 1, 5, 10, 15, 20 o 25' },
    );
    expectErrorBody(
      await app.call('PATCH', `/api/expenses-recurrent/${id}`, { categoryId: 999999 }),
      { status: 400, message: 'La categoría no existe' },
    );
    expect((await app.call('DELETE', `/api/expenses-recurrent/${id}`)).json()).toEqual({
      success: true,
      message: 'Egreso recurrente eliminado correctamente',
    });
    expectErrorBody(await app.call('DELETE', `/api/expenses-recurrent/${id}`), {
      status: 404,
      message: 'Egreso recurrente no encontrado',
    });
    expectErrorBody(await app.call('PATCH', `/api/expenses-recurrent/${id}`, { name: 'x' }), {
      status: 404,
      message: 'Egreso recurrente no encontrado',
    });
  });
});

describe('recurring expenses: generation', () => {
  it('generates each month once across months, restarts and two instances at once', async () => {
    now = at('2026-03-10 10:00');
    const { category, area } = await insertCatalog(database.db);
    const created = await app.call('POST', '/api/expenses-recurrent', {
      name: 'Internet',
      amount: 49.99,
      dayOfMonth: 5,
      categoryId: category.id,
      areaId: area.id,
    });
    const { id, nextDate } = created.json<RecurringBody>().data;
    expect(nextDate).toBe('2026-04-05');
    await app.jobs.runDue();
    expect(await generated(id)).toEqual([]);

    // 5 April, 00:30 in Madrid (still 4 April in UTC): April is generated, dated the 5th.
    now = at('2026-04-05 00:30');
    await app.jobs.runDue();
    expect(await generated(id)).toEqual([['2026-04-05', '2026-04', '49.99', 'Internet']]);
    const listed = await app.call('GET', '/api/expenses?dateFrom=2026-04-05&dateTo=2026-04-05');
    expect(listed.json()).toMatchObject({ data: [{ name: 'Internet', recurringExpenseId: id }] });
    const recurring = await app.call('GET', '/api/expenses-recurrent?name=internet');
    expect(recurring.json()).toMatchObject({ data: [{ id, nextDate: '2026-05-05' }] });

    // The server is down from April to late July: the next start catches May, June and July up.
    await app.stop();
    now = at('2026-07-20 08:00');
    app = await startInstance();
    await app.jobs.runDue();
    expect((await generated(id)).map((row) => row[1])).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
    ]);

    // Two more instances start at once on the same database, a month later.
    now = at('2026-08-05 09:00');
    const second = await startInstance();
    const third = await startInstance();
    await Promise.all([app.jobs.runDue(), second.jobs.runDue(), third.jobs.runDue()]);
    await Promise.all([second.stop(), third.stop()]);
    expect((await generated(id)).map((row) => row[1])).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
    ]);
    expect(errors).toEqual([]);
  });

  it('without the runner lock, concurrent generations still make each month once', async () => {
    const { category, area } = await insertCatalog(database.db);
    const recurring = await insertRecurringExpense(database.db, {
      categoryId: category.id,
      areaId: area.id,
      dayOfMonth: 1,
      startsOn: '2025-01-01',
    });
    const other = database.url ? await openPostgres(database.url) : database;
    try {
      await Promise.all([
        generateDueRecurring(database.db, '2025-12-31'),
        generateDueRecurring(other.db, '2025-12-31'),
        generateDueRecurring(database.db, '2025-12-31'),
      ]);
    } finally {
      if (other !== database) await other.close();
    }
    const months = (await generated(recurring.id)).map((row) => row[1]);
    expect(months).toEqual(
      Array.from({ length: 12 }, (_, n) => `2025-${String(n + 1).padStart(2, '0')}`),
    );
  });

  it('two servers on one PostgreSQL database, each with its own pool, generate each month once', async () => {
    if (!database.url) return; // PostgreSQL only: the embedded database has one process
    const { category, area } = await insertCatalog(database.db);
    now = at('2026-09-01 10:00');
    const recurring = await insertRecurringExpense(database.db, {
      categoryId: category.id,
      areaId: area.id,
      dayOfMonth: 20,
      startsOn: '2025-09-01',
    });
    const pools = [await openPostgres(database.url), await openPostgres(database.url)];
    const servers = await Promise.all(pools.map((pool) => startInstance(pool)));
    // Each server looks at its jobs as it starts: let those looks end on 1 September, or one
    // still holding the job's lock when the clock moves makes both of the 25th's looks skip.
    await Promise.all(servers.map((server) => server.jobs.runDue()));
    now = at('2026-09-25 10:00');
    await Promise.all(servers.map((server) => server.jobs.runDue()));
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(pools.map((pool) => pool.close()));
    const months = (await generated(recurring.id)).map((row) => row[1]);
    expect(months).toHaveLength(13);
    expect(new Set(months).size).toBe(13);
    expect(months[0]).toBe('2025-09');
    expect(months[12]).toBe('2026-09');
  });

  it('pauses with active: false and resumes from the resume date, without the paused months', async () => {
    now = at('2027-01-02 10:00');
    const { category, area } = await insertCatalog(database.db);
    const { id } = (
      await app.call('POST', '/api/expenses-recurrent', {
        name: 'Limpieza',
        amount: 80,
        dayOfMonth: 10,
        categoryId: category.id,
        areaId: area.id,
      })
    ).json<RecurringBody>().data;
    now = at('2027-01-10 09:00');
    await app.jobs.runDue();
    await app.call('PATCH', `/api/expenses-recurrent/${id}`, { active: 'false' });
    now = at('2027-04-12 09:00');
    await app.jobs.runDue();
    expect((await generated(id)).map((row) => row[1])).toEqual(['2027-01']);

    // Resumed on 12 April, after its day: the next one is May; February to April are not made.
    const resumed = await app.call('PATCH', `/api/expenses-recurrent/${id}`, { active: true });
    expect(resumed.json()).toMatchObject({ data: { active: true, nextDate: '2027-05-10' } });
    now = at('2027-05-10 09:00');
    await app.jobs.runDue();
    expect((await generated(id)).map((row) => row[1])).toEqual(['2027-01', '2027-05']);

    // Paused and resumed before its day in the same month: that month still comes.
    await app.call('PATCH', `/api/expenses-recurrent/${id}`, { active: false });
    now = at('2027-06-03 09:00');
    await app.call('PATCH', `/api/expenses-recurrent/${id}`, { active: true });
    now = at('2027-06-10 09:00');
    await app.jobs.runDue();
    expect((await generated(id)).map((row) => row[1])).toEqual(['2027-01', '2027-05', '2027-06']);
  });

  it('an edit changes later generations only; a deleted month is not made again', async () => {
    now = at('2028-01-01 10:00');
    const { category, area } = await insertCatalog(database.db);
    const { id } = (
      await app.call('POST', '/api/expenses-recurrent', {
        name: 'Seguro',
        amount: 100,
        dayOfMonth: 1,
        categoryId: category.id,
        areaId: area.id,
      })
    ).json<RecurringBody>().data;
    // Created on its day: January is generated at once.
    expect(await generated(id)).toEqual([['2028-01-01', '2028-01', '100.00', 'Seguro']]);
    now = at('2028-01-15 10:00');
    await app.call('PATCH', `/api/expenses-recurrent/${id}`, {
      name: 'Seguro anual',
      amount: '120.10',
    });
    now = at('2028-02-01 10:00');
    await app.jobs.runDue();
    expect(await generated(id)).toEqual([
      ['2028-01-01', '2028-01', '100.00', 'Seguro'],
      ['2028-02-01', '2028-02', '120.10', 'Seguro anual'],
    ]);

    // The admin deletes February's expense: it stays deleted.
    const [february] = await database.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.recurringExpenseId, id), eq(expenses.recurringMonth, '2028-02')));
    await app.call('DELETE', `/api/expenses/${february!.id}`);
    now = at('2028-02-20 10:00');
    await app.jobs.runDue();
    expect((await generated(id)).map((row) => row[1])).toEqual(['2028-01']);

    // Moving its day later in a month already generated does not make that month twice.
    now = at('2028-03-02 10:00');
    await app.jobs.runDue();
    await app.call('PATCH', `/api/expenses-recurrent/${id}`, { dayOfMonth: 25 });
    now = at('2028-03-26 10:00');
    await app.jobs.runDue();
    expect((await generated(id)).map((row) => row[0])).toEqual(['2028-01-01', '2028-03-01']);
  });

  it('deleting a recurring expense keeps what it generated, unlinked', async () => {
    now = at('2029-05-05 10:00');
    const { category, area } = await insertCatalog(database.db);
    const { id } = (
      await app.call('POST', '/api/expenses-recurrent', {
        name: 'Borrado',
        amount: 10,
        dayOfMonth: 5,
        categoryId: category.id,
        areaId: area.id,
      })
    ).json<RecurringBody>().data;
    expect(await generated(id)).toHaveLength(1);
    await app.call('DELETE', `/api/expenses-recurrent/${id}`);
    const kept = await database.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.name, 'Borrado'), isNull(expenses.recurringExpenseId)));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ date: '2029-05-05', recurringMonth: '2029-05' });
    now = at('2029-07-05 10:00');
    await app.jobs.runDue();
    expect(
      await database.db.select().from(expenses).where(eq(expenses.name, 'Borrado')),
    ).toHaveLength(1);
  });
});
