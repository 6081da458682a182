/**
 * The absences, balances, holidays and timesheets of DECISIONS §11 attacked from outside, as
 * callers who did not write them: several users whose actions interleave and race, users reaching
 * for what is not theirs, writes into a closed month, and malformed input of every shape on every
 * new route. Whatever happens, the answer is a success or a Spanish 4xx (never a 5xx), and a
 * refused request leaves nothing half-written. Slow: races of 60 requests and property runs.
 */
import {
  ABSENCE_TEXTS,
  absenceListQuerySchema,
  approveAbsenceSchema,
  balanceQuerySchema,
  createAbsenceSchema,
  rejectAbsenceSchema,
  setBalanceSchema,
  type Absence,
} from '@app/contract/absences';
import { addDays, addMonths, startOfIsoWeek } from '@app/contract/dates';
import {
  createHolidaySchema,
  HOLIDAY_TEXTS,
  holidayListQuerySchema,
  updateHolidaySchema,
} from '@app/contract/holidays';
import { PERIOD_TEXTS } from '@app/contract/periods';
import {
  TIMESHEET_TEXTS,
  timesheetAllQuerySchema,
  timesheetQuerySchema,
} from '@app/contract/timesheets';
import { asc, and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absenceBalances,
  absences,
  holidays,
  notifications,
  periods,
  shifts,
} from '../src/db/schema/index';
import { expectErrorBody, fromNewAddress, PATH_PARAM_PROBES } from './api-checks';
import { badInputProperties, type BadInputRoute } from './body-properties';
import { createTestApp, type TestApp } from './test-app';

const t = await createTestApp();
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['signIn']>>;
let admin: Session;
let office: Session;
let office2: Session;
/** Usuarios, each used by one part of the file so that their absences never meet by accident. */
let ana: Session;
let bruno: Session;
let carla: Session;
let dario: Session;
let elsa: Session;

beforeAll(async () => {
  admin = await t.signIn('admin');
  office = await t.signIn('office');
  office2 = await t.signIn('office');
  ana = await t.signIn('usuario', { name: 'Ana Ruiz' });
  bruno = await t.signIn('usuario', { name: 'Bruno Gil' });
  carla = await t.signIn('usuario', { name: 'Carla Soto' });
  dario = await t.signIn('usuario', { name: 'Darío León' });
  elsa = await t.signIn('usuario', { name: 'Elsa Mora' });
});

