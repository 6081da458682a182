/**
 * The punch rules at chosen server times: the service with a clock the test moves, on the real
 * database. Night shifts, the daylight-saving nights, the one-lunch rule, the dedup window, and
 * the figures and summaries read back over HTTP.
 */
import { PUNCH_TEXTS, type Punch, type PunchSummaryRow } from '@app/contract/punches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { punchInWindow } from './punches.queries';
import { expectErrorBody } from '../../../test/api-checks';
import { punchesTestKit, type PunchesKit } from '../../../test/kits/punches-test-kit';

let k: PunchesKit;
beforeAll(async () => {
  k = await punchesTestKit();
});
afterAll(() => k.close());

const at = (wallClock: string) => k.clock.instantOf(wallClock);
/** The day a usuario's Punch In at `now` would belong to, or null when it is not allowed. */
const punchDayFor = async (_db: unknown, _clock: unknown, userId: number, now: Date) =>
  (await punchInWindow(k.t.db, k.clock, { userId, now, earlyMinutes: 60, exempt: false })).day
    ?.dayId ?? null;
const refused = async (promise: Promise<unknown>, message: string) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message).toBe(message);
  expect((error as AppError).status).toBe(409);
};

describe('punch rules on the company clock', () => {
  it('a night shift: Punch Out and breaks the next morning close the day-before punch', async () => {
    const session = await k.newUser('usuario', 'Nora Noche');
    const actor = k.actorOf(session, 'usuario');
    await k.addShift(session.id, at('2030-03-06 22:00'), at('2030-03-07 06:00'));
    const c = k.atClock(at('2030-03-06 21:50'));
    const punchIn = await c.punch(actor, 'I');
    expect(punchIn.body.data.calendarDateId).toBe(20300306);
    c.set(at('2030-03-07 00:30'));
    await refused(c.punch(actor, 'I'), PUNCH_TEXTS.openPunch);
    c.set(at('2030-03-07 02:00'));
    await c.punch(actor, 'BI');
    c.set(at('2030-03-07 02:15'));
    await c.punch(actor, 'BO');
    c.set(at('2030-03-07 06:05'));
    const out = await c.punch(actor, 'O');
    expect(out.replayed).toBe(false);
    // Gross 8 h 15 min − 15 min break = 8 h; planned 8 h; 10 min early in, 5 min late out.
    expect(out.body.data).toMatchObject({
      id: punchIn.body.data.id,
      calendarDateId: 20300306,
      dateIn: '2030-03-06T21:50:00+01:00',
      dateOut: '2030-03-07T06:05:00+01:00',
      workedHours: 8,
      hoursDifference: 0,
      arriveEarlyHours: 0.17,
      arriveLateHours: 0,
      leaveEarlyHours: 0,
      leaveLateHours: 0.08,
      shift: {
        startDateTime: '2030-03-06T22:00:00+01:00',
        endDateTime: '2030-03-07T06:00:00+01:00',
      },
    });
    expect(out.body.data.breaks[0]).toMatchObject({ type: 'break', breakDuration: 0.25 });
    // That evening's shift is a new company day: a new punch.
    await k.addShift(session.id, at('2030-03-07 22:00'), at('2030-03-08 06:00'));
    c.set(at('2030-03-07 21:55'));
    expect((await c.punch(actor, 'I')).body.data.calendarDateId).toBe(20300307);
  });

  it('arriving after midnight for a shift that began the evening before is late for that shift', async () => {
    const session = await k.newUser('usuario', 'Tomás Tarde');
    const actor = k.actorOf(session, 'usuario');
    await k.addShift(session.id, at('2030-04-10 23:00'), at('2030-04-11 07:00'));
    await k.addShift(session.id, at('2030-04-11 23:00'), at('2030-04-12 07:00'));
    // Before the shift ends nothing from today is needed to punch in; after it, Punch In waits
    // for the evening's shift, whose window opens an hour before it (DECISIONS §5).
    expect(await punchDayFor(k.t.db, k.clock, session.id, at('2030-04-11 00:20'))).toBe(20300410);
    expect(await punchDayFor(k.t.db, k.clock, session.id, at('2030-04-11 07:00'))).toBeNull();
    expect(await punchDayFor(k.t.db, k.clock, session.id, at('2030-04-11 22:00'))).toBe(20300411);

    const c = k.atClock(at('2030-04-11 00:20'));
    const late = await c.punch(actor, 'I');
    expect(late.body.data).toMatchObject({
      calendarDateId: 20300410,
      arriveLateHours: 1.33,
      arriveEarlyHours: 0,
      shift: { startDateTime: '2030-04-10T23:00:00+02:00' },
    });
    c.set(at('2030-04-11 07:00'));
    const out = await c.punch(actor, 'O');
    // 6 h 40 min worked of 8 planned.
    expect(out.body.data).toMatchObject({
      workedHours: 6.67,
      hoursDifference: -1.33,
      leaveEarlyHours: 0,
    });

    // That evening's shift is punched as usual, on its own day.
    c.set(at('2030-04-11 22:55'));
    const next = await c.punch(actor, 'I');
    expect(next.body.data).toMatchObject({ calendarDateId: 20300411, arriveEarlyHours: 0.08 });
    expect(next.body.data.id).not.toBe(late.body.data.id);
  });

  it('a shift of yesterday that has ended, or is already punched, is no reason to punch in', async () => {
    const session = await k.newUser('usuario', 'Olga Otra');
    const actor = k.actorOf(session, 'usuario');
    await k.addShift(session.id, at('2030-04-20 20:00'), at('2030-04-21 02:00'));
    const c = k.atClock(at('2030-04-21 02:30'));
    await refused(c.punch(actor, 'I'), PUNCH_TEXTS.noShift);
    c.set(at('2030-04-20 19:55'));
    await c.punch(actor, 'I');
    c.set(at('2030-04-21 01:00'));
    await c.punch(actor, 'O');
    expect(await punchDayFor(k.t.db, k.clock, session.id, at('2030-04-21 01:30'))).toBeNull();
    c.set(at('2030-04-21 01:30'));
    await refused(c.punch(actor, 'I'), PUNCH_TEXTS.noShift);
  });

  it('the night the clocks go forward counts 7 real hours for a 22:00–06:00 shift', async () => {
    const session = await k.newUser('usuario');
    const actor = k.actorOf(session, 'usuario');
    await k.addShift(session.id, at('2030-03-30 22:00'), at('2030-03-31 06:00'));
    const c = k.atClock(at('2030-03-30 22:00'));
    await c.punch(actor, 'I');
    c.set(at('2030-03-31 06:00'));
    const out = await c.punch(actor, 'O');
    expect(out.body.data).toMatchObject({
      dateOut: '2030-03-31T06:00:00+02:00',
      workedHours: 7,
      hoursDifference: 0,
      leaveEarlyHours: 0,
      leaveLateHours: 0,
    });
  });

  it('the night the clocks go back counts 9 real hours', async () => {
    const session = await k.newUser('usuario');
    const actor = k.actorOf(session, 'usuario');
    await k.addShift(session.id, at('2030-10-26 22:00'), at('2030-10-27 06:00'), {
      lunchMinutes: 30,
    });
    const c = k.atClock(at('2030-10-26 22:00'));
    await c.punch(actor, 'I');
    c.set(at('2030-10-27 06:00'));
    const out = await c.punch(actor, 'O');
    // 9 real hours, planned 9 − 0.5 = 8.5 (no lunch taken): difference +0.5.
    expect(out.body.data).toMatchObject({ workedHours: 9, hoursDifference: 0.5 });
  });

  it('allows any number of breaks but one lunch per punch', async () => {
    const session = await k.newUser('usuario');
    const actor = k.actorOf(session, 'usuario');
    await k.addShift(session.id, at('2030-03-04 08:00'), at('2030-03-04 17:00'), {
      breakMinutes: 15,
      lunchMinutes: 30,
    });
    const c = k.atClock(at('2030-03-04 08:10'));
    await c.punch(actor, 'I');
    c.set(at('2030-03-04 10:00'));
    await c.punch(actor, 'BI');
    c.set(at('2030-03-04 10:10'));
    await c.punch(actor, 'BO');
    c.set(at('2030-03-04 11:00'));
    await refused(c.punch(actor, 'BO'), PUNCH_TEXTS.noOpenBreak);
    await c.punch(actor, 'BI');
    c.set(at('2030-03-04 11:10'));
    await c.punch(actor, 'BO');
    c.set(at('2030-03-04 13:00'));
    await c.punch(actor, 'LI');
    c.set(at('2030-03-04 13:01'));
    await refused(c.punch(actor, 'LI'), PUNCH_TEXTS.lunchOpen);
    await refused(c.punch(actor, 'BI'), PUNCH_TEXTS.lunchOpen);
    c.set(at('2030-03-04 13:30'));
    await c.punch(actor, 'LO');
    c.set(at('2030-03-04 15:00'));
    await refused(c.punch(actor, 'LI'), PUNCH_TEXTS.oneLunch);
    await refused(c.punch(actor, 'LO'), PUNCH_TEXTS.noOpenLunch);
    c.set(at('2030-03-04 17:20'));
    const out = await c.punch(actor, 'O');
    // Gross 9 h 10 min − 50 min paused = 8 h 20 min = 8.33; planned 8.25 → +0.08.
    expect(out.body.data).toMatchObject({
      workedHours: 8.33,
      hoursDifference: 0.08,
      arriveLateHours: 0.17,
      leaveLateHours: 0.33,
    });
    expect(out.body.data.breaks.map((entry) => entry.type)).toEqual(['break', 'break', 'lunch']);
    c.set(at('2030-03-04 18:00'));
    await refused(c.punch(actor, 'I'), PUNCH_TEXTS.dayComplete);
    await refused(c.punch(actor, 'O'), PUNCH_TEXTS.dayComplete);
    await refused(c.punch(actor, 'BI'), PUNCH_TEXTS.noOpenPunch);
  });

  it('a Punch In is answered against the closest published shift of its day, as it reads back', async () => {
    const session = await k.newUser('usuario');
    const actor = k.actorOf(session, 'usuario', 'Dos Turnos');
    await k.addShift(session.id, at('2030-06-03 08:00'), at('2030-06-03 12:00'));
    await k.addShift(session.id, at('2030-06-03 16:00'), at('2030-06-03 20:00'));
    // Closer still, but a draft; and yesterday's, which has ended.
    await k.addShift(session.id, at('2030-06-03 15:30'), at('2030-06-03 16:30'), {
      published: false,
    });
    await k.addShift(session.id, at('2030-06-02 16:00'), at('2030-06-02 20:00'));
    const c = k.atClock(at('2030-06-03 15:40'));
    const punchIn = (await c.punch(actor, 'I')).body.data;
    expect(punchIn).toMatchObject({
      calendarDateId: 20300603,
      shift: {
        startDateTime: '2030-06-03T16:00:00+02:00',
        endDateTime: '2030-06-03T20:00:00+02:00',
      },
      arriveEarlyHours: 0.33,
      arriveLateHours: 0,
      breaks: [],
    });
    const admin = await k.newUser('admin');
    const page = await k.call(admin, 'POST', '/api/punches/getPunches', {
      fromDate: '2030-06-03',
      toDate: '2030-06-03',
      usersIds: [session.id],
    });
    const [readBack] = page.json<{ result: Punch[] }>().result;
    expect({ ...punchIn, user: readBack!.user }).toEqual(readBack);
  });

  it('the same event within 5 seconds is answered again, not recorded twice', async () => {
    const session = await k.newUser('admin');
    const actor = k.actorOf(session, 'admin');
    const c = k.atClock(at('2030-03-05 09:00'));
    const first = await c.punch(actor, 'I');
    c.set(new Date(at('2030-03-05 09:00').getTime() + 4_000));
    const again = await c.punch(actor, 'I');
    expect(again.replayed).toBe(true);
    expect(again.body.data.id).toBe(first.body.data.id);
    c.set(new Date(at('2030-03-05 09:00').getTime() + 6_000));
    await refused(c.punch(actor, 'I'), PUNCH_TEXTS.alreadyIn);
  });
});

