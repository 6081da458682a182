import { ABSENCE_TEXTS } from '@app/contract/absences';
import { addDays, calendarDateId, monthFirstDay, spanishDate } from '@app/contract/dates';
import type { Shift } from '@app/contract/shifts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { shiftsTestKit, type ShiftsKit } from '../../../test/kits/shifts-test-kit';
import { absences, holidays, shifts } from '../../db/schema/index';
import { lockUsersAbsences } from '../absences/absences.queries';

/**
 * The roster knows about absences and holidays (DECISIONS §11): the calendars carry them, and a
 * shift onto an approved absence of its user is refused, or skipped and counted.
 */
let k: ShiftsKit;
beforeAll(async () => {
  k = await shiftsTestKit();
});
afterAll(() => k.close());

type Status = 'pending' | 'approved' | 'rejected' | 'cancelled';
type Type = 'vacation' | 'sick' | 'personal' | 'other';

/** An absence as the absences feature stores it (its own tests cover how it gets there). */
async function absence(userId: number, from: string, to: string, status: Status, type: Type) {
  const [row] = await k.t.db
    .insert(absences)
    .values({
      userId,
      type,
      fromDay: calendarDateId(from),
      toDay: calendarDateId(to),
      status,
      requestedBy: userId,
      requestedAt: new Date(),
    })
    .returning({ id: absences.id });
  return row!.id;
}

async function holiday(date: string, name: string) {
  await k.t.db
    .insert(holidays)
    .values({ day: calendarDateId(date), name })
    .onConflictDoUpdate({ target: holidays.day, set: { name } });
}

/** The first of the next weeks (Monday) whose Sunday falls in the next month. */
function weekAcrossMonths() {
  for (let monday = k.nextMonday; ; monday = addDays(monday, 7)) {
    if (monday.slice(0, 7) !== addDays(monday, 6).slice(0, 7)) return monday;
  }
}

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));

