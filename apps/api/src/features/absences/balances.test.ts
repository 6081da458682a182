/**
 * Yearly balances and working days (DECISIONS §11): Monday to Friday without holidays, an absence
 * across New Year counted in each year, what is approved and pending, and who may go beyond.
 */
import { ABSENCE_TEXTS, type Absence, type Balance } from '@app/contract/absences';
import { COMMON_TEXTS } from '@app/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';

let k: CorrectionsKit;
let admin: Session;
let office: Session;
let worker: Session;
let other: Session;
beforeAll(async () => {
  k = await correctionsTestKit();
  admin = await k.newUser('admin');
  office = await k.newUser('office');
  worker = await k.newUser('usuario');
  other = await k.newUser('usuario');
  for (const [date, name] of [
    ['2026-12-08', 'Inmaculada Concepción'],
    ['2027-01-01', 'Año Nuevo'],
    ['2027-01-06', 'Reyes'],
  ] as const) {
    const response = await k.call(admin, 'POST', '/api/holidays', { date, name });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => k.close());

type Body = { type?: string; fromDate: string; toDate: string; userId?: number };
const create = (session: Session, body: Body) =>
  k.call(session, 'POST', '/api/absences', { type: 'vacation', ...body });
const approve = (session: Session, id: number) =>
  k.call(session, 'POST', `/api/absences/${id}/approve`);
const put = (session: Session, body: object) =>
  k.call(session, 'PUT', '/api/absence-balances', body);
const balances = async (session: Session, query: string) => {
  const response = await k.call(session, 'GET', `/api/absence-balances${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Balance[] }>().data;
};
async function created(session: Session, body: Body): Promise<Absence> {
  const response = await create(session, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Absence }>().data;
}
const listedById = async (id: number) => {
  const response = await k.call(
    admin,
    'GET',
    '/api/absences?fromDate=2026-12-01&toDate=2027-01-31',
  );
  return response.json<{ data: Absence[] }>().data.find((row) => row.id === id)!;
};

describe('working days and balances', () => {
  let first: Absence;
  let newYear: Absence;

  it('the admin sets a balance per user, year and type', async () => {
    const response = await put(admin, { userId: worker.id, year: 2026, type: 'vacation', days: 6 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: ABSENCE_TEXTS.balanceSaved,
      data: [
        {
          userId: worker.id,
          year: 2026,
          type: 'vacation',
          days: 6,
          approved: 0,
          pending: 0,
          remaining: 6,
        },
      ],
    });
    const changed = await put(admin, { userId: worker.id, year: 2027, type: 'vacation', days: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('a week with a holiday takes four working days', async () => {
    first = await created(worker, { fromDate: '2026-12-07', toDate: '2026-12-11' });
    expect(first).toMatchObject({ workingDays: 4, beyondBalance: false });
  });

  it('an absence across New Year counts in each year, without weekends and holidays', async () => {
    // 28–31/12: Monday to Thursday (4); 1–8/01: 1/1 and 6/1 are holidays, 2–3/1 a weekend (4).
    newYear = await created(worker, { fromDate: '2026-12-28', toDate: '2027-01-08' });
    expect(newYear).toMatchObject({ workingDays: 8, beyondBalance: true });
    // Asked first, the week of December still fits: first asked, first served.
    expect(await listedById(first.id)).toMatchObject({ beyondBalance: false });
    expect(await balances(worker, '?year=2026')).toEqual([
      expect.objectContaining({ days: 6, approved: 0, pending: 8, remaining: -2 }),
    ]);
    expect(await balances(worker, '?year=2027')).toEqual([
      expect.objectContaining({ days: 3, approved: 0, pending: 4, remaining: -1 }),
    ]);
  });

  it('office approves what fits, and not what goes beyond; the admin may', async () => {
    expectErrorBody(await approve(office, newYear.id), {
      status: 409,
      message: ABSENCE_TEXTS.beyondBalance,
    });
    expect((await listedById(newYear.id)).status).toBe('pending');
    const fits = await approve(office, first.id);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await balances(office, `?year=2026&userId=${worker.id}`)).toEqual([
      expect.objectContaining({ approved: 4, pending: 4, remaining: -2 }),
    ]);
    const beyond = await approve(admin, newYear.id);
    expect(beyond.statusCode, beyond.body).toBe(200);
    expect(beyond.json<{ data: Absence }>().data).toMatchObject({
      status: 'approved',
      beyondBalance: false,
    });
    expect(await balances(admin, `?year=2026&userId=${worker.id}`)).toEqual([
      expect.objectContaining({ approved: 8, pending: 0, remaining: -2 }),
    ]);
    expect(await balances(admin, `?year=2027&userId=${worker.id}`)).toEqual([
      expect.objectContaining({ approved: 4, pending: 0, remaining: -1 }),
    ]);
  });

  it('office enters no approved absence beyond a balance; the admin may; other types are free', async () => {
    const day = { userId: worker.id, fromDate: '2026-12-14', toDate: '2026-12-14' };
    expectErrorBody(await create(office, day), {
      status: 409,
      message: ABSENCE_TEXTS.beyondBalance,
    });
    await created(office, { ...day, type: 'sick' });
    await created(admin, { ...day, fromDate: '2026-12-15', toDate: '2026-12-15' });
    // A weekend takes no working day: nothing to go beyond.
    await created(office, { ...day, fromDate: '2026-12-19', toDate: '2026-12-20' });
    expect(await balances(admin, `?year=2026&userId=${worker.id}`)).toEqual([
      expect.objectContaining({ type: 'vacation', approved: 9, remaining: -3 }),
    ]);
  });

  it('a balance set to null is removed: no limit then', async () => {
    const response = await put(admin, {
      userId: worker.id,
      year: 2026,
      type: 'vacation',
      days: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Balance[] }>().data).toEqual([]);
    await created(office, { userId: worker.id, fromDate: '2026-12-16', toDate: '2026-12-16' });
    const asked = await created(worker, { fromDate: '2026-12-21', toDate: '2026-12-23' });
    expect(asked.beyondBalance).toBe(false);
  });

  it('a holiday added later is no longer counted', async () => {
    const before = await listedById(first.id);
    expect(before.workingDays).toBe(4);
    await k.call(admin, 'POST', '/api/holidays', { date: '2026-12-10', name: 'Fiesta local' });
    expect((await listedById(first.id)).workingDays).toBe(3);
  });
});

describe('who reads and sets balances', () => {
  it('a usuario reads their own only; office and admin anyone', async () => {
    await put(admin, { userId: other.id, year: 2026, type: 'personal', days: 2 });
    expect(await balances(other, '?year=2026')).toEqual([
      expect.objectContaining({ userId: other.id, type: 'personal', days: 2, remaining: 2 }),
    ]);
    expect(await balances(other, `?year=2026&userId=${other.id}`)).toHaveLength(1);
    expectErrorBody(
      await k.call(other, 'GET', `/api/absence-balances?year=2026&userId=${worker.id}`),
      {
        status: 403,
        message: COMMON_TEXTS.forbidden,
      },
    );
    expect(await balances(office, `?year=2026&userId=${other.id}`)).toHaveLength(1);
    expect(await balances(office, '?year=2025')).toEqual([]);
  });

  it('only the admin sets one, for a user who exists, within 0–366 days', async () => {
    const body = { userId: other.id, year: 2026, type: 'vacation', days: 22 };
    expectErrorBody(await put(office, body), { status: 403 });
    expectErrorBody(await put(admin, { ...body, userId: 999_999 }), {
      status: 404,
      message: ABSENCE_TEXTS.userNotFound,
    });
    for (const days of [-1, 367, 1.5, '3']) {
      expectErrorBody(await put(admin, { ...body, days }), {
        status: 400,
        message: ABSENCE_TEXTS.badBalance,
      });
    }
    expect((await put(admin, { ...body, days: 0 })).statusCode).toBe(200);
    const asked = await created(other, { fromDate: '2026-12-21', toDate: '2026-12-21' });
    expect(asked.beyondBalance).toBe(true);
  });
});
