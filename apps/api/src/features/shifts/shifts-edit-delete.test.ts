import { addDays, calendarDateId, spanishDate } from '@app/contract/dates';
import { SHIFT_TEXTS, type Shift } from '@app/contract/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import {
  localDate,
  localTime,
  shiftsTestKit,
  type ShiftsKit,
} from '../../../test/kits/shifts-test-kit';

let k: ShiftsKit;
beforeAll(async () => {
  k = await shiftsTestKit();
});
afterAll(() => k.close());

let weeksAhead = 1;
const freshMonday = () => addDays(k.nextMonday, 7 * weeksAhead++);

const ordered = (list: Shift[]) =>
  [...list].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));

async function read(id: number) {
  const response = await k.get(id);
  return response.statusCode === 200 ? response.json<{ data: Shift }>().data : null;
}

/** A Monday-to-Friday 08:00–16:00 repeat for the given users, in one group. */
async function workWeek(monday: string, userIds: number[]) {
  return ordered(
    await k.create({
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 16:00`,
      usersId: userIds,
      repeatEndDate: addDays(monday, 4),
      daysOfWeek: [1, 2, 3, 4, 5],
    }),
  );
}

const patch = (
  id: number,
  scope: string,
  payload: object,
  caller: Parameters<ShiftsKit['call']>[0] = 'admin',
) => k.call(caller, 'PATCH', `/api/shifts/${id}/${scope}`, payload);

describe('PATCH /api/shifts/:id/this', () => {
  it('changes one shift: date, times, details; keeps its group and publication', async () => {
    const user = await k.newUser();
    const monday = freshMonday();
    const week = await workWeek(monday, [user.id]);
    await k.publish({ startofweek: monday });
    const tuesday = week[1]!;
    const thursday = addDays(monday, 3);
    const response = await patch(
      tuesday.id,
      'this',
      {
        startDateTime: `${addDays(monday, 5)} 21:00`,
        endDateTime: `${addDays(monday, 5)} 05:30`,
        breakDuration: 20,
        lunchDuration: 40,
        notes: 'Inventario nocturno',
        color: '#ef4444',
        groupId: 'ignored',
      },
      'office',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ success: boolean; message: string; data: Shift[] }>();
    expect(body).toMatchObject({ success: true, message: 'Turno actualizado exitosamente' });
    expect(body.data).toEqual([
      {
        ...tuesday,
        published: true,
        startDateTime: k.clock.iso(k.clock.instantOf(`${addDays(monday, 5)} 21:00`)),
        endDateTime: k.clock.iso(k.clock.instantOf(`${addDays(monday, 6)} 05:30`)),
        calendarDateId: calendarDateId(addDays(monday, 5)),
        breakMinutes: 20,
        lunchMinutes: 40,
        notes: 'Inventario nocturno',
        color: '#EF4444',
        hours: 7.5,
        version: tuesday.version + 1,
      },
    ]);
    expect(await read(tuesday.id)).toEqual(body.data[0]);
    // The others did not move.
    for (const other of week.filter((s) => s.id !== tuesday.id)) {
      expect(await read(other.id)).toEqual({ ...other, published: true });
    }
    // Details left out stay as they were.
    const again = await patch(tuesday.id, 'this', {
      startDateTime: `${thursday} 17:00`,
      endDateTime: `${thursday} 20:00`,
    });
    expect(again.json<{ data: Shift[] }>().data[0]).toMatchObject({
      notes: 'Inventario nocturno',
      color: '#EF4444',
      breakMinutes: 20,
      lunchMinutes: 40,
      hours: 2,
    });
  });

  it('may overlap only itself: an overlap with another shift of the user is refused, naming it', async () => {
    const user = await k.newUser('usuario', 'Eva Edita');
    const monday = freshMonday();
    const [mon, tue] = await workWeek(monday, [user.id]);
    const longer = await patch(mon!.id, 'this', {
      startDateTime: `${monday} 07:00`,
      endDateTime: `${monday} 18:00`,
    });
    expect(longer.statusCode).toBe(200);
    const clash = await patch(mon!.id, 'this', {
      startDateTime: `${monday} 20:00`,
      endDateTime: `${monday} 09:00`,
    });
    expectErrorBody(clash, {
      status: 409,
      code: 'CONFLICT',
      message: `El usuario ya tiene un turno en ese horario: Eva Edita, el ${spanishDate(addDays(monday, 1))} (08:00–16:00)`,
    });
    expect(await read(tue!.id)).toEqual(tue);
    expect(localTime((await read(mon!.id))!.endDateTime)).toBe('18:00');
  });

  it('refuses bad times, an unknown shift, a wrong scope and callers who may not edit', async () => {
    const user = await k.newUser();
    const monday = freshMonday();
    const shift = await k.createOne(user.id, monday);
    const times = { startDateTime: `${monday} 09:00`, endDateTime: `${monday} 18:00` };
    expectErrorBody(
      await patch(shift.id, 'this', { ...times, endDateTime: `${addDays(monday, 2)} 08:00` }),
      { status: 400, message: SHIFT_TEXTS.tooLong },
    );
    expectErrorBody(
      await patch(shift.id, 'this', { ...times, endDateTime: `${addDays(monday, -1)} 18:00` }),
      { status: 400, message: SHIFT_TEXTS.endBeforeStart },
    );
    expectErrorBody(await patch(shift.id, 'this', { startDateTime: times.startDateTime }), {
      status: 400,
    });
    expectErrorBody(await patch(987_654, 'this', times), {
      status: 404,
      message: SHIFT_TEXTS.notFound,
    });
    expectErrorBody(await patch(shift.id, 'todos', times), {
      status: 400,
      message: 'El alcance debe ser this o following',
    });
    expectErrorBody(await patch(shift.id, 'this', times, 'usuario'), { status: 403 });
    expectErrorBody(await patch(shift.id, 'this', times, 'anonymous'), { status: 401 });
    expect(await read(shift.id)).toEqual(shift);
  });
});

describe('PATCH /api/shifts/:id/following', () => {
  it('moves this and the later shifts of the same user and group only', async () => {
    const [ana, ben] = [await k.newUser(), await k.newUser()];
    const monday = freshMonday();
    const shared = await workWeek(monday, [ana.id, ben.id]);
    const anaWeek = shared.filter((s) => s.userId === ana.id);
    const benWeek = shared.filter((s) => s.userId === ben.id);
    // Another group of Ana's, the week after.
    const otherGroup = await workWeek(addDays(monday, 7), [ana.id]);

    const wednesday = anaWeek[2]!;
    const thursday = addDays(monday, 3);
    const response = await patch(wednesday.id, 'following', {
      startDateTime: `${thursday} 10:00`,
      endDateTime: `${thursday} 19:00`,
      lunchMinutes: 60,
      notes: 'Horario de tarde',
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = ordered(response.json<{ data: Shift[] }>().data);
    expect(moved.map((s) => s.id)).toEqual(anaWeek.slice(2).map((s) => s.id));
    expect(moved.map((s) => localDate(s.startDateTime))).toEqual([
      addDays(monday, 3),
      addDays(monday, 4),
      addDays(monday, 5),
    ]);
    for (const shift of moved) {
      expect(localTime(shift.startDateTime)).toBe('10:00');
      expect(localTime(shift.endDateTime)).toBe('19:00');
      expect(shift).toMatchObject({
        lunchMinutes: 60,
        notes: 'Horario de tarde',
        hours: 8,
        groupId: wednesday.groupId,
      });
      expect(shift.calendarDateId).toBe(calendarDateId(localDate(shift.startDateTime)));
    }
    // Earlier shifts of the group, the other user's and the other group's: untouched.
    for (const untouched of [...anaWeek.slice(0, 2), ...benWeek, ...otherGroup]) {
      expect(await read(untouched.id)).toEqual(untouched);
    }
  });

  it('changes the duration of every following shift, overnight included', async () => {
    const user = await k.newUser();
    const monday = freshMonday();
    const week = await workWeek(monday, [user.id]);
    const response = await patch(week[0]!.id, 'following', {
      startDateTime: `${monday} 22:00`,
      endDateTime: `${monday} 06:00`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = ordered(response.json<{ data: Shift[] }>().data);
    expect(moved).toHaveLength(5);
    moved.forEach((shift, index) => {
      expect(localDate(shift.startDateTime)).toBe(addDays(monday, index));
      expect(localDate(shift.endDateTime)).toBe(addDays(monday, index + 1));
      expect(shift.hours).toBe(8);
    });
  });

  it('refuses the whole change when one moved shift would overlap another: nothing changes', async () => {
    const user = await k.newUser('usuario', 'Félix Siguientes');
    const monday = freshMonday();
    const week = await workWeek(monday, [user.id]);
    const saturday = addDays(monday, 5);
    const blocker = await k.createOne(user.id, saturday, '12:00', '14:00');
    const response = await patch(week[0]!.id, 'following', {
      startDateTime: `${addDays(monday, 1)} 09:00`,
      endDateTime: `${addDays(monday, 1)} 17:00`,
    });
    expectErrorBody(response, {
      status: 409,
      message: `${SHIFT_TEXTS.overlap}: Félix Siguientes, el ${spanishDate(saturday)} (12:00–14:00)`,
    });
    for (const shift of [...week, blocker]) expect(await read(shift.id)).toEqual(shift);
  });
});

describe('DELETE /api/shifts/:id/:scope', () => {
  it('deletes a future shift', async () => {
    const user = await k.newUser();
    const tomorrow = addDays(k.today, 1);
    const shift = await k.createOne(user.id, tomorrow, '23:00', '01:00');
    const response = await k.call('office', 'DELETE', `/api/shifts/${shift.id}/this`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Turno eliminado exitosamente' });
    expect(await read(shift.id)).toBeNull();
    expectErrorBody(await k.call('admin', 'DELETE', `/api/shifts/${shift.id}/this`), {
      status: 404,
      message: SHIFT_TEXTS.notFound,
    });
  });

  it("refuses today's and past shifts with 409", async () => {
    const user = await k.newUser();
    const todays = await k.createOne(user.id, k.today, '00:00', '00:30');
    const past = await k.createOne(user.id, addDays(k.today, -3));
    for (const shift of [todays, past]) {
      for (const scope of ['this', 'following']) {
        expectErrorBody(await k.call('admin', 'DELETE', `/api/shifts/${shift.id}/${scope}`), {
          status: 409,
          code: 'CONFLICT',
          message: SHIFT_TEXTS.pastDelete,
        });
      }
      expect(await read(shift.id)).toEqual(shift);
    }
  });

  it('deletes this and the later shifts of the same user and group with following', async () => {
    const [ana, ben] = [await k.newUser(), await k.newUser()];
    const monday = freshMonday();
    const shared = await workWeek(monday, [ana.id, ben.id]);
    const other = await k.createOne(ana.id, addDays(monday, 5));
    const anaWeek = shared.filter((s) => s.userId === ana.id);
    const response = await k.call('admin', 'DELETE', `/api/shifts/${anaWeek[3]!.id}/following`);
    expect(response.statusCode).toBe(200);
    for (const gone of anaWeek.slice(3)) expect(await read(gone.id)).toBeNull();
    for (const kept of [
      ...anaWeek.slice(0, 3),
      ...shared.filter((s) => s.userId === ben.id),
      other,
    ]) {
      expect(await read(kept.id)).toEqual(kept);
    }
  });

  it('is for admin and office only, with a valid scope', async () => {
    const user = await k.newUser();
    const shift = await k.createOne(user.id, freshMonday());
    expectErrorBody(await k.call('usuario', 'DELETE', `/api/shifts/${shift.id}/this`), {
      status: 403,
    });
    expectErrorBody(await k.call('anonymous', 'DELETE', `/api/shifts/${shift.id}/this`), {
      status: 401,
    });
    expectErrorBody(await k.call('admin', 'DELETE', `/api/shifts/${shift.id}/all`), {
      status: 400,
    });
    expectErrorBody(await k.call('admin', 'DELETE', `/api/shifts/0x1/this`), { status: 400 });
    expect(await read(shift.id)).toEqual(shift);
  });
});
