/**
 * Absences at the same time (DECISIONS §11): sixty identical requests make one absence, two
 * deciders at once leave one decision and one 409, and an overlapping request racing an approval
 * never leaves two absences on the same days.
 */
import { ABSENCE_TEXTS } from '@app/contract/absences';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { absences, notifications } from '../../db/schema/index';

let k: CorrectionsKit;
let admin: Session;
let office: Session;
let worker: Session;
beforeAll(async () => {
  k = await correctionsTestKit();
  admin = await k.newUser('admin');
  office = await k.newUser('office');
  worker = await k.newUser('usuario');
});
afterAll(() => k.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);
const create = (session: Session, body: object) =>
  k.call(session, 'POST', '/api/absences', { type: 'vacation', ...body });
const liveOf = (userId: number) =>
  k.db
    .select()
    .from(absences)
    .where(and(eq(absences.userId, userId), inArray(absences.status, ['pending', 'approved'])));

describe('at the same time', () => {
  it('60 identical requests: one 201, the others 409, and the deciders are told once', async () => {
    const body = { fromDate: '2026-12-07', toDate: '2026-12-11' };
    const responses = await Promise.all(Array.from({ length: 60 }, () => create(worker, body)));
    expect(statuses(responses)).toEqual([201, ...Array<number>(59).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectErrorBody(response, { status: 409, message: ABSENCE_TEXTS.overlapsOwn });
    }
    expect(await liveOf(worker.id)).toHaveLength(1);
    const told = await k.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, office.id), eq(notifications.kind, 'absence-requested')));
    expect(told).toHaveLength(1);
  });

  it('60 identical entries by office for someone: one approved absence', async () => {
    const other = await k.newUser('usuario');
    const body = { userId: other.id, fromDate: '2026-12-14', toDate: '2026-12-14' };
    const responses = await Promise.all(Array.from({ length: 60 }, () => create(office, body)));
    expect(statuses(responses)).toEqual([201, ...Array<number>(59).fill(409)]);
    expect(await liveOf(other.id)).toHaveLength(1);
  });

  it('two deciders at once: one 200, one 409, one notice to the worker', async () => {
    for (const [one, two] of [
      ['approve', 'approve'],
      ['approve', 'reject'],
      ['reject', 'reject'],
    ] as const) {
      const asked = await create(worker, { fromDate: '2027-01-11', toDate: '2027-01-11' });
      const id = asked.json<{ data: { id: number } }>().data.id;
      const responses = await Promise.all([
        k.call(admin, 'POST', `/api/absences/${id}/${one}`, { note: 'Primera' }),
        k.call(office, 'POST', `/api/absences/${id}/${two}`, { note: 'Segunda' }),
      ]);
      expect(statuses(responses)).toEqual([200, 409]);
      expectErrorBody(
        responses.find((r) => r.statusCode === 409)!,
        {
          status: 409,
          message: ABSENCE_TEXTS.alreadyDecided,
        },
      );
      const decided = await k.db
        .select()
        .from(notifications)
        .where(eq(notifications.subject, `absence:${id}:decided`));
      expect(decided).toHaveLength(1);
      // Free the day for the next round.
      await k.db.update(absences).set({ status: 'cancelled' }).where(eq(absences.id, id));
    }
  });

  it('a cancel racing an approval: one wins, the other is 409', async () => {
    const asked = await create(worker, { fromDate: '2027-01-18', toDate: '2027-01-19' });
    const id = asked.json<{ data: { id: number } }>().data.id;
    const responses = await Promise.all([
      k.call(worker, 'POST', `/api/absences/${id}/cancel`),
      k.call(office, 'POST', `/api/absences/${id}/approve`),
    ]);
    expect(statuses(responses)).toEqual([200, 409]);
  });

  it('overlapping requests racing the approval of the first: never two on the same days', async () => {
    for (let round = 0; round < 5; round++) {
      const day = `2027-02-0${round + 1}`;
      const asked = await create(worker, { fromDate: day, toDate: day });
      const id = asked.json<{ data: { id: number } }>().data.id;
      const responses = await Promise.all([
        k.call(office, 'POST', `/api/absences/${id}/approve`),
        create(worker, { fromDate: day, toDate: day }),
        create(admin, { userId: worker.id, fromDate: day, toDate: day }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 409, 409]);
      const onDay = (await liveOf(worker.id)).filter(
        (row) => row.fromDay === Number(day.replaceAll('-', '')),
      );
      expect(onDay).toHaveLength(1);
      expect(onDay[0]!.status).toBe('approved');
    }
  });

  it('entries racing a balance: office never goes beyond it', async () => {
    const other = await k.newUser('usuario');
    await k.call(admin, 'PUT', '/api/absence-balances', {
      userId: other.id,
      year: 2027,
      type: 'personal',
      days: 2,
    });
    // Ten different single days at once: only two fit.
    const days = Array.from({ length: 10 }, (_, i) => `2027-03-${String(i + 1).padStart(2, '0')}`);
    const workdays = days.filter(
      (day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()),
    );
    const responses = await Promise.all(
      workdays.map((day) =>
        create(office, { type: 'personal', userId: other.id, fromDate: day, toDate: day }),
      ),
    );
    expect(statuses(responses)).toEqual([
      201,
      201,
      ...Array<number>(workdays.length - 2).fill(409),
    ]);
  });
});
