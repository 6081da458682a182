import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  addDays,
  calendarDateId,
  daysInMonth,
  isoWeekNumber,
  monthFirstDay,
  startOfIsoWeek,
} from '@app/contract/dates';
import { getShiftsResponseSchema, SHIFT_TEXTS, type Shift } from '@app/contract/shifts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { shifts as shiftsTable, users } from '../../db/schema/index';
import { compileJsonCheck } from '../../lib/json-serializer';
import type { SessionUser } from '../../lib/access';
import { readCalendar } from './shifts-read.service';
import { localTime, shiftsTestKit, type ShiftsKit } from '../../../test/kits/shifts-test-kit';

let k: ShiftsKit;
/** A small team seen through every calendar: names out of alphabetical order on purpose. */
let team: { bea: Member; carlos: Member; alba: Member; retired: Member };
type Member = Awaited<ReturnType<ShiftsKit['newUser']>>;
let monday: string;
let shifts: Record<string, Shift>;

beforeAll(async () => {
  k = await shiftsTestKit();
  team = {
    bea: await k.newUser('usuario', 'bea Bravo'),
    carlos: await k.newUser('office', 'Carlos Cano'),
    alba: await k.newUser('usuario', 'Alba Arias'),
    retired: await k.newUser('usuario', 'Rita Retirada'),
  };
  monday = addDays(k.nextMonday, 14);
  const tuesday = addDays(monday, 1);
  shifts = {
    beaMonday: await k.createOne(team.bea.id, monday, '08:00', '17:00'),
    beaTuesdayNight: await k.createOne(team.bea.id, tuesday, '22:00', '06:00'),
    albaTuesday: await k.createOne(team.alba.id, tuesday, '08:30', '12:00'),
    carlosSunday: await k.createOne(team.carlos.id, addDays(monday, 6), '10:00', '14:00'),
    retiredMonday: await k.createOne(team.retired.id, monday, '08:00', '12:00'),
    beaNextMonday: await k.createOne(team.bea.id, addDays(monday, 7), '08:00', '12:00'),
  };
  // Bea's Monday and Alba's Tuesday are published; the rest are drafts.
  await k.publish({ day: monday });
  await k.markPublished(shifts.albaTuesday!.id, true);
  const gone = await k.call('admin', 'DELETE', `/api/users/${team.retired.id}`);
  expect(gone.statusCode).toBe(200);
});
afterAll(() => k.close());

const teamIds = () => [team.bea.id, team.carlos.id, team.alba.id, team.retired.id];
const idsOf = (list: Shift[]) => list.map((shift) => shift.id);