const today = t.app.clock.today();
/** Next year: no month of it is closed, and no day of it has begun. */
const Y = Number(today.slice(0, 4)) + 1;
const day = (month: number, dayOfMonth: number) =>
  `${Y}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;

function call(
  session: Session | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject(
    fromNewAddress({
      method,
      url,
      headers: session?.headers ?? {},
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    }),
  );
}

const request = (session: Session, body: Record<string, unknown>) =>
  call(session, 'POST', '/api/absences', body);
const decide = (session: Session, id: number, action: 'approve' | 'reject' | 'cancel', body = {}) =>
  call(session, 'POST', `/api/absences/${id}/${action}`, action === 'cancel' ? undefined : body);

async function created(response: LightMyRequestResponse): Promise<Absence> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Absence }>().data;
}

/** Everything a refused call must leave as it was. */
const state = async () => ({
  absences: await t.db.select().from(absences).orderBy(asc(absences.id)),
  balances: await t.db
    .select()
    .from(absenceBalances)
    .orderBy(asc(absenceBalances.userId), asc(absenceBalances.year), asc(absenceBalances.type)),
  holidays: await t.db.select().from(holidays).orderBy(asc(holidays.id)),
  notifications: await t.db.select().from(notifications).orderBy(asc(notifications.id)),
  shifts: await t.db.select().from(shifts).orderBy(asc(shifts.id)),
  periods: await t.db.select().from(periods).orderBy(asc(periods.month)),
});

/** Runs a request that must be refused, checks its Spanish error, and that nothing changed. */
async function refusedUnchanged(
  send: () => Promise<LightMyRequestResponse>,
  expected: Parameters<typeof expectErrorBody>[1],
) {
  const before = await state();
  const response = await send();
  expectErrorBody(response, expected);
  expect(await state()).toEqual(before);
  return response;
}

async function absenceRow(id: number) {
  const [row] = await t.db.select().from(absences).where(eq(absences.id, id));
  return row!;
}

const noticesOf = async (userId: number, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('users whose actions interleave', () => {
  it('a usuario never sees, decides or cancels another’s request; its requester cancels it once', async () => {
    const asked = await created(
      await request(ana, {
        type: 'vacation',
        fromDate: day(2, 2),
        toDate: day(2, 6),
        note: 'Viaje',
      }),
    );
    expect(asked).toMatchObject({ userId: ana.id, status: 'pending', requestedBy: ana.id });

    const year = `fromDate=${day(1, 1)}&toDate=${day(12, 31)}`;
    for (const query of [
      year,
      `${year}&usersIds=${ana.id}`,
      `${year}&usersIds=${ana.id},${bruno.id}`,
    ]) {
      const seen = await call(bruno, 'GET', `/api/absences?${query}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json<{ data: Absence[] }>().data.map((row) => row.userId)).not.toContain(ana.id);
    }

    await refusedUnchanged(() => decide(bruno, asked.id, 'approve'), { status: 403 });
    await refusedUnchanged(() => decide(bruno, asked.id, 'reject', { note: 'No' }), {
      status: 403,
    });
    await refusedUnchanged(() => decide(bruno, asked.id, 'cancel'), {
      status: [403, 404],
    });
    // Nor can office or admin cancel a request they did not make.
    await refusedUnchanged(() => decide(office, asked.id, 'cancel'), {
      status: 403,
      message: ABSENCE_TEXTS.cancelOwnPending,
    });
    await refusedUnchanged(
      () =>
        request(bruno, { userId: ana.id, type: 'sick', fromDate: day(3, 2), toDate: day(3, 2) }),
      { status: 403, message: ABSENCE_TEXTS.ownOnly },
    );
    await refusedUnchanged(
      () => call(bruno, 'GET', `/api/absence-balances?year=${Y}&userId=${ana.id}`),
      { status: 403 },
    );

    const cancelled = await decide(ana, asked.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: ABSENCE_TEXTS.cancelled,
      data: { id: asked.id, status: 'cancelled' },
    });
    await refusedUnchanged(() => decide(ana, asked.id, 'cancel'), {
      status: 409,
      message: ABSENCE_TEXTS.alreadyDecided,
    });
    await refusedUnchanged(() => decide(office, asked.id, 'approve'), {
      status: 409,
      message: ABSENCE_TEXTS.alreadyDecided,
    });
    // A cancelled request holds no days: the same days may be asked again.
    await created(await request(ana, { type: 'vacation', fromDate: day(2, 2), toDate: day(2, 6) }));
  });

  it('office approves while admin rejects: one decision wins, the other is told it was decided, the worker is told once', async () => {
    for (let round = 0; round < 6; round++) {
      const asked = await created(
        await request(bruno, {
          type: 'personal',
          fromDate: day(4, 1 + round * 2),
          toDate: day(4, 1 + round * 2),
        }),
      );
      const toldBefore = (await noticesOf(bruno.id, 'absence-decided')).length;
      const [approve, reject] = await Promise.all([
        decide(round % 2 ? office : office2, asked.id, 'approve', { note: 'Conforme' }),
        decide(admin, asked.id, 'reject', { note: 'Hay inventario ese día' }),
      ]);
      const statuses = [approve.statusCode, reject.statusCode].sort();
      expect(statuses, `${approve.body} ${reject.body}`).toEqual([200, 409]);
      const loser = approve.statusCode === 409 ? approve : reject;
      expectErrorBody(loser, { status: 409, message: ABSENCE_TEXTS.alreadyDecided });
      const row = await absenceRow(asked.id);
      expect(row.status).toBe(approve.statusCode === 200 ? 'approved' : 'rejected');
      const approver = round % 2 ? office : office2;
      expect(row.decidedBy).toBe(approve.statusCode === 200 ? approver.id : admin.id);
      expect(row.decisionNote).toBe(
        approve.statusCode === 200 ? 'Conforme' : 'Hay inventario ese día',
      );
      expect((await noticesOf(bruno.id, 'absence-decided')).length).toBe(toldBefore + 1);
    }
  });

  it('the same request sent 60 times at once makes exactly one (201), the rest 409', async () => {
    const before = (await noticesOf(admin.id, 'absence-requested')).length;
    const body = { type: 'vacation', fromDate: day(5, 4), toDate: day(5, 8), note: 'Puente' };
    const answers = await Promise.all(Array.from({ length: 60 }, () => request(carla, body)));
    const byStatus = countBy(answers.map((answer) => answer.statusCode));
    expect(byStatus, answers.find((a) => a.statusCode >= 500)?.body).toEqual({ 201: 1, 409: 59 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expectErrorBody(answer, { status: 409, message: ABSENCE_TEXTS.overlapsOwn });
    }
    const rows = await t.db.select().from(absences).where(eq(absences.userId, carla.id));
    expect(rows).toHaveLength(1);
    // Each decider is told once.
    for (const decider of [admin, office, office2]) {
      expect((await noticesOf(decider.id, 'absence-requested')).length).toBe(before + 1);
    }

    // Sixty different overlapping spans at once: still one.
    const spans = Array.from({ length: 60 }, (_, index) => ({
      userId: carla.id,
      type: 'sick',
      fromDate: addDays(day(6, 1), index % 7),
      toDate: addDays(day(6, 10), index % 5),
    }));
    const entered = await Promise.all(spans.map((span) => request(office, span)));
    expect(countBy(entered.map((answer) => answer.statusCode))).toEqual({ 201: 1, 409: 59 });
    expect(await t.db.select().from(absences).where(eq(absences.userId, carla.id))).toHaveLength(2);
  });

  it('sixty approvals and rejections of one request at once: one decision', async () => {
    const asked = await created(
      await request(carla, { type: 'other', fromDate: day(7, 1), toDate: day(7, 1) }),
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        index % 3 === 0
          ? decide(admin, asked.id, 'reject', { note: `Motivo ${index}` })
          : decide(index % 3 === 1 ? office : office2, asked.id, 'approve', {}),
      ),
    );
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual({ 200: 1, 409: 59 });
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const row = await absenceRow(asked.id);
    expect(row.status).toBe(winner.json<{ data: Absence }>().data.status);
    expect((await noticesOf(carla.id, 'absence-decided')).length).toBe(1);
  });

  it('a request and its cancel racing the decision: the absence ends in one state a single order explains', async () => {
    for (let round = 0; round < 6; round++) {
      const asked = await created(
        await request(dario, {
          type: 'vacation',
          fromDate: day(8, 3 + round),
          toDate: day(8, 3 + round),
        }),
      );
      const [cancel, approve] = await Promise.all([
        decide(dario, asked.id, 'cancel'),
        decide(office, asked.id, 'approve'),
      ]);
      expect([cancel.statusCode, approve.statusCode].sort()).toEqual([200, 409]);
      const row = await absenceRow(asked.id);
      expect(row.status).toBe(cancel.statusCode === 200 ? 'cancelled' : 'approved');
    }
  });

  it('no shift is made on an approved absence; a shift racing an approval leaves a state one order explains', async () => {
    const shiftOn = (date: string, userId: number) =>
      call(admin, 'POST', '/api/shifts', {
        startDateTime: `${date} 09:00`,
        endDateTime: `${date} 17:00`,
        usersId: [userId],
      });
    const away = await created(
      await request(office, {
        userId: elsa.id,
        type: 'vacation',
        fromDate: day(9, 7),
        toDate: day(9, 11),
      }),
    );
    expect(away.status).toBe('approved');
    for (const date of [day(9, 7), day(9, 9), day(9, 11)]) {
      await refusedUnchanged(() => shiftOn(date, elsa.id), {
        status: 409,
        message: ABSENCE_TEXTS.shiftOnAbsence,
      });
    }
    // Sixty shifts onto it at once: none.
    const storm = await Promise.all(Array.from({ length: 60 }, () => shiftOn(day(9, 8), elsa.id)));
    expect(countBy(storm.map((answer) => answer.statusCode))).toEqual({ 409: 60 });

    // Approval and shift at once. Approving over a shift is allowed (§11: the shifts stay), so a
    // shift that went first may stay; one that came after the approval must have been refused.
    for (let round = 0; round < 8; round++) {
      const date = day(10, 5 + round);
      const asked = await created(
        await request(elsa, { type: 'personal', fromDate: date, toDate: date }),
      );
      const [approve, shift] = await Promise.all([
        decide(office, asked.id, 'approve'),
        shiftOn(date, elsa.id),
      ]);
      expect(approve.statusCode, approve.body).toBe(200);
      expect([201, 409], shift.body).toContain(shift.statusCode);
      if (shift.statusCode === 409) {
        expectErrorBody(shift, { message: ABSENCE_TEXTS.shiftOnAbsence });
      }
      const made = await t.db
        .select()
        .from(shifts)
        .where(
          and(
            eq(shifts.userId, elsa.id),
            eq(shifts.calendarDateId, Number(date.replaceAll('-', ''))),
          ),
        );
      expect(made).toHaveLength(shift.statusCode === 201 ? 1 : 0);
      // Whatever the order, now the day is away: another shift is refused.
      await refusedUnchanged(() => shiftOn(date, elsa.id), {
        status: 409,
        message: ABSENCE_TEXTS.shiftOnAbsence,
      });
    }
  });
});

