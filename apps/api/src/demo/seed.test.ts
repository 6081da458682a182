/**
 * `npm run demo`'s data: the demo logins work, and the screens built so far have something to
 * show (shifts around this week, a month of punches with their analysis). A second start keeps it.
 */
import type { Punch, PunchSummaryRow } from '@app/contract/punches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORDS, DEMO_USERS } from './demo-users';
import { seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signInAs(role: 'admin' | 'usuario') {
  const user = DEMO_USERS.find((candidate) => candidate.role === role)!;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: DEMO_PASSWORDS[role] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

describe('demo data', () => {
  it('seeds once, signs in with the printed logins, and fills the punch screens', async () => {
    expect(await seedDemo(t.db, 'Europe/Madrid')).toBe('seeded');
    expect(await seedDemo(t.db, 'Europe/Madrid')).toBe('skipped');

    const admin = await signInAs('admin');
    const lastMonth = { fromDate: isoDaysAgo(30), toDate: isoDaysAgo(0) };
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/punches/getPunches',
      headers: admin,
      payload: { ...lastMonth, limit: 100 },
    });
    const { result, count } = list.json<{ result: Punch[]; count: number }>();
    // Eight usuarios, about five shifts a week each, over four weeks, a few days missed.
    expect(count).toBeGreaterThan(100);
    expect(result.every((punch) => punch.shift !== null)).toBe(true);
    expect(result.some((punch) => punch.breaks.some((entry) => entry.type === 'lunch'))).toBe(true);

    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/punches/summary',
      headers: admin,
      payload: lastMonth,
    });
    const rows = summary.json<{ data: PunchSummaryRow[] }>().data;
    expect(rows).toHaveLength(DEMO_USERS.filter((user) => user.role === 'usuario').length);
    expect(rows.every((row) => row.arriveLateCount + row.arriveEarlyCount > 0)).toBe(true);

    const usuario = await signInAs('usuario');
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/punches/getPunches',
      headers: usuario,
      payload: lastMonth,
    });
    const mine = own.json<{ result: Punch[] }>().result;
    expect(new Set(mine.map((punch) => punch.user))).toEqual(
      new Set([DEMO_USERS.find((user) => user.role === 'usuario')!.name]),
    );
  });
});

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
