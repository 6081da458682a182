/**
 * Daylight-saving changes: shifts keep their wall-clock times in the company zone on both sides of
 * a change, and planned hours are real elapsed hours. Europe/Madrid changes at 02:00/03:00;
 * America/Santiago at midnight (a day that starts at 01:00, and a 25-hour Saturday).
 */
import { addDays, calendarDateId, startOfIsoWeek } from '@app/contract/dates';
import type { Shift } from '@app/contract/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyClock } from '../../lib/time';
import {
  localDate,
  localTime,
  shiftsTestKit,
  type ShiftsKit,
} from '../../../test/kits/shifts-test-kit';

const HOUR = 3_600_000;
const dayLength = (clock: CompanyClock, date: string) =>
  (clock.startOfDay(addDays(date, 1)).getTime() - clock.startOfDay(date).getTime()) / HOUR;

/** The next company-local date after `from` that is not 24 hours long (of the given length). */
function nextChange(clock: CompanyClock, from: string, length?: 23 | 25) {
  for (let offset = 1; offset < 800; offset++) {
    const date = addDays(from, offset);
    const hours = dayLength(clock, date);
    if (hours !== 24 && (length === undefined || hours === length)) return date;
  }
  throw new Error(`no daylight-saving change in ${clock.zone}`);
}

const offsetOf = (iso: string) => iso.slice(19);
const ordered = (list: Shift[]) =>
  [...list].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));

