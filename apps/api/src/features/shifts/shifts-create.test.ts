import { addDays, calendarDateId, spanishDate, weekday } from '@app/contract/dates';
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

/** Each test works in a week of its own, a few weeks ahead, so that they never overlap. */
let weeksAhead = 1;
const freshMonday = () => addDays(k.nextMonday, 7 * weeksAhead++);

const byStart = (shifts: Shift[]) =>
  [...shifts].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.userId - b.userId);

describe('POST /api/shifts', () => {
  it('creates one draft shift on the start date with the response shape of SPEC §3', async () => {
    const user = await k.newUser('usuario', 'Zoe Zamora');
    const monday = freshMonday();
    const response = await k.call('office', 'POST', '/api/shifts', {
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 17:00`,
      breakDuration: 15,
      lunchMinutes: 30,
      notes: '  Turno de mañana  ',
      color: '#10b981',
      usersId: [user.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ success: boolean; message: string; data: Shift[] }>();
    expect(body).toMatchObject({ success: true, message: 'Turno creado exitosamente' });
    expect(body.data).toHaveLength(1);
    const [shift] = body.data;
    expect(shift).toEqual({
      id: expect.any(Number),
      userId: user.id,
      user: 'Zoe Zamora',
      startDateTime: k.clock.iso(k.clock.instantOf(`${monday} 08:00`)),
      endDateTime: k.clock.iso(k.clock.instantOf(`${monday} 17:00`)),
      breakMinutes: 15,
      lunchMinutes: 30,
      notes: 'Turno de mañana',
      color: '#10B981',
      groupId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      published: false,
      calendarDateId: calendarDateId(monday),
      hours: 8.25,
      version: 1,
    });
    expect(shift!.startDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T08:00:00[+-]\d{2}:\d{2}$/);
    const stored = await k.get(shift!.id);
    expect(stored.json()).toEqual({ success: true, data: shift });
  });

  it('applies the SPEC defaults: colour #3B82F6, no break, no lunch, empty notes', async () => {
    const monday = freshMonday();
    const shift = await k.createOne(k.sessions.usuario.id, monday);
    expect(shift).toMatchObject({
      color: '#3B82F6',
      breakMinutes: 0,
      lunchMinutes: 0,
      notes: '',
      hours: 9,
    });
  });

  it('ends the next day when the end time is not after the start time (overnight)', async () => {
    const user = await k.newUser();
    const friday = addDays(freshMonday(), 4);
    const [night] = await k.create({
      startDateTime: `${friday} 22:00`,
      endDateTime: `${friday} 06:00`,
      usersId: [user.id],
    });
    expect(localDate(night!.startDateTime)).toBe(friday);
    expect(localDate(night!.endDateTime)).toBe(addDays(friday, 1));
    expect(localTime(night!.endDateTime)).toBe('06:00');
    expect(night!.calendarDateId).toBe(calendarDateId(friday));
    expect(night!.hours).toBe(8);

    // Same start and end: a full 24 hours. An explicit next-day end is accepted too.
    const saturday = addDays(friday, 1);
    const [full] = await k.create({
      startDateTime: `${saturday} 06:00`,
      endDateTime: `${saturday} 06:00`,
      usersId: [user.id],
    });
    expect(full!.hours).toBe(24);
    const sunday = addDays(friday, 2);
    const [explicit] = await k.create({
      startDateTime: `${sunday} 20:00`,
      endDateTime: `${addDays(sunday, 1)} 02:30`,
      usersId: [user.id],
      lunchDuration: 30,
    });
    expect(explicit!.hours).toBe(6);
  });

  it('refuses a span over 24 hours and an end date before the start date', async () => {
    const monday = freshMonday();
    const user = k.sessions.usuario.id;
    for (const [end, message] of [
      [`${addDays(monday, 1)} 08:01`, SHIFT_TEXTS.tooLong],
      [`${addDays(monday, 2)} 07:00`, SHIFT_TEXTS.tooLong],
      [`${addDays(monday, -1)} 09:00`, SHIFT_TEXTS.endBeforeStart],
    ] as const) {
      const response = await k.call('admin', 'POST', '/api/shifts', {
        startDateTime: `${monday} 08:00`,
        endDateTime: end,
        usersId: [user],
      });
      expectErrorBody(response, { status: 400, code: 'VALIDATION_ERROR', message });
    }
  });

  it('counts break and lunch out of the planned hours, never below zero', async () => {
    const monday = freshMonday();
    const [shift] = await k.create({
      startDateTime: `${monday} 10:00`,
      endDateTime: `${monday} 11:30`,
      breakMinutes: 120,
      lunchMinutes: 60,
      usersId: [k.sessions.usuario.id],
    });
    expect(shift!.hours).toBe(0);
    const [odd] = await k.create({
      startDateTime: `${monday} 12:00`,
      endDateTime: `${monday} 13:10`,
      breakMinutes: 0,
      usersId: [k.sessions.usuario.id],
    });
    expect(odd!.hours).toBe(1.17);
  });
});

describe('repeat expansion', () => {
  it('writes every chosen weekday up to the repeat end, for every user, in one group', async () => {
    const [a, b] = [await k.newUser(), await k.newUser()];
    const monday = freshMonday();
    const end = addDays(monday, 13); // two full weeks
    const shifts = byStart(
      await k.create({
        startDateTime: `${monday} 09:00`,
        endDateTime: `${monday} 13:00`,
        usersId: [a.id, b.id],
        repeatEndDate: end,
        daysOfWeek: [1, 3, 5],
      }),
    );
    expect(shifts).toHaveLength(12);
    expect(new Set(shifts.map((s) => s.groupId)).size).toBe(1);
    const datesOf = (userId: number) =>
      shifts.filter((s) => s.userId === userId).map((s) => localDate(s.startDateTime));
    const expected = [0, 2, 4, 7, 9, 11].map((offset) => addDays(monday, offset));
    expect(datesOf(a.id)).toEqual(expected);
    expect(datesOf(b.id)).toEqual(expected);
    expect(shifts.every((s) => localTime(s.startDateTime) === '09:00')).toBe(true);
    expect(shifts.every((s) => localTime(s.endDateTime) === '13:00')).toBe(true);
    expect(
      shifts.every((s) => s.calendarDateId === calendarDateId(localDate(s.startDateTime))),
    ).toBe(true);
  });

  it('includes the repeat end date, and the start date whatever its weekday', async () => {
    const user = await k.newUser();
    const monday = freshMonday();
    const sunday = addDays(monday, 6);
    const shifts = await k.create({
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 12:00`,
      usersId: [user.id],
      repeatEndDate: sunday,
      daysOfWeek: [0, 6],
    });
    expect(shifts.map((s) => localDate(s.startDateTime)).sort()).toEqual([
      monday,
      addDays(monday, 5),
      sunday,
    ]);
  });

  it('from a Sunday with the default Monday to Friday: the Sunday, then the weekdays, counted in the message', async () => {
    const [ana, ben] = [
      await k.newUser('usuario', 'Ana Domingo'),
      await k.newUser('usuario', 'Ben Domingo'),
    ];
    const sunday = addDays(freshMonday(), -1);
    const thursday = addDays(sunday, 4);
    const response = await k.call('office', 'POST', '/api/shifts', {
      startDateTime: `${sunday} 09:00`,
      endDateTime: `${sunday} 14:00`,
      usersId: [ana.id],
      repeatEndDate: thursday,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; data: Shift[] }>();
    expect(body.data.map((s) => localDate(s.startDateTime))).toEqual(
      [0, 1, 2, 3, 4].map((offset) => addDays(sunday, offset)),
    );
    expect(body.message).toBe(
      `Se crearon 5 turnos, del ${spanishDate(sunday)} al ${spanishDate(thursday)}`,
    );
    // Two people on one day: how many, on which day.
    const pair = await k.call('office', 'POST', '/api/shifts', {
      startDateTime: `${sunday} 16:00`,
      endDateTime: `${sunday} 20:00`,
      usersId: [ana.id, ben.id],
    });
    expect(pair.json<{ message: string }>().message).toBe(
      `Se crearon 2 turnos, el ${spanishDate(sunday)}`,
    );
  });

  it('defaults to Monday to Friday and ignores the weekdays without a repeat end', async () => {
    const user = await k.newUser();
    const monday = freshMonday();
    const week = await k.create({
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 12:00`,
      usersId: [user.id],
      repeatEndDate: addDays(monday, 6),
    });
    expect(week.map((s) => weekday(localDate(s.startDateTime))).sort()).toEqual([1, 2, 3, 4, 5]);
    const saturday = addDays(monday, 5);
    const single = await k.create({
      startDateTime: `${saturday} 08:00`,
      endDateTime: `${saturday} 12:00`,
      usersId: [user.id],
      daysOfWeek: [1],
    });
    expect(single.map((s) => localDate(s.startDateTime))).toEqual([saturday]);
  });

  it('refuses a repeat end before the start or over a year; with no matching day, writes the start date alone', async () => {
    const monday = freshMonday();
    const base = {
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 12:00`,
      usersId: [k.sessions.usuario.id],
    };
    const cases = [
      [{ repeatEndDate: addDays(monday, -1) }, SHIFT_TEXTS.repeatBeforeStart],
      [{ repeatEndDate: addDays(monday, 367) }, SHIFT_TEXTS.repeatTooLong],
    ] as const;
    for (const [extra, message] of cases) {
      const response = await k.call('admin', 'POST', '/api/shifts', { ...base, ...extra });
      expectErrorBody(response, { status: 400, message });
    }
    // A year exactly is allowed (one shift a week here).
    const user = await k.newUser();
    const year = await k.create({
      ...base,
      usersId: [user.id],
      repeatEndDate: addDays(monday, 366),
      daysOfWeek: [1],
    });
    expect(year.length).toBe(53);
    for (const daysOfWeek of [[6], []]) {
      const alone = await k.create({
        ...base,
        usersId: [(await k.newUser()).id],
        repeatEndDate: addDays(monday, 3),
        daysOfWeek,
      });
      expect(alone.map((s) => localDate(s.startDateTime))).toEqual([monday]);
    }
  });
});

describe('refusals of a create', () => {
  it('refuses unknown and deactivated users, changing nothing', async () => {
    const monday = freshMonday();
    const gone = await k.newUser();
    const removal = await k.call('admin', 'DELETE', `/api/users/${gone.id}`);
    expect(removal.statusCode).toBe(200);
    const ok = await k.newUser();
    for (const usersId of [
      [ok.id, 999_999],
      [ok.id, gone.id],
    ]) {
      const response = await k.call('admin', 'POST', '/api/shifts', {
        startDateTime: `${monday} 08:00`,
        endDateTime: `${monday} 12:00`,
        usersId,
      });
      expectErrorBody(response, { status: 400, message: SHIFT_TEXTS.unknownUsers });
    }
    const week = await k.calendar<'week'>('admin', { startofweek: monday, usersIds: [ok.id] });
    expect(week.shifts[0]!.days.flatMap((d) => d.Shifts)).toEqual([]);
  });

  it('writes a user listed twice once', async () => {
    const user = await k.newUser();
    const monday = freshMonday();
    const shifts = await k.create({
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 12:00`,
      usersId: [user.id, user.id],
    });
    expect(shifts).toHaveLength(1);
  });

  it('refuses an overlap with an existing shift: 409 naming whose shift and when, all or nothing', async () => {
    const [a, b] = [
      await k.newUser('usuario', 'Alba Solape'),
      await k.newUser('usuario', 'Bruno Solape'),
    ];
    const monday = freshMonday();
    const wednesday = addDays(monday, 2);
    await k.createOne(b.id, wednesday, '16:00', '20:00');
    const response = await k.call('office', 'POST', '/api/shifts', {
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 16:30`,
      usersId: [a.id, b.id],
      repeatEndDate: addDays(monday, 4),
    });
    expectErrorBody(response, {
      status: 409,
      code: 'CONFLICT',
      message: `El usuario ya tiene un turno en ese horario: Bruno Solape, el ${spanishDate(wednesday)} (16:00–20:00)`,
    });
    const week = await k.calendar<'week'>('admin', { startofweek: monday, usersIds: [a.id, b.id] });
    const all = week.shifts.flatMap((row) => row.days.flatMap((d) => d.Shifts));
    expect(all).toHaveLength(1); // only b's earlier shift

    // Touching is not overlapping; an overnight shift into the next one is.
    await k.createOne(b.id, wednesday, '20:00', '23:00');
    const night = await k.call('admin', 'POST', '/api/shifts', {
      startDateTime: `${addDays(monday, 1)} 22:00`,
      endDateTime: `${addDays(monday, 1)} 16:30`,
      usersId: [b.id],
    });
    expectErrorBody(night, {
      status: 409,
      message: `${SHIFT_TEXTS.overlap}: Bruno Solape, el ${spanishDate(wednesday)} (16:00–20:00)`,
    });
    // One shift alone, over an existing one: the same words.
    const single = await k.call('admin', 'POST', '/api/shifts', {
      startDateTime: `${wednesday} 21:00`,
      endDateTime: `${wednesday} 22:00`,
      usersId: [b.id],
    });
    expectErrorBody(single, {
      status: 409,
      message: `${SHIFT_TEXTS.overlap}: Bruno Solape, el ${spanishDate(wednesday)} (20:00–23:00)`,
    });
  });

  it('is for admin and office only', async () => {
    const monday = freshMonday();
    const payload = {
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 12:00`,
      usersId: [k.sessions.usuario.id],
    };
    expectErrorBody(await k.call('anonymous', 'POST', '/api/shifts', payload), { status: 401 });
    expectErrorBody(await k.call('usuario', 'POST', '/api/shifts', payload), {
      status: 403,
      code: 'FORBIDDEN',
    });
    const week = await k.calendar<'week'>('admin', {
      startofweek: monday,
      usersIds: [k.sessions.usuario.id],
    });
    expect(week.shifts[0]!.days.flatMap((d) => d.Shifts)).toEqual([]);
    const admin = await k.call('admin', 'POST', '/api/shifts', payload);
    expect(admin.statusCode).toBe(201);
  });

  it('refuses dates out of the years 2000 to 2100, and more than 20 000 shifts at once', async () => {
    for (const [start, end] of [
      ['9999-12-31 22:00', '9999-12-31 06:00'],
      ['1999-12-31 08:00', '1999-12-31 12:00'],
      ['2101-01-01 08:00', '2101-01-01 12:00'],
    ]) {
      const response = await k.call('admin', 'POST', '/api/shifts', {
        startDateTime: start,
        endDateTime: end,
        usersId: [k.sessions.usuario.id],
      });
      expectErrorBody(response, { status: 400, message: SHIFT_TEXTS.yearRange });
    }
    const monday = freshMonday();
    const many = await k.call('admin', 'POST', '/api/shifts', {
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 09:00`,
      usersId: Array.from({ length: 60 }, (_, i) => i + 1),
      repeatEndDate: addDays(monday, 365),
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    });
    expectErrorBody(many, { status: 400, message: SHIFT_TEXTS.tooMany });
    const late = await k.call('admin', 'POST', '/api/shifts/get-shifts', { day: '9999-12-31' });
    expectErrorBody(late, { status: 400, message: SHIFT_TEXTS.yearRange });
  });

  it('refuses required fields missing with the Spanish texts', async () => {
    const monday = freshMonday();
    const response = await k.call('admin', 'POST', '/api/shifts', {
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 12:00`,
      usersId: [],
    });
    expectErrorBody(response, { status: 400, message: SHIFT_TEXTS.requiredFields });
    const noStart = await k.call('admin', 'POST', '/api/shifts', {
      endDateTime: `${monday} 12:00`,
      usersId: [k.sessions.usuario.id],
    });
    expectErrorBody(noStart, { status: 400, message: 'Fecha y hora requeridas' });
    const minutes = await k.call('admin', 'POST', '/api/shifts', {
      startDateTime: `${monday} 08:00`,
      endDateTime: `${monday} 12:00`,
      breakMinutes: 121,
      usersId: [k.sessions.usuario.id],
    });
    expectErrorBody(minutes, { status: 400, message: 'Los minutos deben estar entre 0 y 120' });
  });
});