describe('week view', () => {
  it('gives admin and office a row per active user by name, 7 days and the planned hours', async () => {
    for (const caller of ['admin', 'office'] as const) {
      const week = await k.calendar<'week'>(caller, { startofweek: monday, usersIds: teamIds() });
      expect(week).toMatchObject({ success: true, view: 'week', startofweek: monday });
      expect(week.shifts.map((row) => row.name)).toEqual([
        'Alba Arias',
        'bea Bravo',
        'Carlos Cano',
      ]);
      const bea = week.shifts[1]!;
      expect(bea.id).toBe(team.bea.id);
      expect(bea.days.map((day) => day.calendarDate.date)).toEqual(
        Array.from({ length: 7 }, (_, i) => addDays(monday, i)),
      );
      expect(bea.days.map((day) => day.id)).toEqual(
        Array.from({ length: 7 }, (_, i) => calendarDateId(addDays(monday, i))),
      );
      expect(idsOf(bea.days[0]!.Shifts)).toEqual([shifts.beaMonday!.id]);
      expect(idsOf(bea.days[1]!.Shifts)).toEqual([shifts.beaTuesdayNight!.id]);
      expect(bea.days[1]!.Shifts[0]!.published).toBe(false); // drafts included
      expect(bea.totalHours).toEqual([{ sum: { hours: 17 } }]);
      expect(week.shifts[2]!.totalHours).toEqual([{ sum: { hours: 4 } }]);
      expect(idsOf(week.shifts[2]!.days[6]!.Shifts)).toEqual([shifts.carlosSunday!.id]);
    }
  });

  it('lists every active user without a filter, in name order, including those without shifts', async () => {
    const week = await k.calendar<'week'>('admin', { startofweek: monday });
    const names = week.shifts.map((row) => row.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(names).toContain('Ana Admin');
    expect(names).toContain('Ulises Usuario');
    expect(names).not.toContain('Rita Retirada');
    const all = week.shifts.flatMap((row) => row.days.flatMap((day) => day.Shifts));
    expect(all.map((shift) => shift.id)).not.toContain(shifts.retiredMonday!.id);
    expect(week.shifts.find((row) => row.name === 'Ana Admin')!.totalHours).toEqual([
      { sum: { hours: 0 } },
    ]);
  });

  it('shows a usuario only their own row and published shifts, whatever usersIds says', async () => {
    const week = await k.calendar<'week'>(team.bea, {
      startofweek: monday,
      usersIds: [team.alba.id, team.carlos.id],
    });
    expect(week.shifts).toHaveLength(1);
    expect(week.shifts[0]).toMatchObject({ id: team.bea.id, name: 'bea Bravo' });
    const own = week.shifts[0]!.days.flatMap((day) => day.Shifts);
    expect(idsOf(own)).toEqual([shifts.beaMonday!.id]);
    expect(week.shifts[0]!.totalHours).toEqual([{ sum: { hours: 9 } }]);
  });

  it('refuses a week that does not start on a Monday, and a missing period', async () => {
    expectErrorBody(
      await k.call('admin', 'POST', '/api/shifts/get-shifts', { startofweek: addDays(monday, 1) }),
      { status: 400, message: SHIFT_TEXTS.notMonday },
    );
    expectErrorBody(await k.call('admin', 'POST', '/api/shifts/get-shifts', { usersIds: [] }), {
      status: 400,
      message: SHIFT_TEXTS.periodRequired,
    });
    expectErrorBody(await k.call('admin', 'POST', '/api/shifts/get-shifts', { month: 5 }), {
      status: 400,
      message: SHIFT_TEXTS.periodRequired,
    });
    expectErrorBody(
      await k.call('anonymous', 'POST', '/api/shifts/get-shifts', { startofweek: monday }),
      { status: 401 },
    );
  });
});

describe('the first rows of a calendar (firstUsers)', () => {
  it('gives a week or a day only its first user rows, in order, and how many there are', async () => {
    const full = await k.calendar<'week'>('admin', { startofweek: monday });
    expect(full).not.toHaveProperty('usersTotal'); // as SPEC §7's client has always read it
    expect(full.shifts.length).toBeGreaterThan(3);
    // Asked in between, so a calendar kept for one question is never served for the other.
    const first = await k.calendar<'week'>('admin', { startofweek: monday, firstUsers: 2 });
    expect(first.usersTotal).toBe(full.shifts.length);
    expect(first.shifts).toEqual(full.shifts.slice(0, 2));
    expect(await k.calendar<'week'>('admin', { startofweek: monday })).toEqual(full);
    // As a form or a query string sends it.
    const text = await k.calendar<'week'>('office', { startofweek: monday, firstUsers: '3' });
    expect(text.shifts.map((row) => row.id)).toEqual(full.shifts.slice(0, 3).map((row) => row.id));

    const day = await k.calendar<'day'>('admin', { day: monday });
    const firstOfDay = await k.calendar<'day'>('admin', { day: monday, firstUsers: 1 });
    expect(firstOfDay.shifts).toEqual(day.shifts.slice(0, 1));
    expect(firstOfDay.usersTotal).toBe(day.shifts.length);
  });

  it('narrows the users asked for, never widens a usuario past their own row, and leaves months whole', async () => {
    const asked = await k.calendar<'week'>('admin', {
      startofweek: monday,
      usersIds: teamIds(),
      firstUsers: 2,
    });
    expect(asked.shifts.map((row) => row.name)).toEqual(['Alba Arias', 'bea Bravo']);
    expect(asked.usersTotal).toBe(3);
    const own = await k.calendar<'week'>(team.bea, { startofweek: monday, firstUsers: 5 });
    expect(own.shifts.map((row) => row.id)).toEqual([team.bea.id]);
    expect(own.usersTotal).toBe(1);
    const month = await k.calendar<'month'>('admin', {
      month: Number(monday.slice(5, 7)),
      year: Number(monday.slice(0, 4)),
    });
    expect(
      await k.calendar<'month'>('admin', {
        month: Number(monday.slice(5, 7)),
        year: Number(monday.slice(0, 4)),
        firstUsers: 1,
      }),
    ).toEqual(month);
  });

  it('refuses a count that is not a whole number from 1 to 1000', async () => {
    for (const firstUsers of [0, -1, 1001, 2.5, 'muchos', '', null]) {
      expectErrorBody(
        await k.call('admin', 'POST', '/api/shifts/get-shifts', {
          startofweek: monday,
          firstUsers,
        }),
        { status: 400, message: 'Número de usuarios inválido' },
      );
    }
  });
});

describe('day view', () => {
  it('gives a row per user with 24 hours; a shift sits under the hour it starts in', async () => {
    const tuesday = addDays(monday, 1);
    const day = await k.calendar<'day'>('office', { day: tuesday, usersIds: teamIds() });
    expect(day).toMatchObject({ success: true, view: 'day', day: tuesday });
    expect(day.shifts.map((row) => row.name)).toEqual(['Alba Arias', 'bea Bravo', 'Carlos Cano']);
    for (const row of day.shifts) {
      expect(row.hours.map((cell) => cell.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    }
    const [alba, bea, carlos] = day.shifts;
    expect(idsOf(alba!.hours[8]!.Shifts)).toEqual([shifts.albaTuesday!.id]);
    expect(idsOf(bea!.hours[22]!.Shifts)).toEqual([shifts.beaTuesdayNight!.id]);
    expect(bea!.hours.filter((cell) => cell.Shifts.length > 0)).toHaveLength(1);
    expect(carlos!.hours.every((cell) => cell.Shifts.length === 0)).toBe(true);
  });

  it('shows a usuario only their own published shifts', async () => {
    const tuesday = addDays(monday, 1);
    const own = await k.calendar<'day'>(team.bea, { day: tuesday });
    expect(own.shifts).toHaveLength(1);
    expect(own.shifts[0]!.hours.flatMap((cell) => cell.Shifts)).toEqual([]);
    const alba = await k.calendar<'day'>(team.alba, { day: tuesday });
    expect(idsOf(alba.shifts[0]!.hours[8]!.Shifts)).toEqual([shifts.albaTuesday!.id]);
  });

  it('prefers the day when several periods are sent', async () => {
    const day = await k.calendar<'day'>('admin', {
      day: monday,
      startofweek: monday,
      month: 1,
      year: 2030,
      usersIds: [team.bea.id],
    });
    expect(day.view).toBe('day');
  });
});

describe('month view', () => {
  it('groups the shifts by date, only dates with shifts, ascending', async () => {
    const [year, month] = monday.split('-').map(Number) as [number, number];
    const view = await k.calendar<'month'>('admin', { month, year, usersIds: teamIds() });
    expect(view).toMatchObject({ success: true, view: 'month', month, year });
    const dates = view.shifts.map((group) => group.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    for (const group of view.shifts) {
      expect(group.shifts.length).toBeGreaterThan(0);
      expect(group.date.slice(0, 7)).toBe(monday.slice(0, 7));
      for (const shift of group.shifts)
        expect(shift.calendarDateId).toBe(calendarDateId(group.date));
    }
    const all = view.shifts.flatMap((group) => group.shifts).map((shift) => shift.id);
    for (const [name, shift] of Object.entries(shifts)) {
      const inMonth = String(shift.calendarDateId).startsWith(monday.slice(0, 7).replace('-', ''));
      const visible = inMonth && name !== 'retiredMonday';
      expect(all.includes(shift.id), name).toBe(visible);
    }
  });

  it("with wholeWeeks, covers the whole weeks of the grid: the neighbouring months' days too", async () => {
    // A month ahead whose grid starts before its 1st and ends after its last day.
    let first = monthFirstDay(Number(monday.slice(0, 4)), Number(monday.slice(5, 7)));
    const lastOf = (date: string) =>
      addDays(date, daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))) - 1);
    while (startOfIsoWeek(first) === first || startOfIsoWeek(lastOf(first)) === lastOf(first))
      first = addDays(lastOf(first), 1);
    const [year, month] = first.split('-').map(Number) as [number, number];
    const leading = startOfIsoWeek(first);
    const trailing = addDays(startOfIsoWeek(lastOf(first)), 6);
    const user = await k.newUser('usuario', 'Nico Vecino');
    const before = await k.createOne(user.id, leading, '09:00', '13:00');
    const inside = await k.createOne(user.id, first, '09:00', '13:00');
    const after = await k.createOne(user.id, trailing, '09:00', '13:00');
    const outside = await k.createOne(user.id, addDays(trailing, 1), '09:00', '13:00');
    const idsIn = (view: { shifts: { shifts: Shift[] }[] }) =>
      view.shifts.flatMap((group) => group.shifts).map((shift) => shift.id);

    const plain = await k.calendar<'month'>('admin', { month, year, usersIds: [user.id] });
    expect(idsIn(plain)).toEqual([inside.id]);
    const whole = await k.calendar<'month'>('admin', {
      month,
      year,
      usersIds: [user.id],
      wholeWeeks: true,
    });
    expect(whole).toMatchObject({ view: 'month', month, year });
    expect(whole.shifts.map((group) => group.date)).toEqual([leading, first, trailing]);
    expect(idsIn(whole)).toEqual([before.id, inside.id, after.id]);
    expect(idsIn(whole)).not.toContain(outside.id);
    // The two answers are cached apart: asking the month plainly again still gives the month.
    expect(idsIn(await k.calendar<'month'>('admin', { month, year, usersIds: [user.id] }))).toEqual(
      [inside.id],
    );
  });

  it('shows a usuario only their own published shifts', async () => {
    const [year, month] = monday.split('-').map(Number) as [number, number];
    const view = await k.calendar<'month'>(team.bea, { month, year });
    const all = view.shifts.flatMap((group) => group.shifts);
    expect(all.every((shift) => shift.userId === team.bea.id && shift.published)).toBe(true);
    expect(idsOf(all)).toContain(shifts.beaMonday!.id);
    expect(idsOf(all)).not.toContain(shifts.beaTuesdayNight!.id);
  });
});

describe('GET /api/shifts/:id', () => {
  it('gives admin and office any shift, drafts included', async () => {
    for (const caller of ['admin', 'office'] as const) {
      const response = await k.get(shifts.beaTuesdayNight!.id, caller);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: shifts.beaTuesdayNight });
    }
  });

  it('gives a usuario only their own published shifts; anything else is not found', async () => {
    const own = await k.get(shifts.beaMonday!.id, team.bea);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: shifts.beaMonday!.id, published: true });
    for (const id of [shifts.beaTuesdayNight!.id, shifts.albaTuesday!.id, 987_654]) {
      expectErrorBody(await k.get(id, team.bea), { status: 404, message: SHIFT_TEXTS.notFound });
    }
    expectErrorBody(await k.get(987_654), { status: 404, message: SHIFT_TEXTS.notFound });
    expectErrorBody(await k.get(shifts.beaMonday!.id, 'anonymous'), { status: 401 });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectErrorBody(await k.call('admin', 'GET', `/api/shifts/${bad}`), { status: 400 });
    }
  });
});

