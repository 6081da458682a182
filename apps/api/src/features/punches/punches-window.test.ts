/**
 * The Punch In window (DECISIONS §5, §6) over HTTP with the server's clock moved by the test:
 * several workers whose night arrivals interleave, shifts at midnight, the two daylight-saving
 * changes and zones with a half-hour offset. Punch In and GET /shifts/today answer alike.
 */
import { addDays, calendarDateId } from '@app/contract/dates';
import {
  PUNCH_TEXTS,
  type AddPunchResponse,
  type Punch,
  type PunchSummaryRow,
} from '@app/contract/punches';
import type { HasShiftResponse } from '@app/contract/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyClock, type CompanyClock } from '../../lib/time';
import { expectErrorBody } from '../../../test/api-checks';
import { insertShift } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

/** Each zone with its daylight-saving days (none for Kolkata) in 2030. */
const ZONES = [
  { zone: 'America/New_York', spring: '2030-03-10', autumn: '2030-11-03' },
  { zone: 'Asia/Kolkata', spring: null, autumn: null },
  { zone: 'Australia/Adelaide', spring: '2030-10-06', autumn: '2030-04-07' },
] as const;

describe.each(ZONES)('$zone', ({ zone, spring, autumn }) => {
  let t: TestApp;
  let clock: CompanyClock;
  let current = new Date();
  beforeAll(async () => {
    t = await createTestApp({ timeZone: zone, now: () => current });
    clock = companyClock(zone);
  });
  afterAll(() => t.close());

  const at = (wallClock: string) => clock.instantOf(wallClock);
  const setClock = (wallClock: string) => {
    current = at(wallClock);
  };
  /** A published shift from one wall-clock time to another, on the start's company day. */
  const addShift = async (userId: number, from: string, to: string) => {
    await insertShift(t.db, { userId, startAt: at(from), endAt: at(to), timeZone: zone });
  };
  const punch = async (session: Session, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/punches/add',
      headers: await t.freshHeaders(session),
      payload: body,
    });
  const punchIn = async (session: Session) => {
    const response = await punch(session, { type: 'I' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AddPunchResponse>().data;
  };
  const today = async (session: Session) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shifts/today/${session.id}`,
      headers: await t.freshHeaders(session),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HasShiftResponse>();
  };
  /** The ISO instant of a wall-clock time, as the API writes it (company offset). */
  const iso = (wallClock: string) => clock.iso(at(wallClock));

  it('two night workers arriving around midnight each get their own shift and figures', async () => {
    const first = await t.signIn('usuario', { name: 'Primera Noche' });
    const second = await t.signIn('usuario', { name: 'Segundo Noche' });
    for (const worker of [first, second]) {
      await addShift(worker.id, '2030-06-10 22:00', '2030-06-11 06:00');
      await addShift(worker.id, '2030-06-11 22:00', '2030-06-12 06:00');
    }
    setClock('2030-06-10 21:45');
    expect(await punchIn(first)).toMatchObject({
      calendarDateId: 20300610,
      arriveEarlyHours: 0.25,
    });

    setClock('2030-06-11 00:40');
    // The first worker's punch of yesterday must not close yesterday for the second one.
    expect(await today(second)).toEqual({
      success: true,
      hasShift: true,
      canPunchIn: true,
      punchInFrom: null,
    });
    const late = await punchIn(second);
    expect(late).toMatchObject({
      calendarDateId: 20300610,
      arriveLateHours: 2.67,
      arriveEarlyHours: 0,
      shift: { startDateTime: iso('2030-06-10 22:00') },
    });
    // The first worker is at work: tonight's shift opens at 21:00.
    expect(await today(first)).toEqual({
      success: true,
      hasShift: true,
      canPunchIn: false,
      punchInFrom: iso('2030-06-11 21:00'),
    });

    setClock('2030-06-11 06:00');
    for (const worker of [first, second]) {
      expect((await punch(worker, { type: 'O' })).statusCode).toBe(201);
    }
    setClock('2030-06-11 06:20');
    expect(await today(second)).toEqual({
      success: true,
      hasShift: true,
      canPunchIn: false,
      punchInFrom: iso('2030-06-11 21:00'),
    });
    expectErrorBody(await punch(second, { type: 'I' }), {
      status: 409,
      message: PUNCH_TEXTS.notYet('21:00'),
    });

    // The next evening both punch in again, each on that evening's day.
    setClock('2030-06-11 21:30');
    expect(await punchIn(second)).toMatchObject({
      calendarDateId: 20300611,
      arriveEarlyHours: 0.5,
    });
    setClock('2030-06-11 21:50');
    expect(await punchIn(first)).toMatchObject({
      calendarDateId: 20300611,
      arriveEarlyHours: 0.17,
    });

    const admin = await t.signIn('admin');
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/punches/summary',
      headers: await t.freshHeaders(admin),
      payload: { fromDate: '2030-06-10', toDate: '2030-06-16', usersIds: [first.id, second.id] },
    });
    const rows = summary.json<{ data: PunchSummaryRow[] }>().data;
    expect(rows.find((row) => row.userId === first.id)).toMatchObject({
      arriveEarlyCount: 2,
      arriveEarlyTotal: 0.42,
      arriveLateCount: 0,
    });
    expect(rows.find((row) => row.userId === second.id)).toMatchObject({
      arriveEarlyCount: 1,
      arriveEarlyTotal: 0.5,
      arriveLateCount: 1,
      arriveLateTotal: 2.67,
    });
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/punches/getPunches',
      headers: await t.freshHeaders(admin),
      payload: { fromDate: '2030-06-10', toDate: '2030-06-16', usersIds: [second.id] },
    });
    expect(
      list.json<{ result: Punch[] }>().result.map((row) => [row.calendarDateId, row.dateIn]),
    ).toEqual([
      [20300611, iso('2030-06-11 21:30')],
      [20300610, iso('2030-06-11 00:40')],
    ]);
  });

  it('opens Punch In an hour before a shift: 23:55 for midnight works, 06:20 for 14:00 waits', async () => {
    const worker = await t.signIn('usuario');
    await addShift(worker.id, '2030-07-02 00:00', '2030-07-02 08:00');
    await addShift(worker.id, '2030-07-03 14:00', '2030-07-03 22:00');
    setClock('2030-07-01 22:30');
    expect(await today(worker)).toEqual({
      success: true,
      hasShift: false,
      canPunchIn: false,
      punchInFrom: null,
    });
    expectErrorBody(await punch(worker, { type: 'I' }), {
      status: 409,
      message: PUNCH_TEXTS.noShift,
    });
    setClock('2030-07-01 23:55');
    expect(await today(worker)).toMatchObject({ hasShift: true, canPunchIn: true });
    expect(await punchIn(worker)).toMatchObject({
      calendarDateId: 20300702,
      arriveEarlyHours: 0.08,
      shift: { startDateTime: iso('2030-07-02 00:00') },
    });
    setClock('2030-07-02 08:00');
    expect((await punch(worker, { type: 'O' })).statusCode).toBe(201);

    setClock('2030-07-03 06:20');
    expect(await today(worker)).toEqual({
      success: true,
      hasShift: true,
      canPunchIn: false,
      punchInFrom: iso('2030-07-03 13:00'),
    });
    expectErrorBody(await punch(worker, { type: 'I' }), {
      status: 409,
      message: PUNCH_TEXTS.notYet('13:00'),
    });
    setClock('2030-07-03 12:59');
    expectErrorBody(await punch(worker, { type: 'I' }), { status: 409 });
    setClock('2030-07-03 13:00');
    expect(await today(worker)).toMatchObject({ canPunchIn: true, punchInFrom: null });
    expect(await punchIn(worker)).toMatchObject({ calendarDateId: 20300703, arriveEarlyHours: 1 });

    // An admin is exempt: early, or with no shift at all.
    const admin = await t.signIn('admin');
    await addShift(admin.id, '2030-07-04 14:00', '2030-07-04 22:00');
    setClock('2030-07-04 06:20');
    expect(await today(admin)).toEqual({
      success: true,
      hasShift: true,
      canPunchIn: true,
      punchInFrom: null,
    });
    expect(await punchIn(admin)).toMatchObject({ calendarDateId: 20300704 });
  });

  it.runIf(spring)(
    'the night the clocks go forward: night arrival and an early start',
    async () => {
      const worker = await t.signIn('usuario');
      const eve = addDays(spring!, -1);
      await addShift(worker.id, `${eve} 22:00`, `${spring} 06:00`);
      await addShift(worker.id, `${spring} 22:00`, `${addDays(spring!, 1)} 06:00`);
      const other = await t.signIn('usuario');
      await addShift(other.id, `${eve} 22:00`, `${spring} 06:00`);
      setClock(`${eve} 21:58`);
      await punchIn(other);
      setClock(`${spring} 00:40`);
      expect(await punchIn(worker)).toMatchObject({
        calendarDateId: calendarDateId(eve),
        arriveLateHours: 2.67,
      });
      setClock(`${spring} 06:00`);
      expect((await punch(worker, { type: 'O' })).statusCode).toBe(201);
      // The evening's window opens an hour of real time before 22:00, with the new offset.
      setClock(`${spring} 07:00`);
      expect((await today(worker)).punchInFrom).toBe(iso(`${spring} 21:00`));
      setClock(`${spring} 21:00`);
      expect(await punchIn(worker)).toMatchObject({
        calendarDateId: calendarDateId(spring!),
        arriveEarlyHours: 1,
      });
    },
  );

  it.runIf(autumn)('the night the clocks go back: night arrival and the window', async () => {
    const worker = await t.signIn('usuario');
    const eve = addDays(autumn!, -1);
    await addShift(worker.id, `${eve} 22:00`, `${autumn} 06:00`);
    await addShift(worker.id, `${autumn} 22:00`, `${addDays(autumn!, 1)} 06:00`);
    const other = await t.signIn('usuario');
    await addShift(other.id, `${eve} 22:00`, `${autumn} 06:00`);
    setClock(`${eve} 21:58`);
    await punchIn(other);
    setClock(`${autumn} 00:40`);
    expect(await punchIn(worker)).toMatchObject({
      calendarDateId: calendarDateId(eve),
      arriveLateHours: 2.67,
    });
    setClock(`${autumn} 06:00`);
    const out = await punch(worker, { type: 'O' });
    // From 00:40 to 06:00 with an hour lived twice: 6 h 20 min.
    expect(out.json<AddPunchResponse>().data.workedHours).toBe(6.33);
    setClock(`${autumn} 20:59`);
    expect(await today(worker)).toMatchObject({
      canPunchIn: false,
      punchInFrom: iso(`${autumn} 21:00`),
    });
    setClock(`${autumn} 21:00`);
    expect(await punchIn(worker)).toMatchObject({ calendarDateId: calendarDateId(autumn!) });
  });
});
