/**
 * Who may download which 'Registro de jornada' (DECISIONS §11: a usuario only their own; admin and
 * office anyone's and the ZIP), and bad input answered with a clear Spanish 4xx, never a 5xx. A
 * second ZIP while one is being made is refused with 503 rather than piling up.
 */
import { TIMESHEET_TEXTS } from '@app/contract/timesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { insertPunch, insertShift, TEST_TIME_ZONE } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companyClock } from '../../lib/time';

const NOW = new Date('2026-04-10T10:00:00Z');
const clock = companyClock(TEST_TIME_ZONE);

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let admin: Session;
let office: Session;
let worker: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = await t.signIn('admin');
  office = await t.signIn('office');
  worker = await t.signIn('usuario', { name: 'Lucía Gómez' });
  other = await t.signIn('usuario', { name: 'Óscar Ibáñez' });
  for (const [user, day] of [
    [worker, 2],
    [other, 3],
  ] as const) {
    const date = `2026-03-0${day}`;
    await insertShift(t.db, {
      userId: user.id,
      startAt: clock.instantOf(`${date} 09:00`),
      endAt: clock.instantOf(`${date} 17:00`),
    });
    await insertPunch(t.db, {
      userId: user.id,
      calendarDateId: Number(date.replaceAll('-', '')),
      dateIn: clock.instantOf(`${date} 09:00`),
      dateOut: clock.instantOf(`${date} 17:00`),
    });
  }
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, session?: Session) =>
  t.app.inject({ method: 'GET', url, ...(session && { headers: session.headers }) });

describe('who may download which record', () => {
  it("a usuario downloads their own month, with or without their id, and no one else's", async () => {
    for (const url of [
      '/api/timesheets?month=2026-03',
      `/api/timesheets?month=2026-03&userId=${worker.id}`,
    ]) {
      const response = await get(url, worker);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Registro-Jornada-Lucia-Gomez-2026-03.pdf"',
      );
    }
    expectErrorBody(await get(`/api/timesheets?month=2026-03&userId=${other.id}`, worker), {
      status: 403,
      message: TIMESHEET_TEXTS.ownOnly,
    });
    // an id that does not exist says the same to a usuario: nothing is learnt about other ids
    expectErrorBody(await get('/api/timesheets?month=2026-03&userId=999999', worker), {
      status: 403,
      message: TIMESHEET_TEXTS.ownOnly,
    });
    expectErrorBody(await get('/api/timesheets/all?month=2026-03', worker), { status: 403 });
  });

  it("admin and office download anyone's month and the ZIP; an unknown user is 404", async () => {
    for (const session of [admin, office]) {
      const response = await get(`/api/timesheets?month=2026-03&userId=${other.id}`, session);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expectErrorBody(await get('/api/timesheets?month=2026-03&userId=999999', session), {
        status: 404,
        message: TIMESHEET_TEXTS.userNotFound,
      });
      const zip = await get('/api/timesheets/all?month=2026-03', session);
      expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
    }
  });

  it('without a session: 401', async () => {
    expectErrorBody(await get('/api/timesheets?month=2026-03'), { status: 401 });
    expectErrorBody(await get('/api/timesheets/all?month=2026-03'), { status: 401 });
  });
});

describe('months', () => {
  it('the current month is served; a month not started yet is 400', async () => {
    expect((await get('/api/timesheets?month=2026-04', worker)).statusCode).toBe(200);
    expectErrorBody(await get('/api/timesheets?month=2026-05', worker), {
      status: 400,
      message: TIMESHEET_TEXTS.futureMonth,
    });
    expectErrorBody(await get('/api/timesheets/all?month=2027-01', admin), {
      status: 400,
      message: TIMESHEET_TEXTS.futureMonth,
    });
  });

  it('a past month with nobody in it: the ZIP is 404, a single record is an empty month', async () => {
    expectErrorBody(await get('/api/timesheets/all?month=2025-01', admin), {
      status: 404,
      message: TIMESHEET_TEXTS.nobody,
    });
    expect((await get(`/api/timesheets?month=2025-01&userId=${other.id}`, admin)).statusCode).toBe(
      200,
    );
  });
});

describe('bad input: a Spanish 4xx, never a 5xx', () => {
  const badMonths = [
    '',
    'abc',
    '2026-3',
    '2026-13',
    '2026-00',
    '1999-12',
    '2101-01',
    '2026-03-01',
    '202603',
    ' 2026-03',
    '2026-03%00',
    'x'.repeat(5000),
  ];
  it.each(badMonths.map((month) => [month.slice(0, 20)] as const))(
    'month=%j → 400 badMonth',
    async (shown) => {
      const month = badMonths.find((candidate) => candidate.slice(0, 20) === shown)!;
      for (const url of [
        `/api/timesheets?month=${encodeURIComponent(month)}`,
        `/api/timesheets/all?month=${encodeURIComponent(month)}`,
      ]) {
        expectErrorBody(await get(url, admin), { status: 400, message: TIMESHEET_TEXTS.badMonth });
      }
    },
  );

  it('month missing or repeated → 400', async () => {
    expectErrorBody(await get('/api/timesheets', admin), { status: 400 });
    expectErrorBody(await get('/api/timesheets/all', admin), { status: 400 });
    expectErrorBody(await get('/api/timesheets?month=2026-03&month=2026-02', admin), {
      status: 400,
    });
    expectErrorBody(await get('/api/timesheets/all?month=2026-03&month=2026-02', admin), {
      status: 400,
    });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3x', '%00', '[]'])(
    'userId=%j → 400',
    async (userId) => {
      expectErrorBody(
        await get(`/api/timesheets?month=2026-03&userId=${encodeURIComponent(userId)}`, admin),
        { status: 400 },
      );
    },
  );
});

describe('capacity', () => {
  it('a second ZIP while one is being made is refused with 503 and Retry-After', async () => {
    const [first, second] = await Promise.all([
      get('/api/timesheets/all?month=2026-03', admin),
      get('/api/timesheets/all?month=2026-03', office),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 503]);
    const refused = first.statusCode === 503 ? first : second;
    expect(refused.json()).toMatchObject({ success: false, message: TIMESHEET_TEXTS.busy });
    expect(refused.headers['retry-after']).toBe('5');
    // once it is made, the next one is served
    expect((await get('/api/timesheets/all?month=2026-03', admin)).statusCode).toBe(200);
  });
});