describe('POST /api/shifts/get-shifts with absences and holidays', () => {
  it('carries each row its absences of the week, one per day, and the week its holidays, across a month boundary', async () => {
    const monday = weekAcrossMonths();
    const sunday = addDays(monday, 6);
    const firstOfMonth = monthFirstDay(Number(sunday.slice(0, 4)), Number(sunday.slice(5, 7)));
    const [ana, ben, cris] = [
      await k.newUser('usuario', 'Ana Ausente'),
      await k.newUser('usuario', 'Ben Baja'),
      await k.newUser('usuario', 'Cris Presente'),
    ];
    // Ana: an approved vacation from the Saturday before to the Wednesday.
    await absence(ana.id, addDays(monday, -2), addDays(monday, 2), 'approved', 'vacation');
    // Ben: a pending sick leave from Friday into the next week.
    await absence(ben.id, addDays(monday, 4), addDays(monday, 9), 'pending', 'sick');
    // Cris: nothing that counts.
    await absence(cris.id, monday, sunday, 'rejected', 'personal');
    await absence(cris.id, addDays(monday, 1), addDays(monday, 1), 'cancelled', 'other');
    await holiday(firstOfMonth, 'Fiesta de prueba');
    await holiday(addDays(monday, 7), 'Fiesta de la semana siguiente');
    await k.createOne(ana.id, addDays(monday, 3));

    const week = await k.calendar<'week'>('admin', {
      startofweek: monday,
      usersIds: [ana.id, ben.id, cris.id],
    });
    const rows = new Map(week.shifts.map((row) => [row.id, row]));
    expect(rows.get(ana.id)!.absences).toEqual(
      days(monday, 3).map((date) => ({ date, type: 'vacation', status: 'approved' })),
    );
    expect(rows.get(ben.id)!.absences).toEqual(
      days(addDays(monday, 4), 3).map((date) => ({ date, type: 'sick', status: 'pending' })),
    );
    expect(rows.get(cris.id)!.absences).toEqual([]);
    expect(week.holidays).toEqual([{ date: firstOfMonth, name: 'Fiesta de prueba' }]);
    // The shifts are still there, as before.
    expect(rows.get(ana.id)!.days[3]!.Shifts).toHaveLength(1);

    const day = await k.calendar<'day'>('admin', { day: firstOfMonth, usersIds: [ana.id, ben.id] });
    const dayRows = new Map(day.shifts.map((row) => [row.id, row]));
    expect(day.holidays).toEqual([{ date: firstOfMonth, name: 'Fiesta de prueba' }]);
    const benThatDay = firstOfMonth >= addDays(monday, 4);
    expect(dayRows.get(ben.id)!.absences).toEqual(
      benThatDay ? [{ date: firstOfMonth, type: 'sick', status: 'pending' }] : [],
    );
    expect(dayRows.get(ana.id)!.absences).toEqual(
      firstOfMonth <= addDays(monday, 2)
        ? [{ date: firstOfMonth, type: 'vacation', status: 'approved' }]
        : [],
    );
  });

  it('gives the month its absences at the top level, each with its user, and widens them with the grid', async () => {
    const monday = weekAcrossMonths();
    const sunday = addDays(monday, 6);
    const [year, month] = [Number(sunday.slice(0, 4)), Number(sunday.slice(5, 7))];
    const first = monthFirstDay(year, month);
    const [eva, fede, gil] = [
      await k.newUser('usuario', 'Eva Mes'),
      await k.newUser('usuario', 'Fede Mes'),
      await k.newUser('usuario', 'Gil Fuera'),
    ];
    // Eva: the whole week across the boundary; Fede: the first of the month, pending.
    await absence(eva.id, monday, sunday, 'approved', 'vacation');
    await absence(fede.id, first, first, 'pending', 'personal');
    await absence(gil.id, first, first, 'approved', 'sick');

    const asked = { month, year, usersIds: [eva.id, fede.id] };
    const view = await k.calendar<'month'>('admin', asked);
    const inMonth = days(monday, 7).filter((date) => date >= first);
    const expected = [
      ...inMonth.map((date) => ({
        date,
        type: 'vacation',
        status: 'approved',
        userId: eva.id,
        userName: 'Eva Mes',
      })),
      { date: first, type: 'personal', status: 'pending', userId: fede.id, userName: 'Fede Mes' },
    ].sort((a, b) => a.date.localeCompare(b.date) || a.userName.localeCompare(b.userName));
    expect(view.absences).toEqual(expected);
    expect(view.absences.some((one) => one.userId === gil.id)).toBe(false);
    expect(view.holidays.every((one) => one.date.startsWith(first.slice(0, 7)))).toBe(true);

    const grid = await k.calendar<'month'>('admin', { ...asked, wholeWeeks: true });
    const evaDays = grid.absences.filter((one) => one.userId === eva.id).map((one) => one.date);
    expect(evaDays).toEqual(days(monday, 7));
  });

  it('shows an absence approved and a holiday added after the calendar was read', async () => {
    // Far from the weeks of the other tests' holidays.
    const monday = addDays(k.nextMonday, 70);
    const vera = await k.newUser('usuario', 'Vera Después');
    const asked = { startofweek: monday, usersIds: [vera.id] };
    const before = await k.calendar<'week'>('admin', asked);
    expect(before.shifts[0]!.absences).toEqual([]);
    const id = await absence(vera.id, monday, monday, 'pending', 'vacation');
    const pending = await k.calendar<'week'>('admin', asked);
    expect(pending.shifts[0]!.absences).toEqual([
      { date: monday, type: 'vacation', status: 'pending' },
    ]);
    await k.t.db.update(absences).set({ status: 'approved' }).where(eq(absences.id, id));
    await holiday(addDays(monday, 4), 'Fiesta tardía');
    const after = await k.calendar<'week'>('admin', asked);
    expect(after.shifts[0]!.absences).toEqual([
      { date: monday, type: 'vacation', status: 'approved' },
    ]);
    expect(after.holidays).toEqual([{ date: addDays(monday, 4), name: 'Fiesta tardía' }]);
  });

  it('shows a usuario only their own absences', async () => {
    const monday = addDays(k.nextMonday, 14);
    const worker = await k.newUser('usuario', 'Hugo Propio');
    const other = await k.newUser('usuario', 'Iris Ajena');
    await absence(worker.id, monday, monday, 'pending', 'vacation');
    await absence(other.id, monday, monday, 'approved', 'vacation');
    await k.createOne(worker.id, addDays(monday, 1));
    await k.publish({ startofweek: monday });

    const week = await k.calendar<'week'>(worker, { startofweek: monday });
    expect(week.shifts.map((row) => row.id)).toEqual([worker.id]);
    expect(week.shifts[0]!.absences).toEqual([
      { date: monday, type: 'vacation', status: 'pending' },
    ]);
    const month = await k.calendar<'month'>(worker, {
      month: Number(monday.slice(5, 7)),
      year: Number(monday.slice(0, 4)),
    });
    expect(month.absences.map((one) => one.userId)).toEqual([worker.id]);
  });
});

