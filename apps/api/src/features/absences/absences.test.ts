/**
 * Absences (DECISIONS §11): who asks and who enters, the decisions, cancelling, overlaps, the list,
 * closed months and what people are told. The kit's now: Friday 20 November 2026 in Madrid.
 */
import { ABSENCE_NOTICES, ABSENCE_TEXTS, type Absence } from '@app/contract/absences';
import { PERIOD_TEXTS } from '@app/contract/periods';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { absences, notifications, periods, users } from '../../db/schema/index';

let k: CorrectionsKit;
let admin: Session;
let office: Session;
let worker: Session;
let other: Session;
beforeAll(async () => {
  k = await correctionsTestKit();
  admin = await k.newUser('admin', 'Ana Admin');
  office = await k.newUser('office', 'Olga Oficina');
  worker = await k.newUser('usuario', 'Wenceslao Trabajador');
  other = await k.newUser('usuario', 'Otilia Otra');
});
afterAll(() => k.close());

type Body = { type?: string; fromDate: string; toDate: string; note?: string; userId?: number };
const create = (session: Session, body: Body) =>
  k.call(session, 'POST', '/api/absences', { type: 'vacation', ...body });
const decide = (session: Session, id: number | string, action: string, body?: unknown) =>
  k.call(session, 'POST', `/api/absences/${id}/${action}`, body);
const list = (session: Session, query = '') => k.call(session, 'GET', `/api/absences${query}`);
const dataOf = (response: { json: <T>() => T }) => response.json<{ data: Absence }>().data;
const listed = (response: { json: <T>() => T }) =>
  response.json<{ data: Absence[]; totalItems: number }>();

async function created(session: Session, body: Body): Promise<Absence> {
  const response = await create(session, body);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf(response);
}

const noticesOf = (userId: number, subject: string) =>
  k.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.subject, subject)));