describe('a success answer means it happened (DECISIONS §5)', () => {
  it('absorbs only a true repeat: a second lunch or a Punch In after the Punch Out is refused', async () => {
    const session = await k.newUser('usuario');
    const actor = k.actorOf(session, 'usuario');
    await k.addShift(session.id, at('2030-09-02 08:00'), at('2030-09-02 17:00'));
    const base = at('2030-09-02 08:00').getTime();
    const c = k.atClock(new Date(base));
    const seconds = (s: number) => c.set(new Date(base + s * 1000));
    const punchIn = await c.punch(actor, 'I');
    seconds(1);
    const lunchIn = await c.punch(actor, 'LI');
    seconds(2);
    const lunchOut = await c.punch(actor, 'LO');
    // The same Lunch Out again: a retry, answered as the original (200, same entry).
    seconds(3);
    const again = await c.punch(actor, 'LO');
    expect(again).toMatchObject({ replayed: true, body: { breakId: lunchOut.body.breakId } });
    // A second Lunch In seconds after the first lunch ended is no repeat: one lunch per shift.
    seconds(4);
    await refused(c.punch(actor, 'LI'), PUNCH_TEXTS.oneLunch);
    // Breaks: any number, even seconds apart; each answer is a new entry.
    const breakIn = await c.punch(actor, 'BI');
    seconds(5);
    await c.punch(actor, 'BO');
    seconds(6);
    const secondBreak = await c.punch(actor, 'BI');
    expect(secondBreak.replayed).toBe(false);
    expect(secondBreak.body.breakId).not.toBe(breakIn.body.breakId);
    seconds(7);
    await c.punch(actor, 'BO');
    seconds(8);
    const out = await c.punch(actor, 'O');
    expect(out.replayed).toBe(false);
    expect(out.body.data.breaks.map((entry) => entry.type)).toEqual(['lunch', 'break', 'break']);
    expect(lunchIn.body.breakId).toBe(out.body.data.breaks[0]!.id);
    // A Punch In right after the Punch Out: the day is closed.
    seconds(9);
    await refused(c.punch(actor, 'I'), PUNCH_TEXTS.dayComplete);
    // The Punch Out again is a true repeat.
    const outAgain = await c.punch(actor, 'O');
    expect(outAgain).toMatchObject({
      replayed: true,
      body: { data: { id: punchIn.body.data.id } },
    });
    expect(await k.punchesOf(session.id)).toHaveLength(1);
  });
});

