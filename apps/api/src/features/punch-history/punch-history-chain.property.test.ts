/**
 * Property (DECISIONS §10): any sequence of punches and corrections, for several users, leaves a
 * history chain that verifies, and the last `after` of each punch equals the punch as stored.
 * Punches go through POST /punches/add with the clock moved to each event; corrections through
 * /punch-corrections, asked by the worker and decided, or applied at once by a manager.
 */
import { addDays } from '@app/contract/dates';
import { eq, desc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { punches, punchHistory } from '../../db/schema/index';
import { punchSnapshot, verifyChain } from './punch-history.queries';

let k: CorrectionsKit;
let office: Session;
let decider: Session;
beforeAll(async () => {
  k = await correctionsTestKit({ now: new Date('2026-01-01T00:00:00Z') });
  office = await k.newUser('office');
  decider = await k.newUser('admin');
});
afterAll(() => k.close());

const DAYS = 3;
const WORKERS = 3;

const dayPlan = fc.record({
  punchIn: fc.boolean(),
  breaks: fc.integer({ min: 0, max: 2 }),
  lunch: fc.boolean(),
  punchOut: fc.boolean(),
});
const minutes = (from: number, to: number) => fc.integer({ min: from * 60, max: to * 60 });
const correction = fc.record({
  worker: fc.nat(WORKERS - 1),
  day: fc.nat(DAYS - 1),
  by: fc.constantFrom('self', 'office'),
  dateIn: fc.option(minutes(5, 11), { nil: undefined }),
  dateOut: fc.option(minutes(12, 23), { nil: undefined }),
  breaks: fc.option(
    fc.array(
      fc.record({
        lunch: fc.boolean(),
        start: minutes(9, 15),
        length: fc.integer({ min: 5, max: 60 }),
      }),
      {
        maxLength: 2,
      },
    ),
    { nil: undefined },
  ),
  decision: fc.constantFrom('approve', 'reject', 'leave'),
});

const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

let week = 0;

it('any punches and corrections leave a chain that verifies, each punch its last after', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(dayPlan, { minLength: WORKERS, maxLength: WORKERS }), {
        minLength: DAYS,
        maxLength: DAYS,
      }),
      fc.array(correction, { maxLength: 6 }),
      async (plans, corrections) => {
        // A fresh Monday and fresh workers each run: two usuarios and an admin.
        const monday = addDays('2026-01-05', 7 * week++);
        const workers = [
          await k.newUser('usuario'),
          await k.newUser('usuario'),
          await k.newUser('admin'),
        ];
        const days = Array.from({ length: DAYS }, (_, i) => addDays(monday, i));
        for (const worker of workers) for (const day of days) await k.shiftOn(worker.id, day);

        for (const [d, day] of days.entries()) {
          for (const [w, plan] of plans[d]!.entries()) {
            const worker = workers[w]!;
            const event = async (time: string, body: Record<string, unknown>) => {
              k.setNow(k.at(`${day} ${time}`));
              const response = await k.call(worker, 'POST', '/api/punches/add', body);
              expect(response.statusCode, response.body).toBeLessThan(500);
            };
            if (!plan.punchIn) continue;
            await event('07:55', { type: 'I' });
            for (let b = 0; b < plan.breaks; b++) {
              await event(`1${b}:00`, { type: 'BI', breakType: 'break' });
              await event(`1${b}:10`, { type: 'BO', breakType: 'break' });
            }
            if (plan.lunch) {
              await event('13:00', { type: 'LI', breakType: 'lunch' });
              await event('13:30', { type: 'LO', breakType: 'lunch' });
            }
            if (plan.punchOut) await event('16:05', { type: 'O' });
          }
        }

        k.setNow(k.at(`${addDays(days.at(-1)!, 1)} 09:00`));
        for (const c of corrections) {
          const worker = workers[c.worker]!;
          const day = days[c.day]!;
          const body = {
            calendarDateId: Number(day.replaceAll('-', '')),
            ...(c.dateIn !== undefined && { dateIn: `${day} ${hhmm(c.dateIn)}` }),
            ...(c.dateOut !== undefined && { dateOut: `${day} ${hhmm(c.dateOut)}` }),
            ...(c.breaks && {
              breaks: c.breaks.map((entry) => ({
                type: entry.lunch ? 'lunch' : 'break',
                breakIn: `${day} ${hhmm(entry.start)}`,
                breakOut: `${day} ${hhmm(entry.start + entry.length)}`,
              })),
            }),
            reason: 'Corrección de la propiedad',
          };
          const asker = c.by === 'self' ? worker : office;
          const asked = await k.request(
            asker,
            asker === office ? { ...body, userId: worker.id } : body,
          );
          expect(asked.statusCode, asked.body).toBeLessThan(500);
          if (asked.statusCode !== 201) continue;
          const made = asked.json<{ data: { id: number; status: string } }>().data;
          if (made.status !== 'pending' || c.decision === 'leave') continue;
          const decided =
            c.decision === 'approve'
              ? await k.approve(decider, made.id)
              : await k.reject(decider, made.id, { note: 'No' });
          expect(decided.statusCode, decided.body).toBeLessThan(500);
        }

        const check = await verifyChain(k.db);
        expect(check).toMatchObject({ ok: true });
        for (const worker of workers) {
          const own = await k.db
            .select({ id: punches.id })
            .from(punches)
            .where(eq(punches.userId, worker.id));
          for (const { id } of own) {
            const [last] = await k.db
              .select({ after: punchHistory.after })
              .from(punchHistory)
              .where(eq(punchHistory.punchId, id))
              .orderBy(desc(punchHistory.id))
              .limit(1);
            expect(last?.after, `punch ${id}`).toEqual(await punchSnapshot(k.db, id));
          }
        }
      },
    ),
    { numRuns: 6 },
  );
  // The runs did punch and correct: the property was not vacuous.
  const actions = new Set((await k.historyRows()).map((row) => row.action));
  expect([...actions]).toEqual(
    expect.arrayContaining(['I', 'O', 'BI', 'LO', 'correction-applied']),
  );
}, 600_000);
