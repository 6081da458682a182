/**
 * Holidays (DECISIONS §11): everyone signed in reads them, by year (default this year); the admin
 * creates, renames, moves and deletes them; one per date, even sixty at once.
 */
import { HOLIDAY_TEXTS, type Holiday } from '@app/contract/holidays';
import { PERIOD_TEXTS } from '@app/contract/periods';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { holidays, periods } from '../../db/schema/index';

let k: CorrectionsKit;
let admin: Session;
let office: Session;
let worker: Session;
beforeAll(async () => {
  k = await correctionsTestKit();
  admin = await k.newUser('admin');
  office = await k.newUser('office');
  worker = await k.newUser('usuario');
});
afterAll(() => k.close());

const post = (session: Session, body: object) => k.call(session, 'POST', '/api/holidays', body);
const read = async (session: Session, query = '') => {
  const response = await k.call(session, 'GET', `/api/holidays${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Holiday[] }>().data;
};
async function created(date: string, name: string): Promise<Holiday> {
  const response = await post(admin, { date, name });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json<{ message: string }>().message).toBe(HOLIDAY_TEXTS.created);
  return response.json<{ data: Holiday }>().data;
}

describe('holidays', () => {
  it('the admin creates them; everyone reads this year by default, in date order', async () => {
    const christmas = await created('2026-12-25', 'Navidad');
    expect(christmas).toEqual({ id: expect.any(Number), date: '2026-12-25', name: 'Navidad' });
    await created('2026-10-12', 'Fiesta Nacional de España');
    await created('2027-01-01', 'Año Nuevo');
    for (const session of [worker, office, admin]) {
      expect((await read(session)).map((day) => day.date)).toEqual(['2026-10-12', '2026-12-25']);
    }
    expect(await read(worker, '?year=2027')).toEqual([
      { id: expect.any(Number), date: '2027-01-01', name: 'Año Nuevo' },
    ]);
    expect(await read(worker, '?year=2030')).toEqual([]);
    expectErrorBody(await k.call(worker, 'GET', '/api/holidays?year=1999'), {
      status: 400,
      message: HOLIDAY_TEXTS.badYear,
    });
  });

  it('one per date: a second one is 409', async () => {
    expectErrorBody(await post(admin, { date: '2026-12-25', name: 'Otra' }), {
      status: 409,
      message: HOLIDAY_TEXTS.duplicate,
    });
  });

  it('only the admin writes', async () => {
    const [day] = await read(admin);
    for (const session of [worker, office]) {
      expectErrorBody(await post(session, { date: '2026-12-31', name: 'Nochevieja' }), {
        status: 403,
      });
      expectErrorBody(await k.call(session, 'PATCH', `/api/holidays/${day!.id}`, { name: 'X' }), {
        status: 403,
      });
      expectErrorBody(await k.call(session, 'DELETE', `/api/holidays/${day!.id}`), {
        status: 403,
      });
    }
    expect((await read(admin))[0]).toEqual(day);
  });

  it('renaming and moving; moving onto another holiday is 409', async () => {
    const moving = await created('2026-05-01', 'Fiesta del Trabajo');
    const renamed = await k.call(admin, 'PATCH', `/api/holidays/${moving.id}`, {
      name: 'Día del Trabajo',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({
      success: true,
      message: HOLIDAY_TEXTS.updated,
      data: { id: moving.id, date: '2026-05-01', name: 'Día del Trabajo' },
    });
    const moved = await k.call(admin, 'PATCH', `/api/holidays/${moving.id}`, {
      date: '2026-05-04',
    });
    expect(moved.json<{ data: Holiday }>().data.date).toBe('2026-05-04');
    expectErrorBody(
      await k.call(admin, 'PATCH', `/api/holidays/${moving.id}`, { date: '2026-12-25' }),
      {
        status: 409,
        message: HOLIDAY_TEXTS.duplicate,
      },
    );
    const unchanged = await k.call(admin, 'PATCH', `/api/holidays/${moving.id}`, {});
    expect(unchanged.json<{ data: Holiday }>().data).toEqual({
      id: moving.id,
      date: '2026-05-04',
      name: 'Día del Trabajo',
    });
  });

  it('deleting; a holiday that is gone is 404', async () => {
    const gone = await created('2026-08-15', 'Asunción');
    const response = await k.call(admin, 'DELETE', `/api/holidays/${gone.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: HOLIDAY_TEXTS.deleted });
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { name: 'Otra vez' }],
      ['PATCH', {}],
    ] as const) {
      expectErrorBody(await k.call(admin, method, `/api/holidays/${gone.id}`, body), {
        status: 404,
        message: HOLIDAY_TEXTS.notFound,
      });
    }
    expect((await read(admin)).map((day) => day.date)).not.toContain('2026-08-15');
  });

  it('60 identical creates at once: one 201, the others 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => post(admin, { date: '2026-11-09', name: 'Almudena' })),
    );
    const codes = responses.map((r) => r.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([201, ...Array<number>(59).fill(409)]);
    expect((await read(worker)).filter((day) => day.date === '2026-11-09')).toHaveLength(1);
  });

  it('none is written into a closed month, changing nothing; reopened, it is', async () => {
    const october = await created('2026-10-30', 'Fiesta local');
    const november = await created('2026-11-02', 'Difuntos');
    await k.db.insert(periods).values({ month: '2026-10', closedAt: k.now() });
    const closed = { status: 409, message: PERIOD_TEXTS.closed('2026-10') };
    const before = await k.db.select().from(holidays).orderBy(asc(holidays.id));
    for (const [method, url, body] of [
      ['POST', '/api/holidays', { date: '2026-10-31', name: 'Víspera' }],
      ['PATCH', `/api/holidays/${october.id}`, { name: 'Otro nombre' }],
      ['PATCH', `/api/holidays/${october.id}`, { date: '2026-11-03' }],
      ['PATCH', `/api/holidays/${november.id}`, { date: '2026-10-29' }],
      ['DELETE', `/api/holidays/${october.id}`, undefined],
    ] as const) {
      expectErrorBody(await k.call(admin, method, url, body), closed);
    }
    expect(await k.db.select().from(holidays).orderBy(asc(holidays.id))).toEqual(before);
    // A holiday of an open month still moves within open months.
    const moved = await k.call(admin, 'PATCH', `/api/holidays/${november.id}`, {
      date: '2026-11-03',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await k.db.update(periods).set({ reopenedAt: new Date(k.now().getTime() + 1) });
    expect((await k.call(admin, 'DELETE', `/api/holidays/${october.id}`)).statusCode).toBe(200);
  });
});
