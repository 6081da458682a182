/**
 * Every rule of DECISIONS §10 on the punch a correction leaves, checked when it is asked for and
 * again when it is decided (400 with the rule's Spanish message), through the API.
 */
import { CORRECTION_TEXTS } from '@app/contract/punch-corrections';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { shifts } from '../../db/schema/index';

let k: CorrectionsKit;
let office: Session;
let worker: Session;
let punchId: number;
beforeAll(async () => {
  k = await correctionsTestKit(); // now: Friday 20 November 2026, 12:00 in Madrid
  office = await k.newUser('office');
  worker = await k.newUser('usuario');
  punchId = (await k.punchOn(worker.id, '2026-11-16', '08:00', '16:00')).id;
});
afterAll(() => k.close());

const ask = (body: Record<string, unknown>) =>
  k.request(worker, { punchId, reason: 'Corrección de prueba', ...body });

describe('the resulting punch', () => {
  const lunch = (from: string, to: string) => ({
    type: 'lunch',
    breakIn: `2026-11-16 ${from}`,
    breakOut: `2026-11-16 ${to}`,
  });
  const pause = (from: string, to: string) => ({ ...lunch(from, to), type: 'break' });
  const cases: [string, Record<string, unknown>, string][] = [
    ['no time in the future', { dateOut: '2026-11-20 13:00' }, CORRECTION_TEXTS.future],
    ['entry before exit', { dateIn: '2026-11-16 16:00' }, CORRECTION_TEXTS.inBeforeOut],
    ['entry before exit (reversed)', { dateIn: '2026-11-16 17:00' }, CORRECTION_TEXTS.inBeforeOut],
    ['at most 24 h', { dateOut: '2026-11-17 08:01' }, CORRECTION_TEXTS.tooLong],
    [
      'breaks inside the punch',
      { breaks: [pause('07:30', '08:15')] },
      CORRECTION_TEXTS.breakInside,
    ],
    ['breaks end inside', { breaks: [pause('15:50', '16:30')] }, CORRECTION_TEXTS.breakInside],
    [
      'a break ends after it starts',
      { breaks: [pause('10:00', '10:00')] },
      CORRECTION_TEXTS.breakOrder,
    ],
    [
      'no overlapping breaks',
      { breaks: [pause('10:00', '10:30'), lunch('10:15', '11:00')] },
      CORRECTION_TEXTS.breaksOverlap,
    ],
    [
      'at most one lunch',
      { breaks: [lunch('12:00', '12:30'), lunch('13:00', '13:30')] },
      CORRECTION_TEXTS.oneLunch,
    ],
    [
      "a break that is not the punch's",
      { breaks: [{ id: 999_999, ...pause('10:00', '10:15') }] },
      CORRECTION_TEXTS.unknownBreak,
    ],
    ['something to change', { dateIn: '2026-11-16 08:00' }, CORRECTION_TEXTS.nothingToChange],
  ];
  it.each(cases)('%s', async (_name, body, message) => {
    expectErrorBody(await ask(body), { status: 400, message });
  });

  it('the reason is 3 to 500 characters', async () => {
    for (const reason of ['', 'ok', 'x'.repeat(501), undefined]) {
      expectErrorBody(await k.request(worker, { punchId, dateIn: '2026-11-16 07:00', reason }), {
        status: 400,
        message: CORRECTION_TEXTS.reasonLength,
      });
    }
  });

  it('a punch or a day is named', async () => {
    expectErrorBody(await k.request(worker, { dateIn: '2026-11-16 07:00', reason: 'Sin punch' }), {
      status: 400,
      message: CORRECTION_TEXTS.punchOrDay,
    });
  });

  it('exactly 24 h and breaks touching each other are fine; wall-clock times are the company zone', async () => {
    const user = await k.newUser('usuario');
    const punch = await k.punchOn(user.id, '2026-11-18', '08:00', '16:00');
    const response = await k.request(user, {
      punchId: punch.id,
      dateOut: '2026-11-19 08:00',
      breaks: [pause('10:00', '10:30'), lunch('10:30', '11:00')].map((entry) => ({
        ...entry,
        breakIn: entry.breakIn.replace('11-16', '11-18'),
        breakOut: entry.breakOut.replace('11-16', '11-18'),
      })),
      reason: 'Turno doble',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(
      response.json<{ data: { requested: { dateOut: string } } }>().data.requested.dateOut,
    ).toBe('2026-11-19T08:00:00+01:00');
  });
});

describe('a missing punch', () => {
  it('needs an entry and a published shift of that user that day', async () => {
    expectErrorBody(
      await k.request(worker, {
        calendarDateId: 20261117,
        dateOut: '2026-11-17 16:00',
        reason: 'Sin entrada',
      }),
      { status: 400, message: CORRECTION_TEXTS.entryRequired },
    );
    expectErrorBody(
      await k.request(worker, {
        calendarDateId: 20261117,
        dateIn: '2026-11-17 08:00',
        reason: 'Sin turno',
      }),
      { status: 400, message: CORRECTION_TEXTS.noShiftThatDay },
    );
    await k.shiftOn(worker.id, '2026-11-17', '08:00', '16:00', false); // a draft does not count
    expectErrorBody(
      await k.request(worker, {
        calendarDateId: 20261117,
        dateIn: '2026-11-17 08:00',
        reason: 'Borrador',
      }),
      { status: 400, message: CORRECTION_TEXTS.noShiftThatDay },
    );
  });

  it('the rules are checked again at the decision: the shift was unpublished since', async () => {
    const shift = await k.shiftOn(worker.id, '2026-11-19');
    const asked = await k.request(worker, {
      calendarDateId: 20261119,
      dateIn: '2026-11-19 08:00',
      dateOut: '2026-11-19 16:00',
      reason: 'Olvidé fichar',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ data: { id: number } }>().data.id;
    await k.db.update(shifts).set({ published: false }).where(eq(shifts.id, shift.id));
    expectErrorBody(await k.approve(office, id), {
      status: 400,
      message: CORRECTION_TEXTS.noShiftThatDay,
    });
    await k.db.update(shifts).set({ published: true }).where(eq(shifts.id, shift.id));
    // The decider's adjusted times are checked too.
    expectErrorBody(await k.approve(office, id, { dateOut: '2026-11-19 07:00' }), {
      status: 400,
      message: CORRECTION_TEXTS.inBeforeOut,
    });
    // Meanwhile the worker punched that day: one punch per day.
    await k.punchOn(worker.id, '2026-11-19', '08:10', '16:00');
    expectErrorBody(await k.approve(office, id), {
      status: 400,
      message: CORRECTION_TEXTS.onePunchPerDay,
    });
    // A 400 decides nothing: the request still waits.
    const list = await k.list(office, `?status=pending&userId=${worker.id}`);
    expect(list.json<{ data: { id: number }[] }>().data.map((c) => c.id)).toContain(id);
  });
});