describe('shifts onto an approved absence', () => {
  it('refuses one shift on an approved absence day, and allows it on a pending one', async () => {
    const day = addDays(k.nextMonday, 1);
    const [away, asking] = [
      await k.newUser('usuario', 'Juan Fuera'),
      await k.newUser('usuario', 'Luz Pide'),
    ];
    await absence(away.id, day, day, 'approved', 'sick');
    await absence(asking.id, day, day, 'pending', 'vacation');
    const refused = await k.call('office', 'POST', '/api/shifts', {
      startDateTime: `${day} 09:00`,
      endDateTime: `${day} 17:00`,
      usersId: [away.id],
    });
    expectErrorBody(refused, { status: 409, message: ABSENCE_TEXTS.shiftOnAbsence });
    const stored = await k.t.db.select().from(shifts).where(eq(shifts.userId, away.id));
    expect(stored).toEqual([]);

    const allowed = await k.createOne(asking.id, day, '09:00', '17:00');
    expect(allowed.userId).toBe(asking.id);
  });

  it('skips the away days of a repeat or of several users, counts them and says so', async () => {
    const monday = addDays(k.nextMonday, 7);
    const [mia, nico] = [
      await k.newUser('usuario', 'Mía Repite'),
      await k.newUser('usuario', 'Nico Repite'),
    ];
    await absence(mia.id, monday, addDays(monday, 2), 'approved', 'vacation');
    const response = await k.call('admin', 'POST', '/api/shifts', {
      startDateTime: `${monday} 09:00`,
      endDateTime: `${monday} 17:00`,
      usersId: [mia.id, nico.id],
      repeatEndDate: addDays(monday, 4),
      daysOfWeek: [1, 2, 3, 4, 5],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ data: Shift[]; message: string; skippedAbsences: number }>();
    expect(body.skippedAbsences).toBe(3);
    expect(body.data).toHaveLength(7);
    expect(body.message).toBe(
      `Se crearon 7 turnos, del ${spanishDate(monday)} al ${spanishDate(addDays(monday, 4))}; 3 días omitidos por ausencias`,
    );
    const miaDays = body.data.filter((s) => s.userId === mia.id).map((s) => s.calendarDateId);
    expect(miaDays).toEqual([
      calendarDateId(addDays(monday, 3)),
      calendarDateId(addDays(monday, 4)),
    ]);

    // Without absences in the way, the answer says none was skipped.
    const plain = await k.call('admin', 'POST', '/api/shifts', {
      startDateTime: `${addDays(monday, 5)} 09:00`,
      endDateTime: `${addDays(monday, 5)} 12:00`,
      usersId: [mia.id, nico.id],
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({
      skippedAbsences: 0,
      message: 'Se crearon 2 turnos, el ' + spanishDate(addDays(monday, 5)),
    });
  });

  it('answers 409 when a repeat would create nothing', async () => {
    const monday = addDays(k.nextMonday, 21);
    const olga = await k.newUser('usuario', 'Olga Toda');
    await absence(olga.id, monday, addDays(monday, 6), 'approved', 'vacation');
    const response = await k.call('admin', 'POST', '/api/shifts', {
      startDateTime: `${monday} 09:00`,
      endDateTime: `${monday} 17:00`,
      usersId: [olga.id],
      repeatEndDate: addDays(monday, 4),
    });
    expectErrorBody(response, { status: 409, message: ABSENCE_TEXTS.shiftOnAbsence });
  });

  it('refuses moving a shift onto an approved absence day, and lets it stay on its own day', async () => {
    const monday = addDays(k.nextMonday, 7);
    const pablo = await k.newUser('usuario', 'Pablo Mueve');
    const shift = await k.createOne(pablo.id, monday, '09:00', '17:00');
    await absence(pablo.id, addDays(monday, 1), addDays(monday, 1), 'approved', 'personal');
    const moved = await k.call('admin', 'PATCH', `/api/shifts/${shift.id}/this`, {
      startDateTime: `${addDays(monday, 1)} 09:00`,
      endDateTime: `${addDays(monday, 1)} 17:00`,
    });
    expectErrorBody(moved, { status: 409, message: ABSENCE_TEXTS.shiftOnAbsence });
    expect((await k.get(shift.id)).json<{ data: Shift }>().data.calendarDateId).toBe(
      calendarDateId(monday),
    );
    const edited = await k.call('admin', 'PATCH', `/api/shifts/${shift.id}/this`, {
      startDateTime: `${monday} 10:00`,
      endDateTime: `${monday} 18:00`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('copy week skips the copies that fall on an approved absence and counts them', async () => {
    const source = addDays(k.nextMonday, 7);
    const target = addDays(k.nextMonday, 14);
    const [rosa, saul] = [
      await k.newUser('usuario', 'Rosa Copia'),
      await k.newUser('usuario', 'Saúl Copia'),
    ];
    await k.createOne(rosa.id, source);
    await k.createOne(rosa.id, addDays(source, 3));
    await k.createOne(saul.id, source);
    await absence(rosa.id, target, target, 'approved', 'vacation');
    await absence(saul.id, target, target, 'pending', 'vacation');
    const response = await k.call('office', 'POST', `/api/shifts/copy-week/${source}/${target}`, {
      usersIds: [rosa.id, saul.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Turnos copiados exitosamente; 1 día omitido por ausencias',
      copied: 2,
      skipped: 1,
      skippedAbsences: 1,
      overlaps: [],
    });
    const week = await k.calendar<'week'>('admin', {
      startofweek: target,
      usersIds: [rosa.id, saul.id],
    });
    const placed = week.shifts.flatMap((row) =>
      row.days.flatMap((day) => day.Shifts.map((s) => `${s.userId}:${day.calendarDate.date}`)),
    );
    expect(placed.sort()).toEqual(
      [`${rosa.id}:${addDays(target, 3)}`, `${saul.id}:${target}`].sort(),
    );
  });

  it('a create that waits on an approval in progress sees it approved: no shift slips onto it', async () => {
    const day = addDays(k.nextMonday, 2);
    const tomas = await k.newUser('usuario', 'Tomás Carrera');
    const id = await absence(tomas.id, day, day, 'pending', 'vacation');
    let create: ReturnType<ShiftsKit['call']> | undefined;
    // The approval as the absences feature makes it: under the user's absences lock.
    await k.t.db.transaction(async (tx) => {
      await lockUsersAbsences(tx, [tomas.id]);
      await tx.update(absences).set({ status: 'approved' }).where(eq(absences.id, id));
      create = k.call('admin', 'POST', '/api/shifts', {
        startDateTime: `${day} 09:00`,
        endDateTime: `${day} 17:00`,
        usersId: [tomas.id],
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const response = await create!;
    expectErrorBody(response, { status: 409, message: ABSENCE_TEXTS.shiftOnAbsence });
    const stored = await k.t.db.select().from(shifts).where(eq(shifts.userId, tomas.id));
    expect(stored).toEqual([]);
  });
});
