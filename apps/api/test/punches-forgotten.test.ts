/**
 * Forgotten exits (DECISIONS §10) over HTTP with the app's clock moved by the test, in Madrid
 * across the spring daylight-saving night: three workers whose days interleave — a day worker who
 * forgets Monday's exit, a night worker who forgets Sunday's (a 7-hour night) and arrives before
 * a midnight shift on Tuesday, an admin without shifts. Sin salida blocks no Punch In, no Punch
 * Out closes it, its hours are 0 in the analysis, the summary and the CSV; every event leaves
 * its history row, and a replay leaves none.
 */
import {
  PUNCH_TEXTS,
  type AddPunchResponse,
  type GetPunchesInput,
  type Punch,
  type PunchSummaryRow,
} from '@app/contract/punches';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { punchHistory } from '../src/db/schema/index';
import { forgottenPunches } from '../src/features/punches/punches.queries';
import { companyClock } from '../src/lib/time';
import { expectErrorBody } from './api-checks';
import { insertShift } from './factories';
import { createTestApp, type TestApp } from './test-app';

type Session = Awaited<ReturnType<TestApp['signIn']>>;
const ZONE = 'Europe/Madrid';
const clock = companyClock(ZONE);
const at = (wallClock: string) => clock.instantOf(wallClock);

let t: TestApp;
let current = at('2026-03-29 12:00');
beforeAll(async () => {
  t = await createTestApp({ timeZone: ZONE, now: () => current });
});
afterAll(() => t.close());

const setClock = (wallClock: string) => {
  current = at(wallClock);
};
const addShift = (userId: number, from: string, to: string) =>
  insertShift(t.db, { userId, startAt: at(from), endAt: at(to), timeZone: ZONE });
const call = async (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: await t.freshHeaders(session),
    ...(payload && { payload }),
  });