describe('people who change while their absences wait', () => {
  it('a usuario asking and the office entering the same days at once: one absence', async () => {
    const gala = await t.signIn('usuario', { name: 'Gala Pons' });
    const body = { type: 'vacation', fromDate: day(11, 2), toDate: day(11, 6) };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2 ? request(gala, body) : request(office, { ...body, userId: gala.id }),
      ),
    );
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual({ 201: 1, 409: 29 });
    expect(await t.db.select().from(absences).where(eq(absences.userId, gala.id))).toHaveLength(1);
  });

  it('a usuario made office never decides the request they made as a usuario', async () => {
    const hugo = await t.signIn('usuario', { name: 'Hugo Vela' });
    const asked = await created(
      await request(hugo, { type: 'personal', fromDate: day(11, 20), toDate: day(11, 20) }),
    );
    const promoted = await call(admin, 'PATCH', `/api/users/${hugo.id}`, {
      name: 'Hugo Vela',
      role: 'office',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await t.signInAgain(hugo);
    await refusedUnchanged(() => decide(hugo, asked.id, 'approve'), {
      status: 403,
      message: ABSENCE_TEXTS.ownDecision,
    });
    await refusedUnchanged(() => decide(hugo, asked.id, 'reject', { note: 'Me la deniego' }), {
      status: 403,
      message: ABSENCE_TEXTS.ownDecision,
    });
  });

  it('a deactivated usuario keeps their absences; nobody enters a new one for them', async () => {
    const ines = await t.signIn('usuario', { name: 'Inés Gómez' });
    const asked = await created(
      await request(ines, { type: 'vacation', fromDate: day(11, 23), toDate: day(11, 24) }),
    );
    const gone = await call(admin, 'DELETE', `/api/users/${ines.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    const listed = await call(
      office,
      'GET',
      `/api/absences?fromDate=${day(11, 1)}&toDate=${day(11, 30)}&usersIds=${ines.id}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ data: Absence[] }>().data.map((row) => row.id)).toEqual([asked.id]);
    await refusedUnchanged(
      () =>
        request(office, {
          userId: ines.id,
          type: 'sick',
          fromDate: day(11, 26),
          toDate: day(11, 26),
        }),
      { status: [400, 404, 409] },
    );
  });

  it('only an admin writes holidays; everyone reads them', async () => {
    for (const session of [office, ana]) {
      await refusedUnchanged(
        () => call(session, 'POST', '/api/holidays', { date: day(3, 19), name: 'San José' }),
        { status: 403 },
      );
    }
    const read = await call(ana, 'GET', `/api/holidays?year=${Y}`);
    expect(read.statusCode, read.body).toBe(200);
    await refusedUnchanged(() => call(null, 'GET', `/api/holidays?year=${Y}`), { status: 401 });
    await refusedUnchanged(() => call(null, 'GET', `/api/absences`), { status: 401 });
    await refusedUnchanged(
      () =>
        call(ana, 'PUT', '/api/absence-balances', {
          userId: ana.id,
          year: Y,
          type: 'vacation',
          days: 99,
        }),
      { status: 403 },
    );
    await refusedUnchanged(
      () =>
        call(office, 'PUT', '/api/absence-balances', {
          userId: ana.id,
          year: Y,
          type: 'vacation',
          days: 99,
        }),
      { status: 403 },
    );
  });
});

