import {
  addDays,
  calendarDateId,
  daysInMonth,
  monthFirstDay,
  spanishDate,
} from '@app/contract/dates';
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

const copyUrl = (from: string, to: string) => `/api/shifts/copy-week/${from}/${to}`;
/** The n-th of the next 8 weeks (1 = next week). */
const ahead = (n: number) => addDays(k.nextMonday, 7 * (n - 1));

async function weekShifts(monday: string, userIds: number[]) {
  const week = await k.calendar<'week'>('admin', { startofweek: monday, usersIds: userIds });
  return week.shifts.flatMap((row) => row.days.flatMap((day) => day.Shifts));
}

describe('POST /api/shifts/copy-week/:fromweek/:toweek', () => {
  it('copies the week at the same weekdays and times as drafts, skipping overlaps and deactivated users', async () => {
    const [ana, ben, cris, dani] = [
      await k.newUser('usuario', 'Ana Copia'),
      await k.newUser('usuario', 'Ben Copia'),
      await k.newUser('usuario', 'Cris Copia'),
      await k.newUser('office', 'Dani Copia'),
    ];
    const source = addDays(k.thisMonday, -7);
    const target = ahead(2);
    const [anaMonday] = await k.create({
      startDateTime: `${source} 08:00`,
      endDateTime: `${source} 16:00`,
      breakMinutes: 15,
      notes: 'Apertura',
      color: '#22C55E',
      usersId: [ana.id],
    });
    const wednesday = addDays(source, 2);
    await k.create({
      startDateTime: `${wednesday} 22:00`,
      endDateTime: `${wednesday} 06:00`,
      usersId: [ana.id],
    });
    await k.createOne(ben.id, addDays(source, 1), '09:00', '13:00');
    await k.createOne(cris.id, source);
    await k.createOne(dani.id, source, '08:00', '16:00');
    await k.publish({ startofweek: source });
    expect((await k.call('admin', 'DELETE', `/api/users/${cris.id}`)).statusCode).toBe(200);
    const blocker = await k.createOne(dani.id, target, '15:00', '18:00');
    const before = await weekShifts(source, [ana.id, ben.id, dani.id]);

    const response = await k.call('office', 'POST', copyUrl(source, target), { usersIds: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Turnos copiados exitosamente',
      copied: 3,
      skipped: 2,
      skippedAbsences: 0,
      // Cris is deactivated; Dani's copy ran into the shift already there, named.
      overlaps: [`Dani Copia, el ${spanishDate(target)} (15:00–18:00)`],
    });
    const copies = await weekShifts(target, [ana.id, ben.id, dani.id]);
    const fresh = copies.filter((shift) => shift.id !== blocker.id);
    expect(fresh).toHaveLength(3);
    expect(new Set(fresh.map((shift) => shift.groupId)).size).toBe(1);
    expect(before.map((shift) => shift.groupId)).not.toContain(fresh[0]!.groupId);
    expect(fresh.every((shift) => !shift.published)).toBe(true);
    const anaCopy = fresh.find((shift) => localDate(shift.startDateTime) === target)!;
    expect(anaCopy).toMatchObject({
      userId: ana.id,
      breakMinutes: 15,
      notes: 'Apertura',
      color: '#22C55E',
      hours: anaMonday!.hours,
      calendarDateId: calendarDateId(target),
    });
    expect(localTime(anaCopy.startDateTime)).toBe('08:00');
    const night = fresh.find((shift) => localDate(shift.startDateTime) === addDays(target, 2))!;
    expect(localTime(night.startDateTime)).toBe('22:00');
    expect(localDate(night.endDateTime)).toBe(addDays(target, 3));
    expect(localTime(night.endDateTime)).toBe('06:00');
    const benCopy = fresh.find((shift) => shift.userId === ben.id)!;
    expect(localDate(benCopy.startDateTime)).toBe(addDays(target, 1));
    // The source week did not change.
    expect(await weekShifts(source, [ana.id, ben.id, dani.id])).toEqual(before);

    // Copying again: everything would overlap its own copy.
    const again = await k.call('admin', 'POST', copyUrl(source, target));
    expect(again.json()).toMatchObject({ copied: 0, skipped: 5 });
    expect(again.json<{ overlaps: string[] }>().overlaps).toHaveLength(4);
  });

  it('copies only the users asked for', async () => {
    const [eva, fran] = [await k.newUser(), await k.newUser()];
    const source = addDays(k.thisMonday, -14);
    const target = ahead(3);
    await k.createOne(eva.id, addDays(source, 4));
    await k.createOne(fran.id, addDays(source, 4));
    const response = await k.call('admin', 'POST', copyUrl(source, target), {
      usersIds: [eva.id],
    });
    expect(response.json()).toMatchObject({ copied: 1, skipped: 0 });
    const copies = await weekShifts(target, [eva.id, fran.id]);
    expect(copies.map((shift) => shift.userId)).toEqual([eva.id]);
    expect(localDate(copies[0]!.startDateTime)).toBe(addDays(target, 4));
  });

  it('checks both weeks: Mondays, different, the destination among the next 8 weeks', async () => {
    const cases: [string, string, string][] = [
      [addDays(k.thisMonday, 1), ahead(1), SHIFT_TEXTS.notMonday],
      [k.thisMonday, addDays(ahead(1), 2), SHIFT_TEXTS.notMonday],
      [ahead(1), ahead(1), SHIFT_TEXTS.copyWeeksEqual],
      [ahead(1), k.thisMonday, SHIFT_TEXTS.copyWeekNotAllowed],
      [k.thisMonday, addDays(k.thisMonday, -7), SHIFT_TEXTS.copyWeekNotAllowed],
      [k.thisMonday, ahead(9), SHIFT_TEXTS.copyWeekNotAllowed],
    ];
    for (const [from, to, message] of cases) {
      expectErrorBody(await k.call('admin', 'POST', copyUrl(from, to)), { status: 400, message });
    }
    for (const [from, to] of [
      ['2026-02-30', ahead(1)],
      ['lunes', ahead(1)],
      [k.thisMonday, '2026-1-1'],
    ]) {
      expectErrorBody(await k.call('admin', 'POST', copyUrl(from!, to!)), {
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
    expectErrorBody(
      await k.call('admin', 'POST', copyUrl(k.thisMonday, ahead(1)), { usersIds: ['x'] }),
      { status: 400 },
    );
    // The last allowed week is the 8th.
    const last = await k.call('admin', 'POST', copyUrl(addDays(k.thisMonday, -70), ahead(8)));
    expect(last.json()).toMatchObject({ success: true, copied: 0, skipped: 0 });
  });

  it('is for admin and office only', async () => {
    const url = copyUrl(k.thisMonday, ahead(1));
    expectErrorBody(await k.call('usuario', 'POST', url), { status: 403 });
    expectErrorBody(await k.call('anonymous', 'POST', url), { status: 401 });
  });
});

describe('POST /api/shifts/publish-unpublish', () => {
  it('publishes and unpublishes a day', async () => {
    const worker = await k.newUser();
    const day = addDays(ahead(10), 2);
    const shift = await k.createOne(worker.id, day, '20:00', '04:00');
    const nextDay = await k.createOne(worker.id, addDays(day, 1), '09:00', '12:00');
    expect(await k.publish({ day })).toEqual({
      success: true,
      message: 'Turnos publicados exitosamente',
      count: 1,
    });
    expect((await k.get(shift.id, worker)).statusCode).toBe(200);
    expect((await k.get(nextDay.id, worker)).statusCode).toBe(404);
    expect(await k.publish({ day })).toMatchObject({ count: 0 });
    expect(await k.publish({ day }, 'unpublish')).toEqual({
      success: true,
      message: 'Turnos despublicados exitosamente',
      count: 1,
    });
    expect((await k.get(shift.id, worker)).statusCode).toBe(404);
  });

  it('publishes and unpublishes an ISO week, Monday to Sunday', async () => {
    const [a, b] = [await k.newUser(), await k.newUser()];
    const monday = ahead(12);
    await k.create({
      startDateTime: `${addDays(monday, -1)} 08:00`,
      endDateTime: `${addDays(monday, -1)} 12:00`,
      usersId: [a.id],
      repeatEndDate: addDays(monday, 7),
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    });
    await k.createOne(b.id, addDays(monday, 3));
    expect(await k.publish({ startofweek: monday })).toMatchObject({ count: 8 });
    const seen = await k.calendar<'week'>(a, { startofweek: monday });
    expect(seen.shifts[0]!.days.map((day) => day.Shifts.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const around = await k.calendar<'month'>('admin', {
      month: Number(monday.slice(5, 7)),
      year: Number(monday.slice(0, 4)),
      usersIds: [a.id],
    });
    const outside = around.shifts
      .flatMap((group) => group.shifts)
      .filter((shift) => shift.calendarDateId < calendarDateId(monday));
    expect(outside.every((shift) => !shift.published)).toBe(true);
    expect(await k.publish({ startofweek: monday }, 'unpublish')).toMatchObject({ count: 8 });
    const hidden = await k.calendar<'week'>(a, { startofweek: monday });
    expect(hidden.shifts[0]!.days.flatMap((day) => day.Shifts)).toEqual([]);
  });

  it('publishes a month, from its first to its last day', async () => {
    const worker = await k.newUser();
    const some = addDays(k.today, 150);
    const [year, month] = some.split('-').map(Number) as [number, number];
    const first = monthFirstDay(year, month);
    const last = addDays(first, daysInMonth(year, month) - 1);
    const inside: Shift[] = [
      await k.createOne(worker.id, first, '00:00', '08:00'),
      await k.createOne(worker.id, addDays(first, 10)),
      await k.createOne(worker.id, last, '23:30', '07:30'),
    ];
    const after = await k.createOne(worker.id, addDays(last, 1), '08:00', '12:00');
    const before = await k.createOne(worker.id, addDays(first, -1), '08:00', '12:00');
    expect(await k.publish({ month, year })).toMatchObject({ count: 3 });
    for (const shift of inside) expect((await k.get(shift.id, worker)).statusCode).toBe(200);
    for (const shift of [after, before])
      expect((await k.get(shift.id, worker)).statusCode).toBe(404);
    const view = await k.calendar<'month'>(worker, { month, year });
    expect(view.shifts.map((group) => group.date)).toEqual([first, addDays(first, 10), last]);
  });

  it('refuses a bad period or action, and callers who may not publish', async () => {
    const url = '/api/shifts/publish-unpublish';
    const monday = ahead(11);
    for (const [payload, message] of [
      [{ publishOrUnpublish: 'publish', startofweek: addDays(monday, 1) }, SHIFT_TEXTS.notMonday],
      [{ publishOrUnpublish: 'publish' }, SHIFT_TEXTS.periodRequired],
      [{ publishOrUnpublish: 'publish', month: 13, year: 2027 }, 'Mes inválido'],
      [{ publishOrUnpublish: 'publicar', day: monday }, 'Debe ser publish o unpublish'],
      [{ day: monday }, 'Debe ser publish o unpublish'],
    ] as const) {
      expectErrorBody(await k.call('admin', 'POST', url, payload), { status: 400, message });
    }
    const payload = { publishOrUnpublish: 'publish', startofweek: monday };
    expectErrorBody(await k.call('usuario', 'POST', url, payload), { status: 403 });
    expectErrorBody(await k.call('anonymous', 'POST', url, payload), { status: 401 });
    expect((await k.call('office', 'POST', url, payload)).statusCode).toBe(200);
  });
});
