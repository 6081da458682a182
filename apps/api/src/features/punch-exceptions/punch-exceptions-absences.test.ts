/**
 * An approved absence or a holiday removes the `no-show` of that day (DECISIONS §10, §11); a
 * pending, rejected or cancelled absence does not. As GET /punch-exceptions answers it.
 */
import type { PunchException } from '@app/contract/punch-exceptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, holidays } from '../../db/schema/index';
import { insertShift } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Wednesday 18 March 2026, 12:00 in Madrid (UTC+1 until the 29th). */
const NOW = new Date('2026-03-18T12:00:00+01:00');
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const dayId = (day: string) => Number(day.replaceAll('-', ''));

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let admin: Session;
const people: Record<string, Session> = {};

type Status = 'pending' | 'approved' | 'rejected' | 'cancelled';
async function absence(userId: number, from: string, to: string, status: Status) {
  await t.db.insert(absences).values({
    userId,
    type: 'vacation',
    fromDay: dayId(from),
    toDay: dayId(to),
    status,
    requestedBy: userId,
    requestedAt: at('2026-03-01', '09:00'),
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = await t.signIn('admin', { name: 'Admin Ausencias' });
  for (const name of ['Aprobada', 'Pendiente', 'Rechazada', 'Festivo', 'Nada']) {
    people[name] = await t.signIn('usuario', { name: `Ana ${name}` });
  }
  // Every one: a published shift on Monday 16 and Tuesday 17 March, ended, never punched.
  for (const person of Object.values(people)) {
    for (const day of ['2026-03-16', '2026-03-17']) {
      await insertShift(t.db, {
        userId: person.id,
        startAt: at(day, '09:00'),
        endAt: at(day, '17:00'),
        published: true,
      });
    }
  }
  // Monday: each one's reason to be away (or not); Tuesday, nothing for anyone but the holiday.
  await absence(people.Aprobada!.id, '2026-03-14', '2026-03-16', 'approved');
  await absence(people.Pendiente!.id, '2026-03-16', '2026-03-16', 'pending');
  await absence(people.Rechazada!.id, '2026-03-16', '2026-03-16', 'rejected');
  await absence(people.Rechazada!.id, '2026-03-15', '2026-03-16', 'cancelled');
});
afterAll(() => t.close());

async function noShows() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/punch-exceptions?fromDate=2026-03-16&toDate=2026-03-17&type=no-show&limit=100',
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json<{ data: PunchException[] }>();
  return data
    .filter((row) => Object.values(people).some((person) => person.id === row.userId))
    .map((row) => `${row.userName} ${row.calendarDateId}`)
    .sort();
}

describe('no-shows and time off', () => {
  it('an approved absence removes the no-show; pending, rejected and cancelled ones do not', async () => {
    expect(await noShows()).toEqual(
      [
        'Ana Aprobada 20260317',
        'Ana Festivo 20260316',
        'Ana Festivo 20260317',
        'Ana Nada 20260316',
        'Ana Nada 20260317',
        'Ana Pendiente 20260316',
        'Ana Pendiente 20260317',
        'Ana Rechazada 20260316',
        'Ana Rechazada 20260317',
      ].sort(),
    );
  });

  it('a holiday removes the no-show of that day for everyone', async () => {
    await t.db.insert(holidays).values({ day: 20260317, name: 'Fiesta local' });
    expect(await noShows()).toEqual(
      [
        'Ana Festivo 20260316',
        'Ana Nada 20260316',
        'Ana Pendiente 20260316',
        'Ana Rechazada 20260316',
      ].sort(),
    );
  });
});
