/**
 * Closed periods (DECISIONS §10): an admin closes a month that has ended and has nothing left to
 * resolve; while it is closed, corrections touching it and shift changes in it answer 409 'El
 * periodo YYYY-MM está cerrado'; reopening asks a reason; both enter the history.
 */
import { PERIOD_TEXTS, type Period } from '@app/contract/periods';
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
beforeAll(async () => {
  k = await correctionsTestKit(); // now: 20 November 2026
  admin = await k.newUser('admin', 'Ana Admin');
  office = await k.newUser('office');
  worker = await k.newUser('usuario');
});
afterAll(() => k.close());

const close = (session: Session, month: string) =>
  k.call(session, 'POST', `/api/periods/${month}/close`);
const reopen = (session: Session, month: string, body?: unknown) =>
  k.call(session, 'POST', `/api/periods/${month}/reopen`, body);
const periods = async () =>
  (await k.call(worker, 'GET', '/api/periods')).json<{ data: Period[] }>().data;

describe('closing a month', () => {
  it('only a month that has ended', async () => {
    expectErrorBody(await close(admin, '2026-11'), { status: 409, message: PERIOD_TEXTS.notEnded });
    expectErrorBody(await close(admin, '2026-12'), { status: 409, message: PERIOD_TEXTS.notEnded });
    expectErrorBody(await close(admin, '2026-13'), { status: 400, message: PERIOD_TEXTS.badMonth });
    expectErrorBody(await close(admin, 'octubre'), { status: 400, message: PERIOD_TEXTS.badMonth });
  });

  it('admin only', async () => {
    expectErrorBody(await close(office, '2026-09'), { status: 403 });
    expectErrorBody(await close(worker, '2026-09'), { status: 403 });
    expectErrorBody(await reopen(office, '2026-09', { reason: 'Revisión' }), { status: 403 });
  });

  it('with nothing left to resolve: a punch without exit and a pending correction are counted', async () => {
    const open = await k.punchOn(worker.id, '2026-10-05', '08:00', null);
    const done = await k.punchOn(worker.id, '2026-10-06', '08:00', '16:00');
    const asked = await k.request(worker, {
      punchId: done.id,
      dateOut: '2026-10-06 17:00',
      reason: 'Me quedé una hora más',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expectErrorBody(await close(admin, '2026-10'), {
      status: 409,
      message: PERIOD_TEXTS.leftToResolve(1, 1),
    });
    // The worker asks for the missing exit; office decides both.
    const exit = await k.request(worker, {
      punchId: open.id,
      dateOut: '2026-10-05 16:00',
      reason: 'Olvidé la salida',
    });
    for (const response of [asked, exit]) {
      const id = response.json<{ data: { id: number } }>().data.id;
      expect((await k.approve(office, id)).statusCode).toBe(200);
    }
    const closed = await close(admin, '2026-10');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ message: string; data: Period }>()).toMatchObject({
      message: PERIOD_TEXTS.closedOk('2026-10'),
      data: { month: '2026-10', closed: true, closedBy: admin.id, closedByName: 'Ana Admin' },
    });
    expect((await periods()).find((p) => p.month === '2026-10')).toMatchObject({ closed: true });
    const last = (await k.historyRows()).at(-1)!;
    expect(last).toMatchObject({ action: 'period-closed', actorId: admin.id, punchId: null });
    expectErrorBody(await close(admin, '2026-10'), {
      status: 409,
      message: PERIOD_TEXTS.alreadyClosed,
    });
  });
});