describe('GET /api/shifts/actual/:userId/:calendarDateId', () => {
  it("gives a user's shifts that day: admin and office with drafts, a usuario only their own published", async () => {
    const tuesday = calendarDateId(addDays(monday, 1));
    const url = (userId: number) => `/api/shifts/actual/${userId}/${tuesday}`;
    for (const caller of ['admin', 'office'] as const) {
      const response = await k.call(caller, 'GET', url(team.bea.id));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: [shifts.beaTuesdayNight] });
    }
    const own = await k.call(team.bea, 'GET', url(team.bea.id));
    expect(own.json()).toEqual({ success: true, data: [] });
    const alba = await k.call(team.alba, 'GET', url(team.alba.id));
    expect(idsOf(alba.json<{ data: Shift[] }>().data)).toEqual([shifts.albaTuesday!.id]);
    expectErrorBody(await k.call(team.bea, 'GET', url(team.alba.id)), {
      status: 403,
      code: 'FORBIDDEN',
      message: SHIFT_TEXTS.ownOnly,
    });
    expectErrorBody(await k.call('admin', 'GET', `/api/shifts/actual/${team.bea.id}/2026`), {
      status: 400,
    });
    expectErrorBody(await k.call('admin', 'GET', `/api/shifts/actual/x/${tuesday}`), {
      status: 400,
    });
  });
});