const punch = async (session: Session, type: string, status = 201) => {
  const response = await call(session, 'POST', '/punches/add', { type });
  expect(response.statusCode, response.body).toBe(status);
  return response;
};
const recent = async (session: Session) => {
  const response = await call(session, 'GET', `/punches/${session.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Punch[]; forgottenPunch: Punch | null }>();
};
const list = async (session: Session, filter: GetPunchesInput) => {
  const response = await call(session, 'POST', '/punches/getPunches', filter);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: Punch[] }>().result;
};

const MONTH = { fromDate: '2026-03-01', toDate: '2026-04-30' };
const ZERO = {
  workedHours: 0,
  hoursDifference: 0,
  arriveEarlyHours: 0,
  arriveLateHours: 0,
  leaveEarlyHours: 0,
  leaveLateHours: 0,
};

describe('forgotten exits across days, users and the daylight-saving night', () => {
  let ana: Session;
  let bruno: Session;
  let carla: Session;
  let anaMonday: Punch;
  let brunoSaturday: Punch;
  let carlaSaturday: Punch;
  let carlaMonday: Punch;

  beforeAll(async () => {
    ana = await t.signIn('usuario', { name: 'Ana Día' });
    bruno = await t.signIn('usuario', { name: 'Bruno Noche' });
    carla = await t.signIn('admin', { name: 'Carla Admin' });
    for (const day of ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-03']) {
      await addShift(ana.id, `${day} 09:00`, `${day} 17:00`);
    }
    // Saturday's night crosses Sunday's 02:00 → 03:00: 7 real hours.
    await addShift(bruno.id, '2026-03-28 22:00', '2026-03-29 06:00');
    await addShift(bruno.id, '2026-03-30 22:00', '2026-03-31 06:00');
    await addShift(bruno.id, '2026-04-01 00:00', '2026-04-01 08:00');
  });

  it('Saturday night: Bruno and Carla (admin, no shift) punch in and forget', async () => {
    setClock('2026-03-28 20:00');
    carlaSaturday = (await punch(carla, 'I')).json<AddPunchResponse>().data;
    setClock('2026-03-28 21:55');
    brunoSaturday = (await punch(bruno, 'I')).json<AddPunchResponse>().data;
    expect(brunoSaturday).toMatchObject({ calendarDateId: 20260328, missingOut: false });
    // Open until the shift's end + 4 h, then sin salida.
    setClock('2026-03-29 09:59');
    expect((await recent(bruno)).data[0]).toMatchObject({ missingOut: false });
    expect((await recent(bruno)).forgottenPunch).toBeNull();
    setClock('2026-03-29 10:00');
    const brunos = await recent(bruno);
    expect(brunos.data[0]).toMatchObject({ id: brunoSaturday.id, missingOut: true, ...ZERO });
    expect(brunos.forgottenPunch).toMatchObject({ id: brunoSaturday.id, dateOut: null });
    // 16 real hours after 20:00 on the night an hour is skipped is 13:00, not 12:00.
    setClock('2026-03-29 12:59');
    expect((await recent(carla)).data[0]).toMatchObject({ missingOut: false });
    setClock('2026-03-29 13:00');
    expect((await recent(carla)).data[0]).toMatchObject({ missingOut: true, workedHours: 0 });
  });

  it("Monday: Ana in late and no out; Carla in again; no Punch Out closes Bruno's night", async () => {
    setClock('2026-03-30 09:20');
    anaMonday = (await punch(ana, 'I')).json<AddPunchResponse>().data;
    expect(anaMonday.arriveLateHours).toBe(0.33);
    setClock('2026-03-30 10:00');
    carlaMonday = (await punch(carla, 'I')).json<AddPunchResponse>().data;
    expect(carlaMonday.calendarDateId).toBe(20260330);
    // That would invent an exit time.
    expectErrorBody(await punch(bruno, 'O', 409), {
      status: 409,
      message: PUNCH_TEXTS.missingOut('28/03/2026'),
    });
    expectErrorBody(await punch(bruno, 'BI', 409), {
      status: 409,
      message: PUNCH_TEXTS.missingOut('28/03/2026'),
    });
  });

  it('Monday evening: Ana is open until 21:00; Bruno punches in for his night', async () => {
    setClock('2026-03-30 20:59');
    expect((await recent(ana)).data[0]).toMatchObject({ id: anaMonday.id, missingOut: false });
    setClock('2026-03-30 21:00');
    expect((await recent(ana)).data[0]).toMatchObject({ id: anaMonday.id, missingOut: true });
    setClock('2026-03-30 21:50');
    const night = (await punch(bruno, 'I')).json<AddPunchResponse>().data;
    expect(night).toMatchObject({ calendarDateId: 20260330, missingOut: false });
    setClock('2026-03-31 06:05');
    const out = (await punch(bruno, 'O')).json<AddPunchResponse>().data;
    expect(out).toMatchObject({ id: night.id, workedHours: 8.25 });
  });

  it('Tuesday: Carla sin salida 16 h after Monday 10:00; Ana is not blocked, closes only Tuesday', async () => {
    setClock('2026-03-31 01:59');
    expect((await recent(carla)).data[0]).toMatchObject({ missingOut: false });
    setClock('2026-03-31 02:00');
    expect((await recent(carla)).data[0]).toMatchObject({ missingOut: true });
    setClock('2026-03-31 08:50');
    expectErrorBody(await punch(ana, 'O', 409), {
      status: 409,
      message: PUNCH_TEXTS.missingOut('30/03/2026'),
    });
    const tuesday = (await punch(ana, 'I')).json<AddPunchResponse>().data;
    expect(tuesday).toMatchObject({ calendarDateId: 20260331, missingOut: false });
    setClock('2026-03-31 17:05');
    const out = (await punch(ana, 'O')).json<AddPunchResponse>().data;
    expect(out).toMatchObject({ id: tuesday.id, workedHours: 8.25, missingOut: false });
    const anas = await recent(ana);
    expect(anas.data.map((p) => [p.calendarDateId, p.dateOut !== null, p.missingOut])).toEqual([
      [20260331, true, false],
      [20260330, false, true],
    ]);
    expect(anas.forgottenPunch).toMatchObject({ id: anaMonday.id });
  });

  it('Tuesday 23:55: Bruno arrives for Wednesday 00:00; the punch is listed and open', async () => {
    setClock('2026-03-31 23:55');
    const midnight = (await punch(bruno, 'I')).json<AddPunchResponse>().data;
    expect(midnight.calendarDateId).toBe(20260401);
    const brunos = await recent(bruno);
    expect(brunos.data[0]).toMatchObject({ id: midnight.id, dateOut: null, missingOut: false });
    setClock('2026-04-01 00:10');
    expectErrorBody(await punch(bruno, 'I', 409), { status: 409, message: PUNCH_TEXTS.openPunch });
    setClock('2026-04-01 08:00');
    expect((await punch(bruno, 'O')).json<AddPunchResponse>().data.id).toBe(midnight.id);
  });

  it('Wednesday: Ana works with a break; on Friday Monday is still sin salida', async () => {
    setClock('2026-04-01 08:58');
    await punch(ana, 'I');
    setClock('2026-04-01 12:00');
    await punch(ana, 'BI');
    setClock('2026-04-01 12:30');
    await punch(ana, 'BO');
    setClock('2026-04-01 17:00');
    await punch(ana, 'O');
    setClock('2026-04-03 08:30');
    expectErrorBody(await punch(ana, 'O', 409), { status: 409, message: PUNCH_TEXTS.noOpenPunch });
    expect((await recent(ana)).forgottenPunch).toMatchObject({ id: anaMonday.id });
  });

  it('the analysis, the summary and the CSV count 0 hours for sin salida', async () => {
    const rows = await list(carla, { ...MONTH, usersIds: [ana.id] });
    const monday = rows.find((row) => row.id === anaMonday.id)!;
    expect(monday).toMatchObject({ missingOut: true, corrected: false, dateOut: null, ...ZERO });
    const summary = await call(carla, 'POST', '/punches/summary', { ...MONTH, usersIds: [ana.id] });
    // Monday's 20 minutes late count nothing; Tuesday and Wednesday were early.
    expect(summary.json<{ data: PunchSummaryRow[] }>().data[0]).toMatchObject({
      arriveLateCount: 0,
      arriveLateTotal: 0,
      arriveEarlyCount: 2,
      arriveEarlyTotal: 0.2,
      missingOutCount: 1,
      correctedCount: 0,
    });
    const csv = await call(carla, 'POST', '/punches/export', { ...MONTH, usersIds: [ana.id] });
    const line = csv.body.split('\r\n').find((row) => row.includes(',30/03/2026,'))!;
    expect(line.split(',').slice(4, 16)).toEqual([
      '30/03/2026 09:20',
      '',
      ...Array<string>(6).fill('0.00'),
      '0',
      '0.00',
      '0.00',
      'Sin salida',
    ]);
  });

  it('the SQL form of the rule finds the same punches, with the time each was forgotten', async () => {
    const found = await forgottenPunches(t.db, {
      fromDay: 20260301,
      toDay: 20260430,
      userIds: [ana.id, bruno.id, carla.id],
      now: current,
      forgottenHours: 4,
    });
    expect(found.map((row) => [row.punchId, row.forgottenAt.toISOString()])).toEqual([
      [carlaSaturday.id, at('2026-03-29 13:00').toISOString()],
      [brunoSaturday.id, at('2026-03-29 10:00').toISOString()],
      [anaMonday.id, at('2026-03-30 21:00').toISOString()],
      [carlaMonday.id, at('2026-03-31 02:00').toISOString()],
    ]);
  });

  it('every event appended one history row with before and after; a replay appended none', async () => {
    const history = () =>
      t.db
        .select()
        .from(punchHistory)
        .where(eq(punchHistory.userId, ana.id))
        .orderBy(asc(punchHistory.id));
    const rows = await history();
    expect(rows.map((row) => row.action)).toEqual(['I', 'I', 'O', 'I', 'BI', 'BO', 'O']);
    for (const row of rows) expect(row).toMatchObject({ actorId: ana.id, reason: null });
    expect(rows[0]).toMatchObject({ punchId: anaMonday.id, ip: '127.0.0.1', before: null });
    expect(rows[0]!.after).toMatchObject({ id: anaMonday.id, dateOut: null, breaks: [] });
    expect(rows[5]!.before).toMatchObject({ breaks: [{ type: 'break', breakOut: null }] });
    expect(rows[5]!.after).toMatchObject({
      breaks: [{ type: 'break', breakOut: at('2026-04-01 12:30').toISOString() }],
    });
    expect(rows[6]!.after).toMatchObject({ dateOut: at('2026-04-01 17:00').toISOString() });

    const headers = { ...(await t.freshHeaders(ana)), 'idempotency-key': 'viernes-entrada' };
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/punches/add', headers, payload: { type: 'I' } });
    expect((await send()).statusCode).toBe(201);
    setClock('2026-04-03 08:40');
    expect((await send()).statusCode).toBe(200);
    expect(await history()).toHaveLength(rows.length + 1);
  });
});