describe('while a month is closed', () => {
  const closedText = PERIOD_TEXTS.closed('2026-10');

  it('corrections touching it answer 409', async () => {
    const punch = await k.punchOn(worker.id, '2026-10-07', '08:00', '16:00');
    expectErrorBody(
      await k.request(worker, {
        punchId: punch.id,
        dateIn: '2026-10-07 07:30',
        reason: 'Llegué antes',
      }),
      { status: 409, message: closedText },
    );
    expectErrorBody(
      await k.request(office, {
        punchId: punch.id,
        dateIn: '2026-10-07 07:30',
        reason: 'Llegó antes',
      }),
      { status: 409, message: closedText },
    );
    expect((await k.storedPunch(punch.id)).dateIn.toISOString()).toBe('2026-10-07T06:00:00.000Z');
  });

  it('shift creates, edits, deletes and publishes in it answer 409', async () => {
    const created = await k.call(admin, 'POST', '/api/shifts', {
      startDateTime: '2026-10-20 08:00',
      endDateTime: '2026-10-20 16:00',
      usersId: [worker.id],
    });
    expectErrorBody(created, { status: 409, message: closedText });
    const shift = await k.shiftOn(worker.id, '2026-10-21');
    const edited = await k.call(admin, 'PATCH', `/api/shifts/${shift.id}/this`, {
      startDateTime: '2026-10-21 09:00',
      endDateTime: '2026-10-21 17:00',
    });
    expectErrorBody(edited, { status: 409, message: closedText });
    // Moving a November shift into October is a change in October too.
    const november = await k.shiftOn(worker.id, '2026-11-02');
    const moved = await k.call(office, 'PATCH', `/api/shifts/${november.id}/this`, {
      startDateTime: '2026-10-30 09:00',
      endDateTime: '2026-10-30 17:00',
    });
    expectErrorBody(moved, { status: 409, message: closedText });
    const published = await k.call(office, 'POST', '/api/shifts/publish-unpublish', {
      publishOrUnpublish: 'unpublish',
      month: 10,
      year: 2026,
    });
    expectErrorBody(published, { status: 409, message: closedText });
    // November stays open.
    const ok = await k.call(office, 'POST', '/api/shifts/publish-unpublish', {
      publishOrUnpublish: 'publish',
      month: 11,
      year: 2026,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('reopening asks a reason and enters the history; then changes go through', async () => {
    expectErrorBody(await reopen(admin, '2026-10', {}), { status: 400 });
    expectErrorBody(await reopen(admin, '2026-10', { reason: 'no' }), {
      status: 400,
      message: PERIOD_TEXTS.reasonLength,
    });
    expectErrorBody(await reopen(admin, '2026-09', { reason: 'Nunca se cerró' }), {
      status: 409,
      message: PERIOD_TEXTS.notClosed,
    });
    const reopened = await reopen(admin, '2026-10', { reason: 'Falta una corrección' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<{ data: Period }>().data).toMatchObject({
      closed: false,
      reopenedBy: admin.id,
      reason: 'Falta una corrección',
    });
    const last = (await k.historyRows()).at(-1)!;
    expect(last).toMatchObject({
      action: 'period-reopened',
      actorId: admin.id,
      reason: 'Falta una corrección',
    });
    const punch = await k.punchOn(worker.id, '2026-10-08', '08:00', '16:00');
    const asked = await k.request(worker, {
      punchId: punch.id,
      dateIn: '2026-10-08 07:30',
      reason: 'Llegué antes',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // With that request pending it cannot be closed again.
    expectErrorBody(await close(admin, '2026-10'), {
      status: 409,
      message: PERIOD_TEXTS.leftToResolve(0, 1),
    });
  });
});

describe('a close and a correction at the same time', () => {
  it('never leave a closed month with a pending request in it', async () => {
    const user = await k.newUser('usuario');
    const punch = await k.punchOn(user.id, '2026-08-10', '08:00', '16:00');
    const [closed, asked] = await Promise.all([
      close(admin, '2026-08'),
      k.request(user, { punchId: punch.id, dateOut: '2026-08-10 17:00', reason: 'Horas extra' }),
    ]);
    if (closed.statusCode === 200) {
      expectErrorBody(asked, { status: 409, message: PERIOD_TEXTS.closed('2026-08') });
    } else {
      expect(asked.statusCode, asked.body).toBe(201);
      expectErrorBody(closed, { status: 409, message: PERIOD_TEXTS.leftToResolve(0, 1) });
    }
  });
});

describe('a month with an absence request waiting', () => {
  it('is closed only once the request is decided', async () => {
    const user = await k.newUser('usuario');
    const asked = await k.call(user, 'POST', '/api/absences', {
      type: 'vacation',
      fromDate: '2026-06-29',
      toDate: '2026-07-03',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json<{ data: { id: number } }>().data;
    // The request touches June and July: neither closes while it waits.
    for (const month of ['2026-06', '2026-07']) {
      expectErrorBody(await close(admin, month), {
        status: 409,
        message: PERIOD_TEXTS.leftToResolve(0, 0, 1),
      });
    }
    const approved = await k.call(office, 'POST', `/api/absences/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const closed = await close(admin, '2026-06');
    expect(closed.statusCode, closed.body).toBe(200);
  });
});