describe('GET /api/shifts/today/:userId', () => {
  it('says whether the user has a published shift today (company zone)', async () => {
    const worker = await k.newUser();
    const url = `/api/shifts/today/${worker.id}`;
    const none = { success: true, hasShift: false, canPunchIn: false, punchInFrom: null };
    expect((await k.call(worker, 'GET', url)).json()).toEqual(none);
    const shift = await k.createOne(worker.id, k.today, '00:00', '00:00');
    expect((await k.call('admin', 'GET', url)).json()).toEqual(none);
    await k.markPublished(shift.id, true);
    for (const caller of [worker, 'admin', 'office'] as const) {
      const response = await k.call(caller, 'GET', url);
      // A shift all day today: it is running, so Punch In is open (DECISIONS §6).
      expect(response.json()).toEqual({
        success: true,
        hasShift: true,
        canPunchIn: true,
        punchInFrom: null,
      });
    }
    expectErrorBody(await k.call('usuario', 'GET', url), {
      status: 403,
      message: SHIFT_TEXTS.ownOnly,
    });
    expectErrorBody(await k.call('anonymous', 'GET', url), { status: 401 });
    expectErrorBody(await k.call('admin', 'GET', '/api/shifts/today/abc'), { status: 400 });
  });
});

describe('GET /api/shifts/next-weeks', () => {
  it('lists the 8 ISO weeks after the current one with Spanish labels', async () => {
    for (const caller of ['usuario', 'office', 'admin'] as const) {
      const response = await k.call(caller, 'GET', '/api/shifts/next-weeks');
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{
        data: { startOfWeek: string; endOfWeek: string; week: number; label: string }[];
      }>();
      expect(data).toHaveLength(8);
      data.forEach((week, index) => {
        const start = addDays(k.nextMonday, 7 * index);
        const end = addDays(start, 6);
        const es = (date: string) => date.split('-').reverse().join('/');
        expect(week).toEqual({
          startOfWeek: start,
          endOfWeek: end,
          week: isoWeekNumber(start),
          label: `Semana ${isoWeekNumber(start)}: ${es(start)} - ${es(end)}`,
        });
      });
    }
    expectErrorBody(await k.call('anonymous', 'GET', '/api/shifts/next-weeks'), { status: 401 });
  });
});

