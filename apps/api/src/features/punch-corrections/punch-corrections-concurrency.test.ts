/**
 * Corrections at the same time (DECISIONS §10): sixty identical requests leave one pending, two
 * deciders at once leave one decision and one 409, and the punch is corrected once.
 */
import { CORRECTION_TEXTS } from '@app/contract/punch-corrections';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { punchCorrections, punchHistory } from '../../db/schema/index';
import { verifyChain } from '../punch-history/punch-history.queries';

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

describe('at the same time', () => {
  it('60 identical requests for a punch: one pending, the others 409', async () => {
    const punch = await k.punchOn(worker.id, '2026-11-16', '08:00', null);
    await k.t.freshHeaders(worker);
    const body = { punchId: punch.id, dateOut: '2026-11-16 16:00', reason: 'Olvidé la salida' };
    const responses = await Promise.all(Array.from({ length: 60 }, () => k.request(worker, body)));
    expect(statuses(responses)).toEqual([201, ...Array<number>(59).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectErrorBody(response, { status: 409, message: CORRECTION_TEXTS.onePending });
    }
    const pending = await k.db
      .select()
      .from(punchCorrections)
      .where(and(eq(punchCorrections.userId, worker.id), eq(punchCorrections.status, 'pending')));
    expect(pending).toHaveLength(1);
  });

  it('60 identical requests for a missing punch: one pending', async () => {
    await k.shiftOn(worker.id, '2026-11-17');
    const body = {
      calendarDateId: 20261117,
      dateIn: '2026-11-17 08:00',
      dateOut: '2026-11-17 16:00',
      reason: 'No fiché',
    };
    const responses = await Promise.all(Array.from({ length: 60 }, () => k.request(worker, body)));
    expect(statuses(responses)).toEqual([201, ...Array<number>(59).fill(409)]);
  });

  it('two deciders at once: one decides, the other gets 409; the punch is corrected once', async () => {
    const punch = await k.punchOn(worker.id, '2026-11-18', '08:00', null);
    const asked = await k.request(worker, {
      punchId: punch.id,
      dateOut: '2026-11-18 16:00',
      reason: 'Olvidé la salida',
    });
    const id = asked.json<{ data: { id: number } }>().data.id;
    const [a, b] = await Promise.all([
      k.approve(office, id, { dateOut: '2026-11-18 15:00' }),
      k.approve(admin, id, { dateOut: '2026-11-18 17:00' }),
    ]);
    expect(statuses([a, b])).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expectErrorBody(loser, { status: 409, message: CORRECTION_TEXTS.alreadyDecided });
    const applied = await k.db
      .select()
      .from(punchHistory)
      .where(
        and(eq(punchHistory.punchId, punch.id), eq(punchHistory.action, 'correction-applied')),
      );
    expect(applied).toHaveLength(1);
    // An approval and a rejection at once: one of them.
    const second = await k.punchOn(worker.id, '2026-11-19', '08:00', null);
    const again = await k.request(worker, {
      punchId: second.id,
      dateOut: '2026-11-19 16:00',
      reason: 'Olvidé la salida',
    });
    const againId = again.json<{ data: { id: number } }>().data.id;
    const both = await Promise.all([
      k.approve(office, againId),
      k.reject(admin, againId, { note: 'No' }),
      k.cancel(worker, againId),
    ]);
    expect(statuses(both)).toEqual([200, 409, 409]);
    expect((await verifyChain(k.db)).ok).toBe(true);
  });
});