describe('asking and entering', () => {
  it('a usuario asks for themself: pending, and every admin and office user is told', async () => {
    const response = await create(worker, {
      fromDate: '2026-12-07',
      toDate: '2026-12-11',
      note: 'Viaje',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(ABSENCE_TEXTS.requested);
    const absence = dataOf(response);
    expect(absence).toMatchObject({
      userId: worker.id,
      userName: 'Wenceslao Trabajador',
      type: 'vacation',
      fromDate: '2026-12-07',
      toDate: '2026-12-11',
      workingDays: 5,
      note: 'Viaje',
      status: 'pending',
      requestedBy: worker.id,
      requestedByName: 'Wenceslao Trabajador',
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
      decisionNote: null,
      beyondBalance: false,
    });
    expect(absence.requestedAt).toBe('2026-11-20T12:00:00+01:00');
    const subject = `absence:${absence.id}:requested`;
    for (const decider of [admin, office]) {
      const [notice] = await noticesOf(decider.id, subject);
      expect(notice).toMatchObject({
        kind: 'absence-requested',
        title: ABSENCE_NOTICES.requestedTitle,
        body: 'Wenceslao Trabajador solicita vacaciones del 07/12/2026 al 11/12/2026',
        link: ABSENCE_NOTICES.link(absence.id),
        mailPending: true,
      });
    }
    expect(await noticesOf(worker.id, subject)).toEqual([]);
  });

  it('a decider who turned mail off is told in the app only', async () => {
    await k.db.update(users).set({ emailNotifications: false }).where(eq(users.id, office.id));
    const absence = await created(other, { fromDate: '2026-12-21', toDate: '2026-12-21' });
    const [notice] = await noticesOf(office.id, `absence:${absence.id}:requested`);
    expect(notice).toMatchObject({
      mailPending: false,
      body: expect.stringContaining('el 21/12/2026'),
    });
    await k.db.update(users).set({ emailNotifications: true }).where(eq(users.id, office.id));
  });

  it('a usuario never asks for someone else', async () => {
    const response = await create(worker, {
      userId: other.id,
      fromDate: '2026-12-14',
      toDate: '2026-12-14',
    });
    expectErrorBody(response, { status: 403, message: ABSENCE_TEXTS.ownOnly });
  });

  it('admin and office enter one for anyone: approved at once, the worker is told', async () => {
    const response = await create(office, {
      userId: other.id,
      type: 'sick',
      fromDate: '2026-11-23',
      toDate: '2026-11-24',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(ABSENCE_TEXTS.entered);
    const absence = dataOf(response);
    expect(absence).toMatchObject({
      status: 'approved',
      requestedBy: office.id,
      decidedBy: office.id,
      decidedByName: 'Olga Oficina',
      userName: 'Otilia Otra',
      beyondBalance: false,
    });
    const [notice] = await noticesOf(other.id, `absence:${absence.id}:entered`);
    expect(notice).toMatchObject({
      kind: 'absence-entered',
      title: ABSENCE_NOTICES.enteredTitle,
      body: 'Olga Oficina registró enfermedad del 23/11/2026 al 24/11/2026',
    });
  });

  it('an admin entering their own is approved and tells nobody', async () => {
    const absence = await created(admin, { fromDate: '2026-12-28', toDate: '2026-12-30' });
    expect(absence).toMatchObject({ status: 'approved', decidedBy: admin.id });
    const told = await k.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, ABSENCE_NOTICES.link(absence.id)));
    expect(told).toEqual([]);
  });

  it('the user must exist (404) and be active (400)', async () => {
    const missing = await create(admin, {
      userId: 999_999,
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
    });
    expectErrorBody(missing, { status: 404, message: ABSENCE_TEXTS.userNotFound });
    const gone = await k.newUser('usuario');
    await k.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    const inactive = await create(admin, {
      userId: gone.id,
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
    });
    expectErrorBody(inactive, { status: 400, message: ABSENCE_TEXTS.userNotFound });
  });

  it('no overlap with a pending or approved absence of the same user; others may', async () => {
    const first = await created(worker, { fromDate: '2027-01-11', toDate: '2027-01-15' });
    for (const [fromDate, toDate] of [
      ['2027-01-15', '2027-01-20'],
      ['2027-01-05', '2027-01-11'],
      ['2027-01-12', '2027-01-12'],
    ] as const) {
      // Said to the usuario as their own; to the admin entering it, as the user's.
      expectErrorBody(await create(worker, { fromDate, toDate }), {
        status: 409,
        message: ABSENCE_TEXTS.overlapsOwn,
      });
      expectErrorBody(await create(admin, { userId: worker.id, fromDate, toDate }), {
        status: 409,
        message: ABSENCE_TEXTS.overlaps,
      });
    }
    // An admin entering their own overlapping absence is told it is theirs.
    await created(admin, { fromDate: '2027-01-25', toDate: '2027-01-26' });
    expectErrorBody(await create(admin, { fromDate: '2027-01-26', toDate: '2027-01-27' }), {
      status: 409,
      message: ABSENCE_TEXTS.overlapsOwn,
    });
    // Another user, and the days right beside it, are free.
    await created(other, { fromDate: '2027-01-11', toDate: '2027-01-15' });
    await created(worker, { fromDate: '2027-01-16', toDate: '2027-01-16' });
    // A cancelled or rejected absence frees its days.
    expect((await decide(worker, first.id, 'cancel')).statusCode).toBe(200);
    const again = await created(worker, { fromDate: '2027-01-11', toDate: '2027-01-15' });
    expect((await decide(office, again.id, 'reject', { note: 'No' })).statusCode).toBe(200);
    await created(worker, { fromDate: '2027-01-11', toDate: '2027-01-15' });
  });
});

describe('deciding', () => {
  it('office approves with a note: the worker is told; deciding again is 409', async () => {
    const asked = await created(worker, { fromDate: '2027-02-01', toDate: '2027-02-02' });
    const response = await decide(office, asked.id, 'approve', { note: 'Disfruta' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(ABSENCE_TEXTS.approved);
    expect(dataOf(response)).toMatchObject({
      status: 'approved',
      decidedBy: office.id,
      decidedByName: 'Olga Oficina',
      decidedAt: '2026-11-20T12:00:00+01:00',
      decisionNote: 'Disfruta',
    });
    const [notice] = await noticesOf(worker.id, `absence:${asked.id}:decided`);
    expect(notice).toMatchObject({
      kind: 'absence-decided',
      title: ABSENCE_NOTICES.approvedTitle,
      body: 'Olga Oficina aprobó tu solicitud de vacaciones del 01/02/2027 al 02/02/2027: Disfruta',
      link: ABSENCE_NOTICES.link(asked.id),
    });
    for (const action of ['approve', 'reject'] as const) {
      expectErrorBody(await decide(admin, asked.id, action, { note: 'Otra vez' }), {
        status: 409,
        message: ABSENCE_TEXTS.alreadyDecided,
      });
    }
  });

  it('approving without a body works, and the note stays empty', async () => {
    const asked = await created(worker, {
      type: 'personal',
      fromDate: '2027-02-08',
      toDate: '2027-02-08',
    });
    const response = await decide(admin, asked.id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response).decisionNote).toBeNull();
    const [notice] = await noticesOf(worker.id, `absence:${asked.id}:decided`);
    expect(notice!.body).toBe('Ana Admin aprobó tu solicitud de permiso del 08/02/2027');
  });

  it('rejecting needs a note; the worker is told why', async () => {
    const asked = await created(worker, { fromDate: '2027-02-15', toDate: '2027-02-16' });
    expectErrorBody(await decide(office, asked.id, 'reject', { note: '  ' }), {
      status: 400,
      message: ABSENCE_TEXTS.noteRequired,
    });
    const response = await decide(office, asked.id, 'reject', { note: 'Cierre de trimestre' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(ABSENCE_TEXTS.rejected);
    expect(dataOf(response)).toMatchObject({
      status: 'rejected',
      decisionNote: 'Cierre de trimestre',
    });
    const [notice] = await noticesOf(worker.id, `absence:${asked.id}:decided`);
    expect(notice).toMatchObject({
      title: ABSENCE_NOTICES.rejectedTitle,
      body: 'Olga Oficina rechazó tu solicitud de vacaciones del 15/02/2027 al 16/02/2027: Cierre de trimestre',
    });
  });

  it('nobody decides their own request (403), a usuario decides none (403)', async () => {
    // A request made while a usuario, by someone since made office.
    const promoted = await k.newUser('usuario', 'Pablo Promovido');
    const asked = await created(promoted, { fromDate: '2027-02-22', toDate: '2027-02-22' });
    await k.db.update(users).set({ role: 'office' }).where(eq(users.id, promoted.id));
    await k.t.signInAgain(promoted);
    for (const action of ['approve', 'reject'] as const) {
      expectErrorBody(await decide(promoted, asked.id, action, { note: 'Mía' }), {
        status: 403,
        message: ABSENCE_TEXTS.ownDecision,
      });
    }
    expectErrorBody(await decide(other, asked.id, 'approve'), { status: 403 });
    expectErrorBody(await decide(office, 999_999, 'approve'), {
      status: 404,
      message: ABSENCE_TEXTS.notFound,
    });
  });

  it('an id written another way is a 400 that acts on nothing', async () => {
    const asked = await created(worker, { fromDate: '2027-02-23', toDate: '2027-02-23' });
    for (const alias of [`0${asked.id}`, `+${asked.id}`, `${asked.id}.0`, `${asked.id}e0`, ' 1']) {
      for (const action of ['approve', 'reject', 'cancel'] as const) {
        const session = action === 'cancel' ? worker : office;
        const response = await decide(session, encodeURIComponent(alias), action, {
          note: 'Alias',
        });
        expectErrorBody(response, { status: 400, message: 'Identificador inválido' });
      }
    }
    const [still] = await k.db.select().from(absences).where(eq(absences.id, asked.id));
    expect(still!.status).toBe('pending');
  });

  it('only the requester cancels, while it is pending', async () => {
    const asked = await created(worker, { fromDate: '2027-03-01', toDate: '2027-03-02' });
    expectErrorBody(await decide(other, asked.id, 'cancel'), {
      status: 404,
      message: ABSENCE_TEXTS.notFound,
    });
    expectErrorBody(await decide(admin, asked.id, 'cancel'), {
      status: 403,
      message: ABSENCE_TEXTS.cancelOwnPending,
    });
    const response = await decide(worker, asked.id, 'cancel');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(ABSENCE_TEXTS.cancelled);
    expect(dataOf(response).status).toBe('cancelled');
    expectErrorBody(await decide(worker, asked.id, 'cancel'), {
      status: 409,
      message: ABSENCE_TEXTS.alreadyDecided,
    });
    const approved = await created(worker, { fromDate: '2027-03-08', toDate: '2027-03-08' });
    await decide(office, approved.id, 'approve');
    expectErrorBody(await decide(worker, approved.id, 'cancel'), {
      status: 409,
      message: ABSENCE_TEXTS.alreadyDecided,
    });
    expectErrorBody(await decide(office, approved.id, 'approve'), { status: 409 });
  });
});

describe('days with shifts (they stay, DECISIONS §11)', () => {
  it('counts the days with a shift of its user, and the approval says they stay', async () => {
    const shifted = await k.newUser('usuario', 'Teo Turnos');
    await k.shiftOn(shifted.id, '2027-04-05', '08:00', '12:00');
    await k.shiftOn(shifted.id, '2027-04-05', '16:00', '20:00', false); // same day, unpublished
    await k.shiftOn(shifted.id, '2027-04-08', '22:00', '06:00', false);
    await k.shiftOn(shifted.id, '2027-04-12'); // the day after it
    await k.shiftOn(other.id, '2027-04-06'); // someone else's
    const asked = await created(shifted, { fromDate: '2027-04-05', toDate: '2027-04-11' });
    expect(asked).toMatchObject({ status: 'pending', shiftDays: 2 });
    const response = await decide(office, asked.id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(
      `${ABSENCE_TEXTS.approved}. ${ABSENCE_TEXTS.shiftsStay(2)}`,
    );
    expect(dataOf(response).shiftDays).toBe(2);
    const { data } = listed(
      await list(office, `?usersIds=${shifted.id}&fromDate=2027-04-01&toDate=2027-04-30`),
    );
    expect(data.map((row) => [row.id, row.shiftDays])).toEqual([[asked.id, 2]]);
  });

  it('entering one over a day with a shift says so; with none, it does not', async () => {
    const shifted = await k.newUser('usuario', 'Tina Turno');
    await k.shiftOn(shifted.id, '2027-04-20');
    const response = await create(office, {
      userId: shifted.id,
      type: 'sick',
      fromDate: '2027-04-19',
      toDate: '2027-04-21',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(
      `${ABSENCE_TEXTS.entered}. ${ABSENCE_TEXTS.shiftsStay(1)}`,
    );
    expect(dataOf(response).shiftDays).toBe(1);
    const free = await create(office, {
      userId: shifted.id,
      fromDate: '2027-04-26',
      toDate: '2027-04-27',
    });
    expect(free.json<{ message: string }>().message).toBe(ABSENCE_TEXTS.entered);
    expect(dataOf(free).shiftDays).toBe(0);
  });
});

describe('closed months', () => {
  it('creating, approving or cancelling an absence touching a closed month is 409', async () => {
    const asked = await created(worker, { fromDate: '2026-10-30', toDate: '2026-11-02' });
    const cancelMe = await created(other, { fromDate: '2026-10-05', toDate: '2026-10-05' });
    await k.db.insert(periods).values({ month: '2026-10', closedAt: k.now(), closedBy: admin.id });
    const closed = { status: 409, message: PERIOD_TEXTS.closed('2026-10') };
    expectErrorBody(await create(worker, { fromDate: '2026-09-28', toDate: '2026-10-01' }), closed);
    expectErrorBody(
      await create(admin, { userId: other.id, fromDate: '2026-10-12', toDate: '2026-10-12' }),
      closed,
    );
    expectErrorBody(await decide(office, asked.id, 'approve'), closed);
    expectErrorBody(await decide(office, asked.id, 'reject', { note: 'Tarde' }), closed);
    expectErrorBody(await decide(other, cancelMe.id, 'cancel'), closed);
    const [still] = await k.db.select().from(absences).where(eq(absences.id, asked.id));
    expect(still!.status).toBe('pending');
    // Reopened, the same calls pass.
    await k.db.update(periods).set({ reopenedAt: new Date(k.now().getTime() + 1) });
    expect((await decide(office, asked.id, 'approve')).statusCode).toBe(200);
    expect((await decide(other, cancelMe.id, 'cancel')).statusCode).toBe(200);
  });
});

describe('the list', () => {
  let mine: Absence;
  let theirs: Absence;
  let k2: CorrectionsKit;
  let boss: Session;
  let ana: Session;
  let bea: Session;
  beforeAll(async () => {
    // A database of its own, so the list holds only what these tests made.
    k2 = await correctionsTestKit();
    boss = await k2.newUser('admin', 'Jefa');
    ana = await k2.newUser('usuario', 'Ana');
    bea = await k2.newUser('usuario', 'Bea');
    const make = async (session: Session, body: Body) => {
      const response = await k2.call(session, 'POST', '/api/absences', {
        type: 'vacation',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return dataOf(response);
    };
    mine = await make(ana, { fromDate: '2026-11-25', toDate: '2026-11-26' });
    await make(boss, { userId: ana.id, fromDate: '2026-11-02', toDate: '2026-11-03' });
    theirs = await make(bea, { fromDate: '2026-11-30', toDate: '2026-12-02' });
    await make(boss, { userId: bea.id, fromDate: '2026-10-28', toDate: '2026-11-01' });
    await make(boss, { userId: bea.id, fromDate: '2026-12-14', toDate: '2026-12-15' });
  });
  afterAll(() => k2.close());
  const get = (session: Session, query = '') => k2.call(session, 'GET', `/api/absences${query}`);

  it('defaults to this month, touching it counts; pending first, then by first day', async () => {
    const response = await get(boss);
    expect(response.statusCode, response.body).toBe(200);
    const { data, totalItems } = listed(response);
    expect(totalItems).toBe(4);
    expect(data.map((row) => [row.userName, row.fromDate, row.status])).toEqual([
      ['Ana', '2026-11-25', 'pending'],
      ['Bea', '2026-11-30', 'pending'],
      ['Bea', '2026-10-28', 'approved'],
      ['Ana', '2026-11-02', 'approved'],
    ]);
  });

  it('a usuario sees their own only, whatever they ask', async () => {
    const response = await get(ana, `?usersIds=${bea.id}&fromDate=2026-01-01&toDate=2026-12-31`);
    expect(listed(response).data.map((row) => row.userId)).toEqual([ana.id, ana.id]);
    expect(listed(await get(bea, '?fromDate=2026-12-01')).data.map((row) => row.id)).toEqual([
      theirs.id,
      expect.any(Number),
    ]);
  });

  it('filters by users, status and range, and pages', async () => {
    const byUser = listed(await get(boss, `?usersIds=${ana.id}&status=pending`));
    expect(byUser.data.map((row) => row.id)).toEqual([mine.id]);
    const december = listed(await get(boss, '?fromDate=2026-12-01&toDate=2026-12-31'));
    expect(december.data.map((row) => row.fromDate)).toEqual(['2026-11-30', '2026-12-14']);
    const paged = listed(await get(boss, '?page=2&limit=3'));
    expect(paged).toMatchObject({ totalItems: 4 });
    expect(paged.data).toHaveLength(1);
    expectErrorBody(await get(boss, '?usersIds=2147483648'), {
      status: 400,
      message: ABSENCE_TEXTS.badUsers,
    });
    expectErrorBody(await get(boss, '?fromDate=2026-12-10&toDate=2026-12-01'), {
      status: 400,
      message: ABSENCE_TEXTS.badRange,
    });
  });

  it('the pending ones alone come oldest request first', async () => {
    // Bea's request was made before Ana's; the full list still orders by first day.
    const earlier = new Date(k2.now().getTime() - 3 * 86_400_000);
    await k2.db.update(absences).set({ requestedAt: earlier }).where(eq(absences.id, theirs.id));
    const pending = listed(await get(boss, '?status=pending'));
    expect(pending.data.map((row) => row.id)).toEqual([theirs.id, mine.id]);
    const all = listed(await get(boss));
    expect(all.data.slice(0, 2).map((row) => row.id)).toEqual([mine.id, theirs.id]);
  });

  it("a deactivated user's absences stay and are listed", async () => {
    await k2.db.update(users).set({ active: false }).where(eq(users.id, bea.id));
    const { data } = listed(await get(boss, `?usersIds=${bea.id}`));
    expect(data.map((row) => row.userName)).toEqual(['Bea', 'Bea']);
    await k2.db.update(users).set({ active: true }).where(eq(users.id, bea.id));
  });
});

it('a usuario lists only their own, on the shared app too', async () => {
  const { data } = listed(await list(other, '?fromDate=2026-01-01&toDate=2027-12-31'));
  expect(data.length).toBeGreaterThan(0);
  expect(data.every((row) => row.userId === other.id)).toBe(true);
});