describe('the calendars as sent', () => {
  const periods = () => [
    { startofweek: monday },
    { day: addDays(monday, 1) },
    { month: Number(monday.slice(5, 7)), year: Number(monday.slice(0, 4)) },
  ];

  it('are byte for byte what zod would write', async () => {
    for (const caller of ['admin', team.bea] as const) {
      for (const period of periods()) {
        const response = await k.call(caller, 'POST', '/api/shifts/get-shifts', period);
        expect(response.statusCode).toBe(200);
        const parsed = getShiftsResponseSchema.parse(response.json());
        expect(response.body).toBe(JSON.stringify(parsed));
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)));
      }
    }
  });

  it('are shaped as the schema says, so the compiled serializer never needs zod', async () => {
    const fits = compileJsonCheck(getShiftsResponseSchema);
    const actor = (id: number, role: SessionUser['role']) =>
      ({ id, role, name: '', email: '', phone: '', active: true, verified: true }) as SessionUser;
    const deps = { db: k.t.db, clock: k.clock };
    for (const who of [actor(k.sessions.admin.id, 'admin'), actor(team.bea.id, 'usuario')]) {
      for (const period of periods()) {
        const calendar = await readCalendar(deps, who, period);
        expect(calendar.shifts.length).toBeGreaterThan(0);
        expect(fits(calendar)).toBe(true);
      }
    }
  });
});