describe('shifts against approved absences, and publishing (DECISIONS §11)', () => {
  const monday = startOfIsoWeek(day(6, 17));
  const shiftBody = (date: string, userId: number) => ({
    startDateTime: `${date} 09:00`,
    endDateTime: `${date} 17:00`,
    usersId: [userId],
  });

  it('moving a shift onto an approved absence is refused and leaves it where it was', async () => {
    const julia = await t.signIn('usuario', { name: 'Julia Sanz' });
    const made = await call(admin, 'POST', '/api/shifts', shiftBody(monday, julia.id));
    expect(made.statusCode, made.body).toBe(201);
    const shift = made.json<{ data: { id: number; version: number }[] }>().data[0]!;
    await created(
      await request(office, {
        userId: julia.id,
        type: 'vacation',
        fromDate: addDays(monday, 1),
        toDate: addDays(monday, 2),
      }),
    );
    await refusedUnchanged(
      () =>
        call(admin, 'PATCH', `/api/shifts/${shift.id}/this`, {
          startDateTime: `${addDays(monday, 1)} 09:00`,
          endDateTime: `${addDays(monday, 1)} 17:00`,
          version: shift.version,
        }),
      { status: 409, message: ABSENCE_TEXTS.shiftOnAbsence },
    );
  });

  it('copying a week skips the days of an approved absence and counts them', async () => {
    const kike = await t.signIn('usuario', { name: 'Kike Ramos' });
    // The target week must be one of the next eight.
    const from = addDays(startOfIsoWeek(today), 14);
    const to = addDays(from, 7);
    for (let index = 0; index < 5; index++) {
      const made = await call(
        admin,
        'POST',
        '/api/shifts',
        shiftBody(addDays(from, index), kike.id),
      );
      expect(made.statusCode, made.body).toBe(201);
    }
    await created(
      await request(office, {
        userId: kike.id,
        type: 'sick',
        fromDate: addDays(to, 1),
        toDate: addDays(to, 2),
      }),
    );
    const copied = await call(admin, 'POST', `/api/shifts/copy-week/${from}/${to}`, {
      usersIds: [kike.id],
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toMatchObject({ copied: 3, skippedAbsences: 2 });
    const days = (await t.db.select().from(shifts).where(eq(shifts.userId, kike.id)))
      .map((row) => row.calendarDateId)
      .filter((id) => id >= Number(to.replaceAll('-', '')));
    expect(days.sort()).toEqual(
      [0, 3, 4].map((offset) => Number(addDays(to, offset).replaceAll('-', ''))),
    );
  });

  it('twenty publishes of one week at once tell each person once', async () => {
    const week = addDays(monday, 21);
    const staff = [await t.signIn('usuario'), await t.signIn('usuario')];
    for (const person of staff) {
      for (const offset of [0, 1, 2]) {
        // A new shift is a draft until the week is published.
        const made = await call(
          admin,
          'POST',
          '/api/shifts',
          shiftBody(addDays(week, offset), person.id),
        );
        expect(made.statusCode, made.body).toBe(201);
      }
    }
    const publish = () =>
      call(office, 'POST', '/api/shifts/publish-unpublish', {
        publishOrUnpublish: 'publish',
        startofweek: week,
      });
    const answers = await Promise.all(Array.from({ length: 20 }, publish));
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual({ 200: 20 });
    expect(answers.map((answer) => answer.json<{ count: number }>().count).sort()).toEqual([
      ...Array.from({ length: 19 }, () => 0),
      6,
    ]);
    for (const person of staff) {
      const told = await noticesOf(person.id, 'shifts-published');
      expect(told, person.email).toHaveLength(1);
    }
    // Nothing changed since: a publish tells nobody.
    await publish();
    for (const person of staff) {
      expect(await noticesOf(person.id, 'shifts-published')).toHaveLength(1);
    }
  });
});

describe('balances under pressure', () => {
  const setBalance = (userId: number, days: number | null, year = Y) =>
    call(admin, 'PUT', '/api/absence-balances', { userId, year, type: 'vacation', days });

  it('office entering ten vacations at once never goes beyond the balance; an admin may', async () => {
    const mar = await t.signIn('usuario', { name: 'Mar Ortiz' });
    expect((await setBalance(mar.id, 5)).statusCode).toBe(200);
    // Ten separate Monday–Wednesday spans: three working days each, two would be six.
    const first = startOfIsoWeek(day(2, 10));
    const spans = Array.from({ length: 10 }, (_, week) => ({
      userId: mar.id,
      type: 'vacation',
      fromDate: addDays(first, 7 * week),
      toDate: addDays(first, 7 * week + 2),
    }));
    const answers = await Promise.all(spans.map((span) => request(office, span)));
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual({ 201: 1, 409: 9 });
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expectErrorBody(answer, { status: 409, message: ABSENCE_TEXTS.beyondBalance });
    }
    const balance = await call(mar, 'GET', `/api/absence-balances?year=${Y}`);
    expect(balance.json<{ data: unknown[] }>().data).toEqual([
      { userId: mar.id, year: Y, type: 'vacation', days: 5, approved: 3, pending: 0, remaining: 2 },
    ]);
    // The admin goes beyond it, knowingly.
    const beyond = await request(admin, {
      ...spans[9]!,
      fromDate: addDays(first, 70),
      toDate: addDays(first, 72),
    });
    expect(beyond.statusCode, beyond.body).toBe(201);
    const after = await call(mar, 'GET', `/api/absence-balances?year=${Y}`);
    expect(after.json()).toMatchObject({ data: [{ approved: 6, remaining: -1 }] });
  });

  it('sixty balance changes at once leave one row holding one of them', async () => {
    const nico = await t.signIn('usuario', { name: 'Nico Bravo' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => setBalance(nico.id, index % 3 === 2 ? null : index)),
    );
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual({ 200: 60 });
    const rows = await t.db
      .select()
      .from(absenceBalances)
      .where(eq(absenceBalances.userId, nico.id));
    expect(rows.length).toBeLessThanOrEqual(1);
    if (rows[0]) expect(rows[0].days % 3).not.toBe(2);
    await refusedUnchanged(() => setBalance(2147483647, 3), {
      status: 404,
      message: ABSENCE_TEXTS.userNotFound,
    });
  });
});

describe('ownership of timesheets', () => {
  const lastMonth = addMonths(today, -1).slice(0, 7);
  it('a usuario never downloads another’s month nor everyone’s', async () => {
    await refusedUnchanged(
      () => call(ana, 'GET', `/api/timesheets?userId=${bruno.id}&month=${lastMonth}`),
      { status: 403, message: TIMESHEET_TEXTS.ownOnly },
    );
    await refusedUnchanged(() => call(ana, 'GET', `/api/timesheets/all?month=${lastMonth}`), {
      status: 403,
    });
    await refusedUnchanged(() => call(null, 'GET', `/api/timesheets?month=${lastMonth}`), {
      status: 401,
    });
    const own = await call(ana, 'GET', `/api/timesheets?userId=${ana.id}&month=${lastMonth}`);
    expect(own.statusCode, own.body.slice(0, 200)).toBe(200);
    expect(own.headers['content-type']).toMatch(/^application\/pdf/);
  });

  it('many downloads at once: each a PDF or a Spanish 503 to retry, never an error', async () => {
    const month = addMonths(today, -1).slice(0, 7);
    const sessions = [ana, bruno, carla, dario, elsa];
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, (_, index) =>
        call(sessions[index % sessions.length]!, 'GET', `/api/timesheets?month=${month}`),
      ),
      call(office, 'GET', `/api/timesheets/all?month=${month}`),
      call(admin, 'GET', `/api/timesheets/all?month=${month}`),
    ]);
    for (const answer of answers) {
      if (answer.statusCode === 200) continue;
      const context = `${answer.statusCode} ${answer.body.slice(0, 200)}`;
      if (answer.statusCode === 503) {
        expectErrorBody(answer, { status: 503, message: TIMESHEET_TEXTS.busy });
        expect(answer.headers['retry-after'], context).toBeDefined();
      } else {
        // Nobody had a shift, a punch or an absence that month: the ZIP has nothing to hold.
        expectErrorBody(answer, { status: 404, message: TIMESHEET_TEXTS.nobody });
      }
    }
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
  });

  it('a name of any script, emoji or control character still makes a PDF with a safe file name', async () => {
    const month = addMonths(today, -1).slice(0, 7);
    for (const name of [
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚀🇪🇸 Ñandú',
      'محمد العربي 中文 עברית',
      'Zoë \u202eevil.exe\u202c "quoted"; filename=x.pdf',
      'e\u0301 \u200b\ufeff <b>negrita</b>',
      'A'.repeat(100),
    ]) {
      const worker = await t.signIn('usuario', { name });
      await created(
        await request(office, {
          userId: worker.id,
          type: 'sick',
          fromDate: `${month}-02`,
          toDate: `${month}-03`,
          note: name,
        }),
      );
      const own = await call(worker, 'GET', `/api/timesheets?month=${month}`);
      expect(own.statusCode, `${name}: ${own.body.slice(0, 200)}`).toBe(200);
      expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const disposition = String(own.headers['content-disposition']);
      expect(disposition, name).toMatch(
        new RegExp(`^attachment; filename="Registro-Jornada-[A-Za-z0-9-]+-${month}\\.pdf"$`),
      );
    }
  });

  it('a worker deactivated since keeps their month: their own PDF for admin, and a file in the ZIP', async () => {
    const month = addMonths(today, -1).slice(0, 7);
    const olga = await t.signIn('usuario', { name: 'Olga Ibáñez' });
    await created(
      await request(office, {
        userId: olga.id,
        type: 'vacation',
        fromDate: `${month}-09`,
        toDate: `${month}-10`,
      }),
    );
    expect((await call(admin, 'DELETE', `/api/users/${olga.id}`)).statusCode).toBe(200);
    const single = await call(admin, 'GET', `/api/timesheets?userId=${olga.id}&month=${month}`);
    expect(single.statusCode, single.body.slice(0, 200)).toBe(200);
    expect(String(single.headers['content-disposition'])).toContain(
      `Registro-Jornada-Olga-Ibanez-${month}.pdf`,
    );
    const zip = await call(office, 'GET', `/api/timesheets/all?month=${month}`);
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    expect(zipEntryNames(zip.rawPayload)).toContain(`Registro-Jornada-Olga-Ibanez-${month}.pdf`);
  });

  it('the ZIP holds one file per worker even when their names would make the same file name', async () => {
    const month = addMonths(today, -1).slice(0, 7);
    const first = await t.signIn('usuario', { name: 'Pepa Luz' });
    const second = await t.signIn('usuario', { name: 'Pepa  Luz' });
    // Named as the first one's file is renamed when two names collide ('Pepa Luz {id}').
    const third = await t.signIn('usuario', { name: `Pepa Luz ${first.id}` });
    const fourth = await t.signIn('usuario', { name: `Pepa Luz ${second.id}` });
    for (const worker of [first, second, third, fourth]) {
      await created(
        await request(office, {
          userId: worker.id,
          type: 'personal',
          fromDate: `${month}-16`,
          toDate: `${month}-16`,
        }),
      );
    }
    const zip = await call(admin, 'GET', `/api/timesheets/all?month=${month}`);
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    // Every entry of the central directory (unzipSync would fold entries of one name together).
    const names = zipEntryNames(zip.rawPayload).filter((name) =>
      name.startsWith('Registro-Jornada-Pepa-Luz'),
    );
    expect(names, names.join(', ')).toHaveLength(4);
    expect(new Set(names).size, names.join(', ')).toBe(4);
  });

  it('ZIP downloads their callers abandon never keep the next caller out', async () => {
    const month = addMonths(today, -1).slice(0, 7);
    const rosa = await t.signIn('usuario', { name: 'Rosa Vidal' });
    await created(
      await request(office, {
        userId: rosa.id,
        type: 'other',
        fromDate: `${month}-20`,
        toDate: `${month}-20`,
      }),
    );
    /** The ZIP, asking again while the one-at-a-time slot is taken (503 'inténtalo en unos segundos'). */
    const zipOf = async (session: Session, asStream: boolean) => {
      for (let tries = 0; ; tries++) {
        const answer = await t.app.inject(
          fromNewAddress({
            method: 'GET',
            url: `/api/timesheets/all?month=${month}`,
            headers: session.headers,
            payloadAsStream: asStream,
          }),
        );
        if (answer.statusCode !== 503 || tries === 40) return answer;
        if (asStream) answer.stream().destroy();
        else expectErrorBody(answer, { status: 503, message: TIMESHEET_TEXTS.busy });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    for (let round = 0; round < 3; round++) {
      const abandoned = await zipOf(office, true);
      expect(abandoned.statusCode, `round ${round}`).toBe(200);
      abandoned.stream().destroy();
    }
    const answer = await zipOf(admin, false);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(zipEntryNames(answer.rawPayload)).toContain(`Registro-Jornada-Rosa-Vidal-${month}.pdf`);
  });

  it('refuses a month that has not begun and an unknown user with a Spanish 4xx', async () => {
    await refusedUnchanged(() => call(admin, 'GET', `/api/timesheets?month=${Y}-06`), {
      status: [400, 409, 422],
      message: TIMESHEET_TEXTS.futureMonth,
    });
    await refusedUnchanged(
      () => call(admin, 'GET', `/api/timesheets?userId=2147483647&month=${today.slice(0, 7)}`),
      { status: 404, message: TIMESHEET_TEXTS.userNotFound },
    );
  });
});