describe('reading punches', () => {
  it('confines a usuario to their own punches; admin and office read anyone', async () => {
    const mine = await k.newUser('usuario');
    const other = await k.newUser('usuario');
    await k.shiftNow(other.id);
    expect((await k.punch(other, { type: 'I' })).statusCode).toBe(201);
    expectErrorBody(await k.call(mine, 'GET', `/api/punches/${other.id}`), {
      status: 403,
      message: PUNCH_TEXTS.ownOnly,
    });
    const own = await k.call(mine, 'GET', `/api/punches/${mine.id}`);
    expect(own.json()).toEqual({ success: true, data: [], forgottenPunch: null });
    const list = await k.call(mine, 'POST', '/api/punches/getPunches', { usersIds: [other.id] });
    expect(list.json()).toEqual({ success: true, result: [], count: 0 });
    const summary = await k.call(mine, 'POST', '/api/punches/summary', { usersIds: [other.id] });
    expect(summary.json()).toEqual({ success: true, data: [] });

    const office = await k.newUser('office');
    const read = await k.call(office, 'GET', `/api/punches/${other.id}`);
    const [current] = read.json<{ data: Punch[] }>().data;
    expect(current).toMatchObject({ userId: other.id, dateOut: null });
    const page = await k.call(office, 'POST', '/api/punches/getPunches', { usersIds: [other.id] });
    expect(page.json()).toMatchObject({ success: true, count: 1, result: [{ userId: other.id }] });
  });

  it('lists and summarises a date range with hand-computed figures', async () => {
    const ana = await k.newUser('usuario', 'Ana Análisis');
    const actor = k.actorOf(ana, 'usuario');
    const c = k.atClock(at('2030-05-06 08:10'));
    // Day 1: shift 08:00–17:00; in 08:10 (late 0.17), out 16:50 (early 0.17).
    await k.addShift(ana.id, at('2030-05-06 08:00'), at('2030-05-06 17:00'));
    await c.punch(actor, 'I');
    c.set(at('2030-05-06 16:50'));
    await c.punch(actor, 'O');
    // Day 2: shift 08:00–17:00; in 07:30 (early 0.5), out 18:15 (late 1.25).
    await k.addShift(ana.id, at('2030-05-07 08:00'), at('2030-05-07 17:00'));
    c.set(at('2030-05-07 07:30'));
    await c.punch(actor, 'I');
    c.set(at('2030-05-07 18:15'));
    await c.punch(actor, 'O');
    // Day 3: in 08:20 (late 0.33), still open.
    await k.addShift(ana.id, at('2030-05-08 08:00'), at('2030-05-08 17:00'));
    c.set(at('2030-05-08 08:20'));
    await c.punch(actor, 'I');

    const admin = await k.newUser('admin');
    const range = { fromDate: '2030-05-01', toDate: '2030-05-31', usersIds: [ana.id] };
    const page = await k.call(admin, 'POST', '/api/punches/getPunches', {
      ...range,
      limit: 2,
      page: 1,
    });
    const listed = page.json<{ result: Punch[]; count: number }>();
    expect(listed.count).toBe(3);
    expect(listed.result.map((p) => p.calendarDateId)).toEqual([20300508, 20300507]);
    const second = await k.call(admin, 'POST', '/api/punches/getPunches', {
      ...range,
      limit: 2,
      page: 2,
    });
    expect(second.json<{ result: Punch[] }>().result.map((p) => p.calendarDateId)).toEqual([
      20300506,
    ]);

    const summary = await k.call(admin, 'POST', '/api/punches/summary', range);
    expect(summary.json<{ data: PunchSummaryRow[] }>().data).toEqual([
      {
        userId: ana.id,
        userName: 'Ana Análisis',
        arriveEarlyCount: 1,
        arriveEarlyTotal: 0.5,
        arriveLateCount: 2,
        arriveLateTotal: 0.5,
        leaveEarlyCount: 1,
        leaveEarlyTotal: 0.17,
        leaveLateCount: 1,
        leaveLateTotal: 1.25,
        missingOutCount: 0,
        correctedCount: 0,
      },
    ]);
  });
});