describe('a calendar served again', () => {
  // Its own week and users, so the changes below touch no other test's rows.
  const week = () => addDays(monday, 35);
  const rowOf = (answer: { shifts: { id: number }[] }, id: number) =>
    answer.shifts.find((row) => row.id === id) as (typeof answer.shifts)[number] & {
      name: string;
      days: { Shifts: Shift[] }[];
    };

  it('shows every change at once, through the API or straight in the database', async () => {
    const dora = await k.newUser('usuario', 'Dora Dos');
    const eloy = await k.newUser('usuario', 'Eloy Eme');
    const first = await k.createOne(dora.id, week(), '08:00', '12:00');
    const read = () => k.calendar<'week'>('admin', { startofweek: week() });
    expect(idsOf(rowOf(await read(), dora.id).days[0]!.Shifts)).toEqual([first.id]);
    expect(await read()).toEqual(await read());

    // Edited through the API.
    const edit = await k.call('admin', 'PATCH', `/api/shifts/${first.id}/this`, {
      startDateTime: `${week()} 09:00`,
      endDateTime: `${week()} 13:00`,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(localTime(rowOf(await read(), dora.id).days[0]!.Shifts[0]!.startDateTime)).toBe('09:00');

    // Written by another instance, or by hand: a rename, a note, a deactivation.
    await k.t.db.update(users).set({ name: 'Dora Nueva' }).where(eq(users.id, dora.id));
    expect(rowOf(await read(), dora.id).name).toBe('Dora Nueva');
    await k.t.db
      .update(shiftsTable)
      .set({ notes: 'Abrir caja' })
      .where(eq(shiftsTable.id, first.id));
    expect(rowOf(await read(), dora.id).days[0]!.Shifts[0]!.notes).toBe('Abrir caja');
    await k.t.db.update(users).set({ active: false }).where(eq(users.id, eloy.id));
    expect(rowOf(await read(), eloy.id)).toBeUndefined();

    // Deleted.
    await k.t.db.delete(shiftsTable).where(eq(shiftsTable.id, first.id));
    expect(rowOf(await read(), dora.id).days[0]!.Shifts).toEqual([]);
  });

  it("never serves one caller's calendar to another: each usuario their own, the filter its rows", async () => {
    const [fran, gala] = [await k.newUser('usuario', 'Fran'), await k.newUser('usuario', 'Gala')];
    const day = addDays(week(), 1);
    const franShift = await k.createOne(fran.id, day, '08:00', '12:00');
    const galaShift = await k.createOne(gala.id, day, '14:00', '18:00');
    await k.publish({ day });

    const everyone = await k.calendar<'week'>('admin', { startofweek: week() });
    expect(rowOf(everyone, fran.id)).toBeDefined();
    const own = async (who: Member) =>
      (await k.calendar<'week'>(who, { startofweek: week() })).shifts.flatMap((row) =>
        row.days.flatMap((d) => idsOf(d.Shifts)),
      );
    expect(await own(fran)).toEqual([franShift.id]);
    expect(await own(gala)).toEqual([galaShift.id]);
    expect(await own(fran)).toEqual([franShift.id]);

    const onlyGala = await k.calendar<'week'>('admin', {
      startofweek: week(),
      usersIds: [gala.id],
    });
    expect(onlyGala.shifts.map((row) => row.id)).toEqual([gala.id]);
    const both = await k.calendar<'week'>('office', {
      startofweek: week(),
      usersIds: [gala.id, fran.id, gala.id],
    });
    expect(both.shifts.map((row) => row.name)).toEqual(['Fran', 'Gala']);

    // Unpublished: gone from the usuario's calendar at once.
    await k.publish({ day }, 'unpublish');
    expect(await own(fran)).toEqual([]);
  });

  it('is sent gzipped to a client that accepts it, the same JSON', async () => {
    const send = (acceptEncoding?: string) =>
      k.app.inject({
        method: 'POST',
        url: '/api/shifts/get-shifts',
        headers: {
          ...k.sessions.admin.headers,
          ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
        },
        payload: { startofweek: monday },
      });
    const plain = await send();
    expect(plain.headers['content-encoding']).toBeUndefined();
    await vi.waitFor(async () => {
      const packed = await send('gzip, deflate, br');
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
    });
    expect((await send('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    // A client that takes brotli only gets it made for the request.
    const br = await send('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('is sent compressed on the first read after a change too', async () => {
    const read = (acceptEncoding: string) =>
      k.app.inject({
        method: 'POST',
        url: '/api/shifts/get-shifts',
        headers: { ...k.sessions.admin.headers, 'accept-encoding': acceptEncoding },
        payload: { startofweek: monday },
      });
    await read('gzip, deflate, br');
    const added = await k.createOne(team.alba.id, addDays(monday, 2), '09:00', '10:00');

    const first = await read('gzip, deflate, br');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const json = brotliDecompressSync(first.rawPayload).toString();
    expect(json).toContain(`"id":${added.id},`);
    expect(first.rawPayload.length).toBeLessThan(json.length / 2);

    const gzipOnly = await read('gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(json);
  });
});