describe('a closed month (DECISIONS §10, §11)', () => {
  // The month before last has ended whatever today is; the file's other tests live in next year.
  const month = addMonths(today, -2).slice(0, 7);
  const inMonth = (dayOfMonth: number) => `${month}-${String(dayOfMonth).padStart(2, '0')}`;
  const closed = { status: 409, message: PERIOD_TEXTS.closed(month) };

  it('does not close over requests still to decide; once closed, refuses every absence and holiday write, changing nothing', async () => {
    const approved = await created(
      await request(dario, { type: 'personal', fromDate: inMonth(10), toDate: inMonth(10) }),
    );
    const cancelled = await created(
      await request(dario, { type: 'personal', fromDate: inMonth(12), toDate: inMonth(12) }),
    );
    await refusedUnchanged(() => call(admin, 'POST', `/api/periods/${month}/close`), {
      status: 409,
      message: PERIOD_TEXTS.leftToResolve(0, 0, 2),
    });
    expect((await decide(office, approved.id, 'approve')).statusCode).toBe(200);
    expect((await decide(dario, cancelled.id, 'cancel')).statusCode).toBe(200);
    const holidayIn = await call(admin, 'POST', '/api/holidays', {
      date: inMonth(8),
      name: 'Fiesta local',
    });
    expect(holidayIn.statusCode, holidayIn.body).toBe(201);
    const holidayOut = await call(admin, 'POST', '/api/holidays', {
      date: day(10, 9),
      name: 'Día de la Comunitat',
    });
    expect(holidayOut.statusCode, holidayOut.body).toBe(201);
    const close = await call(admin, 'POST', `/api/periods/${month}/close`);
    expect(close.statusCode, close.body).toBe(200);

    await refusedUnchanged(
      () => request(dario, { type: 'vacation', fromDate: inMonth(15), toDate: inMonth(16) }),
      closed,
    );
    await refusedUnchanged(
      () =>
        request(office, {
          userId: elsa.id,
          type: 'sick',
          fromDate: inMonth(15),
          toDate: inMonth(15),
        }),
      closed,
    );
    await refusedUnchanged(
      () =>
        request(admin, {
          userId: elsa.id,
          type: 'vacation',
          fromDate: inMonth(20),
          toDate: addDays(addMonths(`${month}-01`, 1), 3),
        }),
      closed,
    );
    // The month is checked before anything else: decided or not, the answer is the closed month.
    await refusedUnchanged(() => decide(office2, approved.id, 'approve'), closed);
    await refusedUnchanged(() => decide(dario, cancelled.id, 'cancel'), closed);
    await refusedUnchanged(
      () => decide(admin, approved.id, 'reject', { note: 'El mes ya está cerrado' }),
      closed,
    );

    // A holiday changes the month's no-shows and timesheets: none is added, moved or removed in it.
    const inId = holidayIn.json<{ data: { id: number } }>().data.id;
    const outId = holidayOut.json<{ data: { id: number } }>().data.id;
    await refusedUnchanged(
      () => call(admin, 'POST', '/api/holidays', { date: inMonth(9), name: 'Otra fiesta' }),
      closed,
    );
    await refusedUnchanged(
      () => call(admin, 'PATCH', `/api/holidays/${inId}`, { name: 'Fiesta mayor' }),
      closed,
    );
    await refusedUnchanged(
      () => call(admin, 'PATCH', `/api/holidays/${inId}`, { date: day(10, 10) }),
      closed,
    );
    await refusedUnchanged(
      () => call(admin, 'PATCH', `/api/holidays/${outId}`, { date: inMonth(9) }),
      closed,
    );
    await refusedUnchanged(() => call(admin, 'DELETE', `/api/holidays/${inId}`), closed);

    const reopen = await call(admin, 'POST', `/api/periods/${month}/reopen`, {
      reason: 'Falta una ausencia',
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    await created(
      await request(dario, { type: 'vacation', fromDate: inMonth(15), toDate: inMonth(16) }),
    );
  });

  it('a close and a request of the same month at once never leave a closed month with a request to decide', async () => {
    const earlier = addMonths(today, -3).slice(0, 7);
    const lola = await t.signIn('usuario', { name: 'Lola Prieto' });
    for (let round = 0; round < 8; round++) {
      const date = `${earlier}-${String(3 + round).padStart(2, '0')}`;
      const [asked, close] = await Promise.all([
        request(lola, { type: 'personal', fromDate: date, toDate: date }),
        call(admin, 'POST', `/api/periods/${earlier}/close`),
      ]);
      // Exactly one wins: the request (the close then counts it) or the close (the request is late).
      const context = `${asked.statusCode} ${asked.body.slice(0, 150)} | ${close.statusCode} ${close.body.slice(0, 150)}`;
      expect([asked.statusCode, close.statusCode].sort(), context).toEqual(
        asked.statusCode === 201 ? [201, 409] : [200, 409],
      );
      if (asked.statusCode === 201) {
        expectErrorBody(close, { status: 409, message: PERIOD_TEXTS.leftToResolve(0, 0, 1) });
        const id = asked.json<{ data: Absence }>().data.id;
        expect((await decide(lola, id, 'cancel')).statusCode).toBe(200);
      } else {
        expectErrorBody(asked, { status: 409, message: PERIOD_TEXTS.closed(earlier) });
        const reopen = await call(admin, 'POST', `/api/periods/${earlier}/reopen`, {
          reason: `Ronda ${round}`,
        });
        expect(reopen.statusCode, reopen.body).toBe(200);
      }
    }
  });
});

describe('malformed input on every new route', () => {
  const TEXTS = [
    '\u0000',
    "'; DROP TABLE absences; --",
    'Ñandú 🚀',
    `${Y}-02-30`,
    `${Y}-13-01`,
    '0000-01-01',
    '0099-12-31',
    '9999-12-31',
    `${Y}-1-1`,
    `${Y}0101`,
    `${Y}-01`,
    'vacation ',
    'VACATION',
    '__proto__',
    'a'.repeat(501),
  ];
  let pendingIds: number[] = [];
  /** An absence the office entered (approved): every approval of it is refused. */
  let decidedId = 0;
  let holidayId = 0;
  let fuzzer: Session;

  beforeAll(async () => {
    fuzzer = await t.signIn('usuario', { name: 'Fausto Prueba' });
    pendingIds = [];
    for (const month of [1, 2]) {
      const asked = await created(
        await request(fuzzer, {
          type: 'vacation',
          fromDate: day(month, 20),
          toDate: day(month, 21),
        }),
      );
      pendingIds.push(asked.id);
    }
    decidedId = (
      await created(
        await request(office, {
          userId: fuzzer.id,
          type: 'other',
          fromDate: day(1, 26),
          toDate: day(1, 26),
        }),
      )
    ).id;
    const holiday = await call(admin, 'POST', '/api/holidays', {
      date: day(12, 24),
      name: 'Nochebuena',
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    holidayId = holiday.json<{ data: { id: number } }>().data.id;
  });

  type Route = BadInputRoute & { name: string; as: () => Session; mustRefuse?: boolean };
  const ROUTES: Route[] = [
    {
      name: 'POST /api/absences (usuario)',
      method: 'POST',
      url: () => '/api/absences',
      schema: createAbsenceSchema,
      valid: () => ({ type: 'vacation', fromDate: day(3, 9), toDate: day(3, 13), note: 'Viaje' }),
      as: () => fuzzer,
    },
    {
      name: 'POST /api/absences (office)',
      method: 'POST',
      url: () => '/api/absences',
      schema: createAbsenceSchema,
      valid: () => ({
        userId: fuzzer.id,
        type: 'sick',
        fromDate: day(3, 16),
        toDate: day(3, 16),
        note: null,
      }),
      as: () => office,
    },
    {
      name: 'POST /api/absences/:id/approve',
      method: 'POST',
      // An empty or null body is a valid approval (its note is optional): aimed at a pending
      // request, the first such try would approve it, so the tries aim at a decided one.
      url: () => `/api/absences/${decidedId}/approve`,
      schema: approveAbsenceSchema,
      valid: () => ({ note: 'Conforme' }),
      as: () => office,
      mustRefuse: true,
    },
    {
      name: 'POST /api/absences/:id/reject',
      method: 'POST',
      url: () => `/api/absences/${pendingIds[1]}/reject`,
      schema: rejectAbsenceSchema,
      valid: () => ({ note: 'No puede ser' }),
      as: () => office,
    },
    {
      name: 'PUT /api/absence-balances',
      method: 'PUT',
      url: () => '/api/absence-balances',
      schema: setBalanceSchema,
      valid: () => ({ userId: fuzzer.id, year: Y, type: 'vacation', days: 22 }),
      as: () => admin,
    },
    {
      name: 'POST /api/holidays',
      method: 'POST',
      url: () => '/api/holidays',
      schema: createHolidaySchema,
      valid: () => ({ date: day(11, 11), name: 'San Martín' }),
      as: () => admin,
    },
    {
      name: 'PATCH /api/holidays/:id',
      method: 'PATCH',
      url: () => `/api/holidays/${holidayId}`,
      schema: updateHolidaySchema,
      valid: () => ({ date: day(12, 24), name: 'Nochebuena' }),
      as: () => admin,
    },
  ];

  for (const route of ROUTES) {
    describe(route.name, () => {
      badInputProperties(route, {
        texts: TEXTS,
        send: (body) =>
          t.app.inject(
            fromNewAddress({
              method: route.method,
              url: route.url(),
              headers: { ...route.as().headers, 'content-type': 'application/json' },
              body,
            }),
          ),
        // A valid body refused by a rule: it overlaps, was decided, the date is taken, …
        refused: (response) => {
          expectErrorBody(response);
          expect([400, 403, 404, 409]).toContain(response.statusCode);
        },
        state,
        ...(route.mustRefuse && { mustRefuse: true }),
      });
    });
  }

  /** Each query key with every probe, and arbitrary strings: a success or a Spanish 400. */
  const QUERY_ROUTES: {
    url: string;
    schema: { safeParse: (value: unknown) => { success: boolean } };
    keys: string[];
    as: () => Session;
    /** Valid queries answer a file, not JSON: send only few of them. */
    expensive?: boolean;
  }[] = [
    {
      url: '/api/absences',
      schema: absenceListQuerySchema,
      keys: ['fromDate', 'toDate', 'usersIds', 'status', 'page', 'limit'],
      as: () => office,
    },
    {
      url: '/api/absence-balances',
      schema: balanceQuerySchema,
      keys: ['year', 'userId'],
      as: () => admin,
    },
    { url: '/api/holidays', schema: holidayListQuerySchema, keys: ['year'], as: () => fuzzer },
    {
      url: '/api/timesheets',
      schema: timesheetQuerySchema,
      keys: ['month', 'userId'],
      as: () => admin,
      expensive: true,
    },
    {
      url: '/api/timesheets/all',
      schema: timesheetAllQuerySchema,
      keys: ['month'],
      as: () => office,
      expensive: true,
    },
  ];
  const QUERY_VALUES = [
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'x',
    '2147483648',
    '99999999999999999999',
    '1999',
    '2101',
    `${Y}`,
    'pending',
    'PENDING',
    `${Y}-02-30`,
    `${Y}-13`,
    `${Y}-00`,
    '2026-1',
    '1,2,,3',
    ',',
    '1,a',
    '\u0000',
    '%00',
    'ñ',
    '🚀',
    'a'.repeat(5_000),
  ];

  /** The base query that makes the route valid apart from `key`. */
  const baseFor = (url: string): Record<string, string> =>
    url.startsWith('/api/timesheets')
      ? { month: addMonths(today, -1).slice(0, 7) }
      : url === '/api/absence-balances'
        ? { year: String(Y) }
        : {};

  async function checkQuery(
    route: (typeof QUERY_ROUTES)[number],
    query: Record<string, string | string[]>,
  ) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
    }
    const parsed = route.schema.safeParse(
      Object.fromEntries(
        Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value : value]),
      ),
    );
    if (route.expensive && parsed.success) return; // a valid month makes a real file: tested above
    const before = await state();
    const response = await call(route.as(), 'GET', `${route.url}?${search.toString()}`);
    const context = `${route.url}?${search.toString().slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, context).toBeLessThan(500);
    if (!parsed.success) expectErrorBody(response, { status: 400 });
    else if (response.statusCode !== 200) expectErrorBody(response);
    expect(await state()).toEqual(before);
  }

  for (const route of QUERY_ROUTES) {
    describe(`GET ${route.url}`, () => {
      it('answers every probe of every key with a success or a Spanish 400, never a 5xx', async () => {
        for (const key of route.keys) {
          for (const value of QUERY_VALUES) {
            await checkQuery(route, { ...baseFor(route.url), [key]: value });
          }
          // The key twice: an array where a string is expected.
          await checkQuery(route, { ...baseFor(route.url), [key]: ['1', '2'] });
        }
      });

      it('never answers a 5xx to arbitrary query values (property)', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(
              fc.constantFrom(...route.keys),
              fc.oneof(fc.string(), fc.constantFrom(...QUERY_VALUES), fc.integer().map(String)),
            ),
            fc.boolean(),
            async (changes, merge) => {
              await checkQuery(route, merge ? { ...baseFor(route.url), ...changes } : changes);
            },
          ),
          { numRuns: 40 },
        );
      });
    });
  }

  const ID_ROUTES: {
    method: 'POST' | 'PATCH' | 'DELETE';
    path: (id: string) => string;
    as: () => Session;
    body?: unknown;
    notFound: string;
  }[] = [
    {
      method: 'POST',
      path: (id) => `/api/absences/${id}/approve`,
      as: () => office,
      body: {},
      notFound: ABSENCE_TEXTS.notFound,
    },
    {
      method: 'POST',
      path: (id) => `/api/absences/${id}/reject`,
      as: () => office,
      body: { note: 'No' },
      notFound: ABSENCE_TEXTS.notFound,
    },
    {
      method: 'POST',
      path: (id) => `/api/absences/${id}/cancel`,
      as: () => fuzzer,
      notFound: ABSENCE_TEXTS.notFound,
    },
    {
      method: 'PATCH',
      path: (id) => `/api/holidays/${id}`,
      as: () => admin,
      body: { name: 'Otro' },
      notFound: HOLIDAY_TEXTS.notFound,
    },
    {
      method: 'DELETE',
      path: (id) => `/api/holidays/${id}`,
      as: () => admin,
      notFound: HOLIDAY_TEXTS.notFound,
    },
  ];

  /** Not a positive integer as written: 400, as every id of the API (common.ts idParamSchema). */
  const INVALID_IDS = ['abc', '-1', '0', '1.5', '2147483648', '99999999999', 'NaN', '١', '😀'];
  /** The number of an id written another way: never acts on that row (400, as elsewhere). */
  const ALIASES = (id: number) => [
    `0${id}`,
    `+${id}`,
    ` ${id}`,
    `${id}.0`,
    `0x${id.toString(16)}`,
    `${id}e0`,
  ];

  for (const route of ID_ROUTES) {
    it(`${route.method} ${route.path(':id')}: any id is a Spanish 4xx, an unknown one 404, and nothing changes`, async () => {
      const before = await state();
      for (const id of INVALID_IDS) {
        expectErrorBody(
          await call(route.as(), route.method, route.path(encodeURIComponent(id)), route.body),
          { status: 400, message: 'Identificador inválido' },
        );
      }
      for (const { label, segment } of PATH_PARAM_PROBES) {
        const response = await call(route.as(), route.method, route.path(segment), route.body);
        expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        expectErrorBody(response);
      }
      expectErrorBody(await call(route.as(), route.method, route.path('2147483647'), route.body), {
        status: 404,
        message: route.notFound,
      });
      expect(await state()).toEqual(before);
    });
  }

  it('refuses user ids past PostgreSQL’s integers in a list with its Spanish 400', async () => {
    for (const usersIds of ['2147483648', `${ana.id},2147483648`, '9999999999']) {
      await refusedUnchanged(() => call(office, 'GET', `/api/absences?usersIds=${usersIds}`), {
        status: 400,
        message: ABSENCE_TEXTS.badUsers,
      });
    }
  });

  it('never acts on a row whose id is written another way (0042, +42, 0x2a, 42.0)', async () => {
    const asked = await created(
      await request(fuzzer, { type: 'personal', fromDate: day(9, 1), toDate: day(9, 1) }),
    );
    for (const alias of ALIASES(asked.id)) {
      for (const [session, action, body] of [
        [office, 'approve', {}],
        [office, 'reject', { note: 'No' }],
        [fuzzer, 'cancel', undefined],
      ] as const) {
        await refusedUnchanged(
          () => call(session, 'POST', `/api/absences/${encodeURIComponent(alias)}/${action}`, body),
          { status: 400, message: 'Identificador inválido' },
        );
      }
    }
    for (const alias of ALIASES(holidayId)) {
      await refusedUnchanged(
        () => call(admin, 'PATCH', `/api/holidays/${encodeURIComponent(alias)}`, { name: 'Otro' }),
        { status: 400 },
      );
    }
  });

  it('refuses a holiday on a taken date, and bodies of the wrong kind, changing nothing', async () => {
    await refusedUnchanged(
      () => call(admin, 'POST', '/api/holidays', { date: day(12, 24), name: 'Otra vez' }),
      { status: 409, message: HOLIDAY_TEXTS.duplicate },
    );
    for (const [contentType, body] of [
      ['text/plain', 'date=2027-01-01'],
      ['application/x-www-form-urlencoded', 'date=2027-01-01&name=x'],
    ] as const) {
      await refusedUnchanged(
        () =>
          t.app.inject(
            fromNewAddress({
              method: 'POST',
              url: '/api/absences',
              headers: { ...fuzzer.headers, 'content-type': contentType },
              body,
            }),
          ),
        { status: [400, 415] },
      );
    }
  });
});

function countBy(values: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** The names of a ZIP's central directory entries, in order (duplicates kept). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0;) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at = zip.indexOf('PK\x01\x02', at + 46 + nameLength + extraLength + commentLength, 'latin1');
  }
  return names;
}