describe('Europe/Madrid', () => {
  let k: ShiftsKit;
  let change: string;
  let monday: string;
  beforeAll(async () => {
    k = await shiftsTestKit({ timeZone: 'Europe/Madrid' });
    change = nextChange(k.clock, k.today);
    monday = startOfIsoWeek(change);
  });
  afterAll(() => k.close());

  it('keeps an 08:00–17:00 shift at 08:00–17:00 local all through the week of the change', async () => {
    const user = await k.newUser('usuario', 'Horario Verano');
    const week = ordered(
      await k.create({
        startDateTime: `${monday} 08:00`,
        endDateTime: `${monday} 17:00`,
        usersId: [user.id],
        repeatEndDate: addDays(monday, 6),
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      }),
    );
    expect(week).toHaveLength(7);
    week.forEach((shift, index) => {
      expect(localDate(shift.startDateTime)).toBe(addDays(monday, index));
      expect(localTime(shift.startDateTime)).toBe('08:00');
      expect(localTime(shift.endDateTime)).toBe('17:00');
      expect(shift.hours).toBe(9);
      expect(shift.calendarDateId).toBe(calendarDateId(addDays(monday, index)));
    });
    // The offset really changes inside the week (the change is on its Sunday).
    expect(offsetOf(week[0]!.startDateTime)).not.toBe(offsetOf(week[6]!.startDateTime));

    const view = await k.calendar<'week'>('admin', { startofweek: monday, usersIds: [user.id] });
    expect(view.shifts[0]!.totalHours).toEqual([{ sum: { hours: 63 } }]);
    expect(view.shifts[0]!.days.map((day) => day.Shifts.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const day = await k.calendar<'day'>('admin', { day: change, usersIds: [user.id] });
    expect(day.shifts[0]!.hours[8]!.Shifts.map((shift) => shift.id)).toEqual([week[6]!.id]);
  });

  it('counts the real hours of a night shift across the change', async () => {
    const user = await k.newUser();
    const saturday = addDays(change, -1);
    const [night] = await k.create({
      startDateTime: `${saturday} 22:00`,
      endDateTime: `${saturday} 06:00`,
      usersId: [user.id],
    });
    const real =
      (k.clock.instantOf(`${change} 06:00`).getTime() -
        k.clock.instantOf(`${saturday} 22:00`).getTime()) /
      HOUR;
    expect([7, 9]).toContain(real);
    expect(night!.hours).toBe(real);
    expect(localTime(night!.endDateTime)).toBe('06:00');
  });

  it("moves 'following' shifts to the new wall-clock times on both sides of the change", async () => {
    const user = await k.newUser();
    const from = addDays(change, -3);
    const created = ordered(
      await k.create({
        startDateTime: `${from} 08:00`,
        endDateTime: `${from} 17:00`,
        usersId: [user.id],
        repeatEndDate: addDays(change, 2),
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      }),
    );
    expect(created).toHaveLength(6);
    const response = await k.call('admin', 'PATCH', `/api/shifts/${created[0]!.id}/following`, {
      startDateTime: `${from} 09:00`,
      endDateTime: `${from} 18:00`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = ordered(response.json<{ data: Shift[] }>().data);
    expect(moved).toHaveLength(6);
    moved.forEach((shift, index) => {
      expect(localDate(shift.startDateTime)).toBe(addDays(from, index));
      expect(localTime(shift.startDateTime)).toBe('09:00');
      expect(localTime(shift.endDateTime)).toBe('18:00');
      expect(shift.hours).toBe(9);
    });
  });

  it('copies a week of the other season at the same wall-clock times', async () => {
    const user = await k.newUser();
    const target = k.nextMonday;
    const noon = (date: string) => offsetOf(k.clock.iso(k.clock.instantOf(`${date} 12:00`)));
    let source = addDays(target, -7);
    while (noon(source) === noon(target)) source = addDays(source, -7);
    await k.createOne(user.id, source, '08:00', '17:00');
    const response = await k.call('admin', 'POST', `/api/shifts/copy-week/${source}/${target}`, {
      usersIds: [user.id],
    });
    expect(response.json()).toMatchObject({ copied: 1, skipped: 0 });
    const view = await k.calendar<'week'>('admin', { startofweek: target, usersIds: [user.id] });
    const [copy] = view.shifts[0]!.days[0]!.Shifts;
    expect(localTime(copy!.startDateTime)).toBe('08:00');
    expect(localTime(copy!.endDateTime)).toBe('17:00');
    expect(copy!.hours).toBe(9);
  });
});

describe('America/Santiago', () => {
  let k: ShiftsKit;
  beforeAll(async () => {
    k = await shiftsTestKit({ timeZone: 'America/Santiago' });
  });
  afterAll(() => k.close());

  it('keeps 08:00–17:00 local through the weeks of both changes', async () => {
    const user = await k.newUser();
    for (const length of [23, 25] as const) {
      const change = nextChange(k.clock, k.today, length);
      const monday = startOfIsoWeek(change);
      const week = ordered(
        await k.create({
          startDateTime: `${monday} 08:00`,
          endDateTime: `${monday} 17:00`,
          usersId: [user.id],
          repeatEndDate: addDays(monday, 6),
          daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        }),
      );
      expect(week.map((shift) => localTime(shift.startDateTime))).toEqual(Array(7).fill('08:00'));
      expect(week.map((shift) => localTime(shift.endDateTime))).toEqual(Array(7).fill('17:00'));
      expect(week.every((shift) => shift.hours === 9)).toBe(true);
      expect(new Set(week.map((shift) => offsetOf(shift.startDateTime))).size).toBe(2);
    }
  });

  it('starts a midnight shift at 01:00 on the day that has no midnight, on that date', async () => {
    const user = await k.newUser();
    const short = nextChange(k.clock, k.today, 23);
    const [shift] = await k.create({
      startDateTime: `${short} 00:00`,
      endDateTime: `${short} 08:00`,
      usersId: [user.id],
    });
    expect(localDate(shift!.startDateTime)).toBe(short);
    expect(localTime(shift!.startDateTime)).toBe('01:00');
    expect(shift!.calendarDateId).toBe(calendarDateId(short));
    expect(shift!.hours).toBe(7);
    const day = await k.calendar<'day'>('admin', { day: short, usersIds: [user.id] });
    expect(day.shifts[0]!.hours[1]!.Shifts.map((s) => s.id)).toEqual([shift!.id]);
  });

  it('counts 25 real hours for a 24-hour shift over the long Saturday', async () => {
    const user = await k.newUser();
    const long = nextChange(k.clock, k.today, 25);
    const [shift] = await k.create({
      startDateTime: `${long} 06:00`,
      endDateTime: `${long} 06:00`,
      usersId: [user.id],
    });
    expect(localDate(shift!.endDateTime)).toBe(addDays(long, 1));
    expect(shift!.hours).toBe(25);
  });
});
