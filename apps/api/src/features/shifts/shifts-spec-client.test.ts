/**
 * The shift calls as a client makes them: what GET /shifts/{id} answers is sent back in an edit
 * (ISO 8601 with the company offset, DECISIONS §2), every date-time spelling is read alike, stale
 * edits are refused (SHIFT_CHANGED), and calendar dates are real dates.
 */
import { SHIFT_TEXTS, type Shift } from '@app/contract/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { shiftsTestKit, type ShiftsKit } from '../../../test/kits/shifts-test-kit';

let k: ShiftsKit;
beforeAll(async () => {
  k = await shiftsTestKit({ timeZone: 'America/New_York' });
});
afterAll(() => k.close());

const read = async (id: number) => {
  const response = await k.get(id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Shift }>().data;
};
const edit = (id: number, body: Record<string, unknown>, scope = 'this') =>
  k.call('office', 'PATCH', `/api/shifts/${id}/${scope}`, body);

describe('a shift read and sent back', () => {
  it('accepts in an edit the startDateTime and endDateTime that GET answered', async () => {
    const user = await k.newUser();
    const created = await k.createOne(user.id, '2026-12-14', '08:00', '17:00');
    const shift = await read(created.id);
    expect(shift).toMatchObject({
      startDateTime: '2026-12-14T08:00:00-05:00',
      endDateTime: '2026-12-14T17:00:00-05:00',
      version: 1,
    });
    // The whole shift as read, sent back: nothing changes but the version.
    const same = await edit(shift.id, { ...shift });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<{ data: Shift[] }>().data).toEqual([{ ...shift, version: 2 }]);

    const later = await edit(shift.id, {
      startDateTime: '2026-12-14T09:30:00-05:00',
      endDateTime: '2026-12-15T01:00:00-05:00',
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<{ data: Shift[] }>().data[0]).toMatchObject({
      startDateTime: '2026-12-14T09:30:00-05:00',
      endDateTime: '2026-12-15T01:00:00-05:00',
      calendarDateId: 20261214,
      hours: 15.5,
    });
  });

  it('reads every date-time spelling as the same time, and refuses impossible ones', async () => {
    const user = await k.newUser();
    const expected = {
      startDateTime: '2026-12-16T08:00:00-05:00',
      endDateTime: '2026-12-16T17:00:00-05:00',
    };
    const spellings: [string, string][] = [
      ['2026-12-16 08:00', '2026-12-16 17:00'],
      ['2026-12-16T08:00', '2026-12-16T17:00'],
      ['2026-12-16T08:00:00', '2026-12-16T17:00:00.000'],
      ['2026-12-16T13:00:00Z', '2026-12-16T22:00:00.000Z'],
      ['2026-12-16T14:00:00+01:00', '2026-12-16T19:00:00-0300'],
    ];
    let id: number | undefined;
    for (const [startDateTime, endDateTime] of spellings) {
      if (id === undefined) {
        const response = await k.call('admin', 'POST', '/api/shifts', {
          startDateTime,
          endDateTime,
          usersId: [user.id],
        });
        expect(response.statusCode, response.body).toBe(201);
        const [shift] = response.json<{ data: Shift[] }>().data;
        expect(shift).toMatchObject(expected);
        id = shift!.id;
        continue;
      }
      const response = await edit(id, { startDateTime, endDateTime });
      expect(response.statusCode, `${startDateTime} ${response.body}`).toBe(200);
      expect(response.json<{ data: Shift[] }>().data[0]).toMatchObject(expected);
    }
    for (const bad of [
      '2026-02-30 08:00',
      '2026-12-16T24:00',
      '2026-12-16T08:00:61',
      '2026-12-16T08:00+25:00',
      '2026-12-16T08',
      '16/12/2026 08:00',
      '',
    ]) {
      expectErrorBody(await edit(id!, { startDateTime: bad, endDateTime: '2026-12-16 17:00' }), {
        status: 400,
      });
    }
  });
});

describe('edits carry the version they read', () => {
  it('refuses a stale edit with SHIFT_CHANGED and lets an edit without version through', async () => {
    const user = await k.newUser();
    const created = await k.createOne(user.id, '2026-12-17', '08:00', '17:00');
    const first = await read(created.id);
    const second = await read(created.id);

    const saved = await edit(first.id, { ...first, notes: 'Primero' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Shift[] }>().data[0]).toMatchObject({ notes: 'Primero', version: 2 });

    expectErrorBody(await edit(second.id, { ...second, notes: 'Segundo' }), {
      status: 409,
      code: 'SHIFT_CHANGED',
      message: SHIFT_TEXTS.changed,
    });
    expect(await read(created.id)).toMatchObject({ notes: 'Primero', version: 2 });

    // SPEC's client sends no version: its edit proceeds.
    const { version: _version, ...withoutVersion } = second;
    const blind = await edit(second.id, { ...withoutVersion, notes: 'Sin versión' });
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.json<{ data: Shift[] }>().data[0]).toMatchObject({ version: 3 });

    // Two editors saving the same version at once: one wins, the other is told.
    const current = await read(created.id);
    const answers = await Promise.all([
      edit(current.id, { ...current, notes: 'Uno' }),
      edit(current.id, { ...current, notes: 'Otro' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await read(created.id)).version).toBe(4);

    expectErrorBody(await edit(current.id, { ...current, version: 'cuatro' }), { status: 400 });
  });
});

describe('GET /api/shifts/actual/:userId/:calendarDateId', () => {
  it('answers 400 Fecha inválida for a date that does not exist', async () => {
    const user = await k.newUser();
    for (const day of ['20260230', '20261301', '20261200', '20250229', '2026123', '19991231']) {
      expectErrorBody(await k.call('admin', 'GET', `/api/shifts/actual/${user.id}/${day}`), {
        status: 400,
        message: SHIFT_TEXTS.badDate,
      });
    }
    const leap = await k.call('admin', 'GET', `/api/shifts/actual/${user.id}/20280229`);
    expect(leap.statusCode, leap.body).toBe(200);
  });
});
