/**
 * The history of the attendance record (DECISIONS §10): GET /punches/{punchId}/history for the
 * punch's owner, admin and office, oldest first with who did what; rows nobody can change; and the
 * chain walk of verify-records naming the first row altered behind the trigger's back.
 */
import { HISTORY_TEXTS, type HistoryRow } from '@app/contract/punch-history';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { punchHistory } from '../../db/schema/index';
import { openTestDatabase } from '../../../test/test-database';
import { verifyChain } from './verify-records';
import { verifyChainParallel } from './verify-records-parallel';

let k: CorrectionsKit;
let office: Session;
let worker: Session;
let other: Session;
let punchId: number;
beforeAll(async () => {
  k = await correctionsTestKit();
  office = await k.newUser('office', 'Olga Oficina');
  worker = await k.newUser('usuario', 'Walter Worker');
  other = await k.newUser('usuario');
  punchId = (await k.punchOn(worker.id, '2026-11-16', '08:00', null)).id;
  const asked = await k.request(worker, {
    punchId,
    dateOut: '2026-11-16 16:00',
    reason: 'Olvidé la salida',
  });
  const id = asked.json<{ data: { id: number } }>().data.id;
  expect((await k.approve(office, id, { dateOut: '2026-11-16 15:30' })).statusCode).toBe(200);
  const direct = await k.request(office, {
    punchId,
    breaks: [{ type: 'lunch', breakIn: '2026-11-16 12:00', breakOut: '2026-11-16 12:30' }],
    reason: 'Añado el lunch',
  });
  expect(direct.statusCode, direct.body).toBe(201);
});
afterAll(() => k.close());

describe('GET /punches/{punchId}/history', () => {
  it('oldest first, with who, when, why, and the punch before and after', async () => {
    for (const reader of [worker, office]) {
      const response = await k.history(reader, punchId);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<{ success: boolean; data: HistoryRow[] }>().data;
      expect(rows.map((row) => row.action)).toEqual(['correction-applied', 'correction-applied']);
      expect(rows[0]).toMatchObject({
        punchId,
        userId: worker.id,
        actorId: office.id,
        actorName: 'Olga Oficina',
        reason: 'Olvidé la salida',
        before: { dateOut: null, corrected: false, breaks: [] },
        after: {
          dateIn: '2026-11-16T08:00:00+01:00',
          dateOut: '2026-11-16T15:30:00+01:00',
          corrected: true,
        },
      });
      expect(rows[1]!.after?.breaks).toMatchObject([
        {
          type: 'lunch',
          breakIn: '2026-11-16T12:00:00+01:00',
          breakOut: '2026-11-16T12:30:00+01:00',
        },
      ]);
      expect(rows[0]!.id).toBeLessThan(rows[1]!.id);
    }
  });

  it("a usuario never reads another's history; an unknown punch is 404", async () => {
    expectErrorBody(await k.history(other, punchId), {
      status: 403,
      message: HISTORY_TEXTS.ownOnly,
    });
    expectErrorBody(await k.history(office, 999_999), {
      status: 404,
      message: HISTORY_TEXTS.notFound,
    });
    expectErrorBody(await k.history(office, 0), { status: 400 });
    expectErrorBody(await k.call(null, 'GET', `/api/punches/${punchId}/history`), { status: 401 });
  });
});

describe('rows nobody can rewrite', () => {
  it('UPDATE, DELETE and TRUNCATE are refused', async () => {
    await expect(k.db.update(punchHistory).set({ reason: 'otra' })).rejects.toThrow();
    await expect(k.db.delete(punchHistory)).rejects.toThrow();
    await expect(k.db.execute(sql`truncate punch_history`)).rejects.toThrow();
  });

  it('verify-records holds, then names the first row altered behind the trigger', async () => {
    const before = await verifyChain(k.db, 2);
    expect(before.ok).toBe(true);
    const rows = await k.historyRows();
    expect(before.rows).toBe(rows.length);
    const target = rows[0]!;
    // A superuser can turn triggers off for the session: the chain still tells.
    await k.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(punchHistory)
        .set({ reason: 'Reescrito' })
        .where(eq(punchHistory.id, target.id));
    });
    const after = await verifyChain(k.db, 2);
    expect(after).toEqual({ ok: false, rows: 0, brokenId: target.id, why: 'hash' });
  });

  it('a row removed behind the trigger is found at the next one', async () => {
    // The altered chain above stays altered (nothing rewrites it back): a fresh one here.
    const database = await openTestDatabase();
    const fresh = await correctionsTestKit({ database });
    try {
      const o = await fresh.newUser('office');
      const w = await fresh.newUser('usuario');
      for (const day of ['2026-11-16', '2026-11-17', '2026-11-18']) {
        const punch = await fresh.punchOn(w.id, day, '08:00', '16:00');
        const r = await fresh.request(o, {
          punchId: punch.id,
          dateOut: `${day} 17:00`,
          reason: 'Horas extra',
        });
        expect(r.statusCode, r.body).toBe(201);
      }
      const rows = await fresh.historyRows();
      expect((await verifyChain(fresh.db)).ok).toBe(true);
      await fresh.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.delete(punchHistory).where(eq(punchHistory.id, rows[1]!.id));
      });
      expect(await verifyChain(fresh.db)).toEqual({
        ok: false,
        rows: 1,
        brokenId: rows[2]!.id,
        why: 'link',
      });
      // On PostgreSQL the command walks id ranges in threads: the same verdict, however cut.
      if (database.url) {
        for (const threads of [1, 2, 3]) {
          expect(await verifyChainParallel(database.url, threads, 1)).toEqual({
            ok: false,
            rows: 1,
            brokenId: rows[2]!.id,
            why: 'link',
          });
        }
      }
    } finally {
      await fresh.close();
      await database.close();
    }
  });
});
