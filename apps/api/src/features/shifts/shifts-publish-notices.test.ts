import { addDays, spanishDate } from '@app/contract/dates';
import type { Notification } from '@app/contract/notifications';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftsTestKit, type ShiftsKit } from '../../../test/kits/shifts-test-kit';
import { notifications, shifts } from '../../db/schema/index';

/**
 * Publishing tells the staff (DECISIONS §11): each person with a shift in the published range, once
 * per publish, with what changed for them; unpublishing or deleting a published shift tells its
 * person too. Read as the person reads them: GET /notifications.
 */
let k: ShiftsKit;
beforeAll(async () => {
  k = await shiftsTestKit();
});
afterAll(() => k.close());

type Person = Awaited<ReturnType<ShiftsKit['newUser']>>;

async function noticesOf(person: Person) {
  const response = await k.call(person, 'GET', '/api/notifications?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Notification[] }>().data;
}

/** 'martes 03/11/2026': how the notices name a day. */
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const named = (date: string) =>
  `${WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]} ${spanishDate(date)}`;

describe('publishing tells the staff', () => {
  it('tells each person with a shift once, with their new shifts, and nobody else', async () => {
    const monday = addDays(k.nextMonday, 7);
    const [ana, ben, cris] = [
      await k.newUser('usuario', 'Ana Publica'),
      await k.newUser('usuario', 'Ben Publica'),
      await k.newUser('usuario', 'Cris Sin Turno'),
    ];
    await k.createOne(ana.id, monday, '09:00', '17:00');
    await k.createOne(ana.id, addDays(monday, 2), '10:00', '14:00');
    await k.createOne(ben.id, addDays(monday, 1), '22:00', '06:00');

    const result = await k.publish({ startofweek: monday });
    expect(result.count).toBeGreaterThanOrEqual(3);

    const [toAna] = await noticesOf(ana);
    expect(await noticesOf(ana)).toHaveLength(1);
    expect(toAna).toMatchObject({
      kind: 'shifts-published',
      title: 'Tus turnos publicados han cambiado',
      link: `/shifts?view=week&date=${monday}`,
      readAt: null,
    });
    expect(toAna!.body).toBe(
      [
        `Nuevo: ${named(monday)} 09:00–17:00`,
        `Nuevo: ${named(addDays(monday, 2))} 10:00–14:00`,
      ].join('\n'),
    );
    const toBen = await noticesOf(ben);
    expect(toBen.map((n) => n.body)).toEqual([`Nuevo: ${named(addDays(monday, 1))} 22:00–06:00`]);
    expect(await noticesOf(cris)).toEqual([]);
    // By mail too: the outbox holds it for the mail job.
    const [row] = await k.t.db
      .select({ mailPending: notifications.mailPending })
      .from(notifications)
      .where(eq(notifications.id, toAna!.id));
    expect(row!.mailPending).toBe(true);

    // Publishing again with nothing changed tells nobody.
    await k.publish({ startofweek: monday });
    expect(await noticesOf(ana)).toHaveLength(1);
    expect(await noticesOf(ben)).toHaveLength(1);
  });

  it('tells what moved since the person was told, and the new shifts, and only to them', async () => {
    const monday = addDays(k.nextMonday, 14);
    const [dani, eva] = [
      await k.newUser('usuario', 'Dani Mueve'),
      await k.newUser('usuario', 'Eva Quieta'),
    ];
    const moving = await k.createOne(dani.id, addDays(monday, 1), '09:00', '17:00');
    await k.createOne(eva.id, addDays(monday, 1), '09:00', '17:00');
    await k.publish({ startofweek: monday });

    const edit = await k.call('admin', 'PATCH', `/api/shifts/${moving.id}/this`, {
      startDateTime: `${addDays(monday, 3)} 10:00`,
      endDateTime: `${addDays(monday, 3)} 18:00`,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await k.createOne(dani.id, addDays(monday, 4), '08:00', '12:00');
    await k.publish({ startofweek: monday });

    const toDani = await noticesOf(dani);
    expect(toDani).toHaveLength(2);
    expect(toDani[0]!.body).toBe(
      [
        `Cambiado: ${named(addDays(monday, 3))} 10:00–18:00 (antes ${named(addDays(monday, 1))} 09:00–17:00)`,
        `Nuevo: ${named(addDays(monday, 4))} 08:00–12:00`,
      ].join('\n'),
    );
    expect(await noticesOf(eva)).toHaveLength(1);
  });

  it('tells a shift moved out of the published week when that week is published again', async () => {
    const monday = addDays(k.nextMonday, 21);
    const fede = await k.newUser('usuario', 'Fede Sale');
    const shift = await k.createOne(fede.id, addDays(monday, 6), '09:00', '13:00');
    await k.publish({ startofweek: monday });
    const edit = await k.call('admin', 'PATCH', `/api/shifts/${shift.id}/this`, {
      startDateTime: `${addDays(monday, 7)} 09:00`,
      endDateTime: `${addDays(monday, 7)} 13:00`,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await k.publish({ startofweek: monday });
    const [latest] = await noticesOf(fede);
    expect(latest!.body).toBe(
      `Cambiado: ${named(addDays(monday, 7))} 09:00–13:00 (antes ${named(addDays(monday, 6))} 09:00–13:00)`,
    );
    // Told: publishing the next week has nothing new for them.
    await k.publish({ startofweek: addDays(monday, 7) });
    expect(await noticesOf(fede)).toHaveLength(2);
  });

  it('tells each person once when two publishes run at once', async () => {
    const monday = addDays(k.nextMonday, 28);
    const people = await Promise.all(
      ['Gil', 'Hugo', 'Iris'].map((name) => k.newUser('usuario', `${name} Carrera`)),
    );
    for (const person of people) await k.createOne(person.id, addDays(monday, 2));
    const month = { month: Number(monday.slice(5, 7)), year: Number(monday.slice(0, 4)) };
    await Promise.all([
      k.publish({ startofweek: monday }),
      k.publish({ startofweek: monday }),
      k.publish(month),
      k.publish({ day: addDays(monday, 2) }),
    ]);
    for (const person of people) expect(await noticesOf(person)).toHaveLength(1);
  });

  it('publishes, edits, deletes and creates at once without a deadlock or a 5xx', async () => {
    const monday = addDays(k.nextMonday, 49);
    const people = await Promise.all(
      ['Olga', 'Pablo', 'Rosa'].map((name) => k.newUser('usuario', `${name} Mezcla`)),
    );
    for (let round = 0; round < 3; round++) {
      const day = addDays(monday, round * 2);
      const [moving, leaving] = [
        await k.createOne(people[0]!.id, day, '09:00', '13:00'),
        await k.createOne(people[1]!.id, day, '09:00', '13:00'),
      ];
      await k.publish({ startofweek: monday });
      const calls = await Promise.all([
        k.call('admin', 'POST', '/api/shifts/publish-unpublish', {
          publishOrUnpublish: 'publish',
          startofweek: monday,
        }),
        k.call('office', 'PATCH', `/api/shifts/${moving.id}/this`, {
          startDateTime: `${addDays(day, 1)} 15:00`,
          endDateTime: `${addDays(day, 1)} 19:00`,
        }),
        k.call('office', 'DELETE', `/api/shifts/${leaving.id}/this`),
        k.call('admin', 'POST', '/api/shifts', {
          startDateTime: `${day} 15:00`,
          endDateTime: `${day} 19:00`,
          usersId: people.map((person) => person.id),
        }),
        k.call('admin', 'POST', '/api/shifts/publish-unpublish', {
          publishOrUnpublish: round === 1 ? 'unpublish' : 'publish',
          day,
        }),
      ]);
      for (const call of calls) expect(call.statusCode, call.body).toBeLessThan(300);
    }
  });

  it('unpublishing tells the people whose published shifts it takes away; publishing again tells them anew', async () => {
    const monday = addDays(k.nextMonday, 35);
    const [juan, luz] = [
      await k.newUser('usuario', 'Juan Retira'),
      await k.newUser('usuario', 'Luz Borrador'),
    ];
    await k.createOne(juan.id, monday, '09:00', '17:00');
    await k.publish({ startofweek: monday });
    // Luz's shift is created after the publish: a draft, never told.
    await k.createOne(luz.id, addDays(monday, 1), '09:00', '17:00');

    await k.publish({ startofweek: monday }, 'unpublish');
    const toJuan = await noticesOf(juan);
    expect(toJuan).toHaveLength(2);
    expect(toJuan[0]).toMatchObject({
      kind: 'shift-changed',
      title: 'Un turno tuyo ha cambiado',
      body: `Se retiró tu turno del ${named(monday)} 09:00–17:00`,
      link: `/shifts?view=week&date=${monday}`,
    });
    expect(await noticesOf(luz)).toEqual([]);

    await k.publish({ startofweek: monday });
    const [again] = await noticesOf(juan);
    expect(again).toMatchObject({
      kind: 'shifts-published',
      body: `Nuevo: ${named(monday)} 09:00–17:00`,
    });
    expect((await noticesOf(luz)).map((n) => n.kind)).toEqual(['shifts-published']);
  });

  it('publishes the shifts on a day of an approved absence but does not tell them as work', async () => {
    const monday = addDays(k.nextMonday, 56);
    const [sara, tom, uma] = [
      await k.newUser('usuario', 'Sara Ausente'),
      await k.newUser('usuario', 'Tom Ausente'),
      await k.newUser('usuario', 'Uma Pendiente'),
    ];
    const onLeave = await k.createOne(sara.id, monday, '09:00', '17:00');
    await k.createOne(sara.id, addDays(monday, 2), '09:00', '17:00');
    const tomsOnly = await k.createOne(tom.id, addDays(monday, 1), '08:00', '12:00');
    await k.createOne(uma.id, addDays(monday, 3), '10:00', '14:00');
    // Entered over days that already have shifts: they stay (DECISIONS §11).
    for (const [person, day] of [
      [sara, monday],
      [tom, addDays(monday, 1)],
    ] as const) {
      const entered = await k.call('office', 'POST', '/api/absences', {
        userId: person.id,
        type: 'sick',
        fromDate: day,
        toDate: day,
      });
      expect(entered.statusCode, entered.body).toBe(201);
    }
    // A pending request changes nothing: Uma is told her shift.
    const asked = await k.call(uma, 'POST', '/api/absences', {
      type: 'vacation',
      fromDate: addDays(monday, 3),
      toDate: addDays(monday, 3),
    });
    expect(asked.statusCode, asked.body).toBe(201);

    // What the publish told them (they were also told of the absences entered).
    const published = async (person: Person) =>
      (await noticesOf(person)).filter((n) => n.kind === 'shifts-published');

    await k.publish({ startofweek: monday });

    const toSara = await published(sara);
    expect(toSara.map((n) => n.body)).toEqual([`Nuevo: ${named(addDays(monday, 2))} 09:00–17:00`]);
    expect(toSara[0]!.link).toBe(`/shifts?view=week&date=${monday}`);
    expect(await published(tom)).toEqual([]);
    expect((await published(uma)).map((n) => n.body)).toEqual([
      `Nuevo: ${named(addDays(monday, 3))} 10:00–14:00`,
    ]);
    // Published all the same, and as told: publishing again tells nobody.
    const stored = await k.t.db
      .select({ id: shifts.id, published: shifts.published })
      .from(shifts)
      .where(inArray(shifts.id, [onLeave.id, tomsOnly.id]));
    expect(stored.map((row) => row.published)).toEqual([true, true]);
    await k.publish({ startofweek: monday });
    expect(await published(sara)).toHaveLength(1);
    expect(await published(tom)).toEqual([]);
  });

  it('deleting a published shift tells its person; deleting a draft does not', async () => {
    const monday = addDays(k.nextMonday, 42);
    const [mia, nico] = [
      await k.newUser('usuario', 'Mía Borrada'),
      await k.newUser('usuario', 'Nico Borrador'),
    ];
    const published = await k.createOne(mia.id, addDays(monday, 3), '07:00', '15:00');
    await k.publish({ startofweek: monday });
    const draft = await k.createOne(nico.id, addDays(monday, 3), '07:00', '15:00');

    const removed = await k.call('office', 'DELETE', `/api/shifts/${published.id}/this`);
    expect(removed.statusCode, removed.body).toBe(200);
    const [latest] = await noticesOf(mia);
    expect(latest).toMatchObject({
      kind: 'shift-changed',
      body: `Se eliminó tu turno del ${named(addDays(monday, 3))} 07:00–15:00`,
      link: `/shifts?view=week&date=${monday}`,
    });
    expect(await noticesOf(mia)).toHaveLength(2);

    const gone = await k.call('office', 'DELETE', `/api/shifts/${draft.id}/this`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await noticesOf(nico)).toEqual([]);
  });
});
