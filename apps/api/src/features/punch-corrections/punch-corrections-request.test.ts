/**
 * Corrections of the attendance record (DECISIONS §10), as callers make them: a usuario asks, an
 * office user approves with an adjusted time, a manager corrects someone else's punch at once, and
 * each leaves the punch corrected, one history row and the notifications §10 names.
 */
import { CORRECTION_TEXTS, type Correction } from '@app/contract/punch-corrections';
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
  admin = await k.newUser('admin', 'Ana Admin');
  office = await k.newUser('office', 'Olga Oficina');
  worker = await k.newUser('usuario', 'Walter Worker');
  other = await k.newUser('usuario', 'Otto Otro');
});
afterAll(() => k.close());

const dataOf = (response: { json: <T>() => T }) => response.json<{ data: Correction }>().data;

describe('a usuario asks, an office user decides', () => {
  it('a forgotten exit: requested as pending, approved with an adjusted time, the punch corrected', async () => {
    const punch = await k.punchOn(worker.id, '2026-11-16', '08:00', null);
    const asked = await k.request(worker, {
      punchId: punch.id,
      dateOut: '2026-11-16 16:00',
      reason: 'Olvidé registrar la salida',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<{ message: string }>().message).toBe(CORRECTION_TEXTS.requested);
    const pending = dataOf(asked);
    expect(pending).toMatchObject({
      status: 'pending',
      userId: worker.id,
      userName: 'Walter Worker',
      punchId: punch.id,
      calendarDateId: 20261116,
      requestedBy: worker.id,
      requested: { dateIn: null, dateOut: '2026-11-16T16:00:00+01:00', breaks: null },
      current: { dateIn: '2026-11-16T08:00:00+01:00', dateOut: null, breaks: [] },
      applied: null,
    });
    // Admins and office are told; the worker is not.
    for (const decider of [admin, office]) {
      const told = await k.notificationsOf(decider.id);
      expect(told.map((n) => n.kind)).toContain('correction-requested');
    }
    expect(await k.notificationsOf(worker.id)).toEqual([]);
    expect((await k.storedPunch(punch.id)).dateOut).toBeNull();

    const approved = await k.approve(office, pending.id, {
      dateOut: '2026-11-16 15:45',
      note: 'Salida según el turno',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(dataOf(approved)).toMatchObject({
      status: 'approved',
      decidedBy: office.id,
      decidedByName: 'Olga Oficina',
      note: 'Salida según el turno',
      applied: { dateIn: '2026-11-16T08:00:00+01:00', dateOut: '2026-11-16T15:45:00+01:00' },
    });
    // Once applied, the request still shows the punch it started from, what was asked and what
    // was applied: the decider's adjustment stays visible beside the worker's request.
    const decided = {
      current: { dateIn: '2026-11-16T08:00:00+01:00', dateOut: null, breaks: [] },
      requested: { dateOut: '2026-11-16T16:00:00+01:00' },
      applied: { dateOut: '2026-11-16T15:45:00+01:00' },
    };
    expect(dataOf(approved)).toMatchObject(decided);
    const listed = (await k.list(office, `?userId=${worker.id}`)).json<{ data: Correction[] }>();
    expect(listed.data.find((c) => c.id === pending.id)).toMatchObject(decided);
    const stored = await k.storedPunch(punch.id);
    expect(stored.dateOut?.toISOString()).toBe('2026-11-16T14:45:00.000Z');
    expect(stored.corrected).toBe(true);

    const rows = await k.historyRows();
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      punchId: punch.id,
      userId: worker.id,
      action: 'correction-applied',
      actorId: office.id,
      reason: 'Olvidé registrar la salida',
    });
    expect(last.ip).toBeTruthy();
    expect(last.before).toMatchObject({ dateOut: null, corrected: false });
    expect(last.after).toMatchObject({ dateOut: '2026-11-16T14:45:00.000Z', corrected: true });

    const told = await k.notificationsOf(worker.id);
    expect(told.map((n) => n.kind)).toEqual(['correction-decided']);

    // Deciding again is refused: a decision is final.
    expectErrorBody(await k.approve(admin, pending.id, {}), {
      status: 409,
      message: CORRECTION_TEXTS.alreadyDecided,
    });
    expectErrorBody(await k.reject(admin, pending.id, { note: 'Tarde' }), {
      status: 409,
      message: CORRECTION_TEXTS.alreadyDecided,
    });
  });

  it('a missing punch on a day with a published shift, then rejected with a note', async () => {
    await k.shiftOn(worker.id, '2026-11-17');
    const asked = await k.request(worker, {
      calendarDateId: '20261117',
      dateIn: '2026-11-17 08:00',
      dateOut: '2026-11-17 16:00',
      breaks: [{ type: 'lunch', breakIn: '2026-11-17 12:00', breakOut: '2026-11-17 12:30' }],
      reason: 'Vine y no fiché',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = dataOf(asked).id;
    expectErrorBody(await k.reject(office, id, {}), { status: 400 });
    expectErrorBody(await k.reject(office, id, { note: '   ' }), {
      status: 400,
      message: CORRECTION_TEXTS.noteRequired,
    });
    const rejected = await k.reject(office, id, { note: 'No consta en cámara' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(dataOf(rejected)).toMatchObject({ status: 'rejected', note: 'No consta en cámara' });
    expect((await k.notificationsOf(worker.id)).at(-1)?.kind).toBe('correction-decided');
    // A new request fixes it, and approved it adds the punch.
    const again = await k.request(worker, {
      calendarDateId: 20261117,
      dateIn: '2026-11-17T08:05:00+01:00',
      reason: 'Lo pido otra vez',
    });
    expect(again.statusCode, again.body).toBe(201);
    const approved = await k.approve(admin, dataOf(again).id);
    expect(approved.statusCode, approved.body).toBe(200);
    const punchId = dataOf(approved).punchId!;
    // Before it, there was no punch that day.
    expect(dataOf(approved)).toMatchObject({ current: null, applied: { dateOut: null } });
    const stored = await k.storedPunch(punchId);
    expect(stored).toMatchObject({ userId: worker.id, calendarDateId: 20261117, corrected: true });
    expect(stored.dateIn.toISOString()).toBe('2026-11-17T07:05:00.000Z');
  });

  it('the requester cancels while pending; nobody else can, and not once decided', async () => {
    const punch = await k.punchOn(worker.id, '2026-11-18', '09:00', '17:00');
    const asked = dataOf(
      await k.request(worker, {
        punchId: punch.id,
        dateIn: '2026-11-18 08:00',
        reason: 'Llegué a las 8',
      }),
    );
    expectErrorBody(await k.cancel(other, asked.id), { status: 404 });
    expectErrorBody(await k.cancel(office, asked.id), {
      status: 403,
      message: CORRECTION_TEXTS.cancelOwnPending,
    });
    const cancelled = await k.cancel(worker, asked.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(dataOf(cancelled).status).toBe('cancelled');
    expectErrorBody(await k.cancel(worker, asked.id), {
      status: 409,
      message: CORRECTION_TEXTS.alreadyDecided,
    });
    expectErrorBody(await k.approve(office, asked.id), {
      status: 409,
      message: CORRECTION_TEXTS.alreadyDecided,
    });
  });

  it('one pending request per punch or day (409)', async () => {
    const punch = await k.punchOn(other.id, '2026-11-16', '08:00', '16:00');
    const body = { punchId: punch.id, dateOut: '2026-11-16 17:00', reason: 'Me quedé más' };
    expect((await k.request(other, body)).statusCode).toBe(201);
    expectErrorBody(await k.request(other, body), {
      status: 409,
      message: CORRECTION_TEXTS.onePending,
    });
    // The same day named by its date is the same day.
    expectErrorBody(
      await k.request(other, {
        calendarDateId: 20261116,
        dateIn: '2026-11-16 07:00',
        reason: 'Otra',
      }),
      { status: 409, message: CORRECTION_TEXTS.onePending },
    );
  });
});

describe('who may ask and decide', () => {
  it('a usuario asks only for themself', async () => {
    const punch = await k.punchOn(other.id, '2026-11-19', '08:00', '16:00');
    expectErrorBody(
      await k.request(worker, {
        punchId: punch.id,
        dateOut: '2026-11-19 17:00',
        reason: 'No es mío',
      }),
      { status: 403, message: CORRECTION_TEXTS.ownOnly },
    );
    expectErrorBody(
      await k.request(worker, {
        userId: other.id,
        calendarDateId: 20261119,
        dateIn: '2026-11-19 08:00',
        reason: 'No es mío',
      }),
      { status: 403, message: CORRECTION_TEXTS.ownOnly },
    );
    expectErrorBody(
      await k.request(worker, { punchId: 999_999, dateOut: '2026-11-19 17:00', reason: 'Ninguno' }),
      { status: 404, message: CORRECTION_TEXTS.punchNotFound },
    );
  });

  it("an office user correcting someone else's punch applies it at once; the worker is told", async () => {
    const user = await k.newUser('usuario');
    const punch = await k.punchOn(user.id, '2026-11-13', '08:00', '16:00', [
      { type: 'break', from: '10:00', to: '10:15' },
    ]);
    const done = await k.request(office, {
      punchId: punch.id,
      dateIn: '2026-11-13 07:30',
      reason: 'Entrada según el registro de la puerta',
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json<{ message: string }>().message).toBe(CORRECTION_TEXTS.applied);
    expect(dataOf(done)).toMatchObject({
      status: 'approved',
      decidedBy: office.id,
      requestedBy: office.id,
    });
    const stored = await k.storedPunch(punch.id);
    expect(stored.dateIn.toISOString()).toBe('2026-11-13T06:30:00.000Z');
    expect(stored.breaks).toHaveLength(1); // breaks absent: kept
    expect((await k.notificationsOf(user.id)).map((n) => n.kind)).toEqual(['correction-applied']);
    // breaks: [] removes them.
    const cleared = await k.request(admin, {
      punchId: punch.id,
      breaks: [],
      reason: 'No hubo break',
    });
    expect(cleared.statusCode, cleared.body).toBe(201);
    expect((await k.storedPunch(punch.id)).breaks).toEqual([]);
  });

  it("an admin correcting their own record applies it; an office user's own waits for another", async () => {
    const own = await k.punchOn(admin.id, '2026-11-12', '08:00', '16:00');
    const applied = await k.request(admin, {
      punchId: own.id,
      dateOut: '2026-11-12 18:00',
      reason: 'Cierre de caja',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(dataOf(applied)).toMatchObject({ status: 'approved', decidedBy: admin.id });
    expect(await k.notificationsOf(admin.id)).not.toContainEqual(
      expect.objectContaining({ kind: 'correction-applied' }),
    );

    const officePunch = await k.punchOn(office.id, '2026-11-12', '08:00', '16:00');
    const asked = await k.request(office, {
      punchId: officePunch.id,
      dateOut: '2026-11-12 17:00',
      reason: 'Inventario',
    });
    expect(dataOf(asked).status).toBe('pending');
    expectErrorBody(await k.approve(office, dataOf(asked).id), {
      status: 403,
      message: CORRECTION_TEXTS.ownDecision,
    });
    expect((await k.approve(admin, dataOf(asked).id)).statusCode).toBe(200);
  });

  it('a usuario lists only their own requests; staff filter by user and status', async () => {
    const mine = await k.list(worker);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{ data: Correction[]; totalItems: number }>();
    expect(body.totalItems).toBeGreaterThan(0);
    expect(body.data.every((c) => c.userId === worker.id)).toBe(true);
    // Asking for another's gives their own only, never another's.
    const asked = await k.list(worker, `?userId=${other.id}`);
    expect(asked.json<{ data: Correction[] }>().data.every((c) => c.userId === worker.id)).toBe(
      true,
    );
    const pending = await k.list(office, `?status=pending&userId=${other.id}&page=1&limit=5`);
    const rows = pending.json<{ data: Correction[] }>().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((c) => c.status === 'pending' && c.userId === other.id)).toBe(true);
  });
});
