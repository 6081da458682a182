/**
 * GET /punch-exceptions (DECISIONS §10) as its callers see it: each type found from the record,
 * within the grace, the forgotten-exit rule and the shift's end as the clock stands, the counts
 * per type, the filters, the pages, and a usuario reading their own only.
 */
import { EXCEPTION_TEXTS, type PunchException } from '@app/contract/punch-exceptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { punchCorrections } from '../../db/schema/index';
import { expectErrorBody } from '../../../test/api-checks';
import { insertPunch, insertShift, insertUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Wednesday 18 March 2026, 12:00 in Madrid (UTC+1 until the 29th). */
const NOW = new Date('2026-03-18T12:00:00+01:00');
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let admin: Session;
let office: Session;
let ana: Session;
let bruno: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = await t.signIn('admin', { name: 'Admin Uno' });
  office = await t.signIn('office', { name: 'Oficina Uno' });
  ana = await t.signIn('usuario', { name: 'Ana Pérez' });
  bruno = await t.signIn('usuario', { name: 'Bruno Díaz' });
  const shift = (userId: number, day: string, from: string, to: string, published = true) =>
    insertShift(t.db, { userId, startAt: at(day, from), endAt: at(day, to), published });
  const punch = (userId: number, day: string, dateIn: Date, dateOut: Date | null) =>
    insertPunch(t.db, { userId, calendarDateId: Number(day.replaceAll('-', '')), dateIn, dateOut });

  // Ana, Monday: 12 minutes late, out 10 minutes early.
  ids.anaMonShift = (await shift(ana.id, '2026-03-16', '09:00', '17:00')).id;
  ids.anaMon = (
    await punch(ana.id, '2026-03-16', at('2026-03-16', '09:12'), at('2026-03-16', '16:50'))
  ).id;
  // Ana, Tuesday: in 3 minutes late (within the grace), never out: past 17:00 + 4 h, sin salida.
  ids.anaTueShift = (await shift(ana.id, '2026-03-17', '09:00', '17:00')).id;
  ids.anaTue = (await punch(ana.id, '2026-03-17', at('2026-03-17', '09:03'), null)).id;
  // Ana, today: open, the shift still running: nothing.
  await shift(ana.id, '2026-03-18', '09:00', '17:00');
  await punch(ana.id, '2026-03-18', at('2026-03-18', '09:00'), null);
  // Bruno, Monday: a published shift that ended without a punch, and his pending request for it.
  ids.brunoMonShift = (await shift(bruno.id, '2026-03-16', '09:00', '17:00')).id;
  const [request] = await t.db
    .insert(punchCorrections)
    .values({
      userId: bruno.id,
      calendarDateId: 20260316,
      status: 'pending',
      requestedBy: bruno.id,
      requestedAt: at('2026-03-17', '08:00'),
      reason: 'Olvidé fichar',
      dateIn: at('2026-03-16', '09:00'),
      dateOut: at('2026-03-16', '17:00'),
    })
    .returning();
  ids.brunoRequest = request!.id;
  // Bruno, Tuesday: within the grace both ways: nothing.
  await shift(bruno.id, '2026-03-17', '08:00', '16:00');
  await punch(bruno.id, '2026-03-17', at('2026-03-17', '08:04'), at('2026-03-17', '15:58'));
  // Bruno: an unpublished shift that ended, and a published one that has not: nothing.
  await shift(bruno.id, '2026-03-13', '09:00', '17:00', false);
  await shift(bruno.id, '2026-03-18', '10:00', '18:00');
  // The admin, without a shift, in on Tuesday at 10:00 and never out: sin salida 16 h later.
  ids.adminTue = (await punch(admin.id, '2026-03-17', at('2026-03-17', '10:00'), null)).id;
  // Someone else's exception in February, outside the default range.
  const other = await insertUser(t.db, { name: 'Zoe Ruiz' });
  await shift(other.id, '2026-02-10', '09:00', '17:00');
});
afterAll(() => t.close());

const list = (session: Session, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/punch-exceptions${query}`, headers: session.headers });

type ListBody = {
  success: true;
  data: PunchException[];
  totalItems: number;
  counts: Record<string, number>;
};

describe('GET /api/punch-exceptions', () => {
  it('finds every type from the record, newest day first, and counts each type', async () => {
    const response = await list(office, '?fromDate=2026-03-01&toDate=2026-03-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ListBody>();
    expect(body.data).toEqual([
      {
        type: 'missing-out',
        userId: admin.id,
        userName: 'Admin Uno',
        calendarDateId: 20260317,
        punchId: ids.adminTue,
      },
      {
        type: 'missing-out',
        userId: ana.id,
        userName: 'Ana Pérez',
        calendarDateId: 20260317,
        punchId: ids.anaTue,
        shiftId: ids.anaTueShift,
      },
      {
        type: 'late-in',
        userId: ana.id,
        userName: 'Ana Pérez',
        calendarDateId: 20260316,
        punchId: ids.anaMon,
        shiftId: ids.anaMonShift,
        minutes: 12,
      },
      {
        type: 'early-out',
        userId: ana.id,
        userName: 'Ana Pérez',
        calendarDateId: 20260316,
        punchId: ids.anaMon,
        shiftId: ids.anaMonShift,
        minutes: 10,
      },
      {
        // Already asked to correct: it names that request, whose review resolves it.
        type: 'no-show',
        userId: bruno.id,
        userName: 'Bruno Díaz',
        calendarDateId: 20260316,
        shiftId: ids.brunoMonShift,
        correctionId: ids.brunoRequest,
      },
      {
        type: 'pending-correction',
        userId: bruno.id,
        userName: 'Bruno Díaz',
        calendarDateId: 20260316,
        correctionId: ids.brunoRequest,
      },
    ]);
    expect(body.totalItems).toBe(6);
    expect(body.counts).toEqual({
      'missing-out': 2,
      'no-show': 1,
      'late-in': 1,
      'early-out': 1,
      'pending-correction': 1,
    });
  });

  it('reads the current month when no dates are given', async () => {
    const body = (await list(admin)).json<ListBody>();
    expect(body.totalItems).toBe(6);
    const february = (await list(admin, '?fromDate=2026-02-01&toDate=2026-02-28')).json<ListBody>();
    expect(february.data).toEqual([
      expect.objectContaining({ type: 'no-show', userName: 'Zoe Ruiz' }),
    ]);
  });

  it('filters by type (the counts stay those of the range) and by users, a page at a time', async () => {
    const late = (await list(admin, '?type=missing-out')).json<ListBody>();
    expect(late.data.map((row) => row.punchId)).toEqual([ids.adminTue, ids.anaTue]);
    expect(late.totalItems).toBe(2);
    expect(late.counts['late-in']).toBe(1);
    const bruno1 = (await list(admin, `?usersIds=${bruno.id}`)).json<ListBody>();
    expect(bruno1.data.map((row) => row.type)).toEqual(['no-show', 'pending-correction']);
    expect(bruno1.counts).toMatchObject({ 'no-show': 1, 'missing-out': 0 });
    const both = (
      await list(admin, `?usersIds=${ana.id},${bruno.id}&page=2&limit=2`)
    ).json<ListBody>();
    expect(both.totalItems).toBe(5);
    expect(both.data.map((row) => row.type)).toEqual(['early-out', 'no-show']);
  });

  it('shows a usuario their own only, whoever they ask for', async () => {
    const own = (await list(ana)).json<ListBody>();
    expect(new Set(own.data.map((row) => row.userId))).toEqual(new Set([ana.id]));
    expect(own.totalItems).toBe(3);
    const asked = (await list(ana, `?usersIds=${bruno.id}`)).json<ListBody>();
    expect(asked.data.every((row) => row.userId === ana.id)).toBe(true);
    expect(asked.counts['no-show']).toBe(0);
  });

  it('a sin salida someone already asked to correct names that request', async () => {
    const [request] = await t.db
      .insert(punchCorrections)
      .values({
        userId: ana.id,
        punchId: ids.anaTue,
        calendarDateId: 20260317,
        status: 'pending',
        requestedBy: ana.id,
        requestedAt: at('2026-03-18', '08:00'),
        reason: 'Olvidé la salida',
        dateOut: at('2026-03-17', '17:00'),
      })
      .returning();
    try {
      const body = (await list(office, `?type=missing-out&usersIds=${ana.id}`)).json<ListBody>();
      expect(body.data).toEqual([
        expect.objectContaining({ punchId: ids.anaTue, correctionId: request!.id }),
      ]);
    } finally {
      await t.db
        .update(punchCorrections)
        .set({ status: 'cancelled' })
        .where(eq(punchCorrections.id, request!.id));
    }
  });

  it('refuses a backwards or over-long range and a wrong type, in Spanish', async () => {
    expectErrorBody(await list(admin, '?fromDate=2026-03-31&toDate=2026-03-01'), {
      status: 400,
      message: EXCEPTION_TEXTS.badRange,
    });
    expectErrorBody(await list(admin, '?fromDate=2024-01-01&toDate=2026-03-01'), {
      status: 400,
      message: EXCEPTION_TEXTS.rangeTooLong,
    });
    expectErrorBody(await list(admin, '?type=tarde'), { status: 400 });
    expectErrorBody(await list(admin, '?usersIds=1,,2'), { status: 400 });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/punch-exceptions' });
    expectErrorBody(response, { status: 401 });
  });
});

describe('GET /api/punch-exceptions across midnight and the change to summer time', () => {
  it('measures a night shift in real minutes, and tells sin salida by its end', async () => {
    // Madrid moves from UTC+1 to UTC+2 at 02:00 on Sunday 29 March 2026.
    const night = await createTestApp({ now: () => new Date('2026-03-30T12:00:00+02:00') });
    try {
      const manager = await night.signIn('office');
      const worker = await night.signIn('usuario', { name: 'Nora Noche' });
      const shift = async (from: string, to: string) =>
        (
          await insertShift(night.db, {
            userId: worker.id,
            startAt: new Date(from),
            endAt: new Date(to),
          })
        ).id;
      // Saturday 22:00 to Sunday 06:00 (seven real hours): in at 22:10, out at 05:50 summer time.
      const saturday = await shift('2026-03-28T22:00:00+01:00', '2026-03-29T06:00:00+02:00');
      const closed = await insertPunch(night.db, {
        userId: worker.id,
        calendarDateId: 20260328,
        dateIn: new Date('2026-03-28T22:10:00+01:00'),
        dateOut: new Date('2026-03-29T05:50:00+02:00'),
      });
      // Sunday 22:00 to Monday 06:00, in on time, never out: sin salida from Monday 10:00.
      const sunday = await shift('2026-03-29T22:00:00+02:00', '2026-03-30T06:00:00+02:00');
      const open = await insertPunch(night.db, {
        userId: worker.id,
        calendarDateId: 20260329,
        dateIn: new Date('2026-03-29T21:58:00+02:00'),
      });
      const response = await night.app.inject({
        method: 'GET',
        url: '/api/punch-exceptions',
        headers: manager.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const base = { userId: worker.id, userName: 'Nora Noche' };
      expect(response.json<ListBody>().data).toEqual([
        {
          type: 'missing-out',
          ...base,
          calendarDateId: 20260329,
          punchId: open.id,
          shiftId: sunday,
        },
        {
          type: 'late-in',
          ...base,
          calendarDateId: 20260328,
          punchId: closed.id,
          shiftId: saturday,
          minutes: 10,
        },
        {
          type: 'early-out',
          ...base,
          calendarDateId: 20260328,
          punchId: closed.id,
          shiftId: saturday,
          minutes: 10,
        },
      ]);
    } finally {
      await night.close();
    }
  });
});
