/**
 * Sessions you can see and end (DECISIONS §12): `GET /auth/sessions`, `DELETE /auth/sessions/{id}`,
 * `DELETE /auth/sessions` and the admin's `DELETE /users/{id}/sessions`, each end written to the
 * audit log.
 */
import { SESSION_TEXTS, sessionListResponseSchema, type SessionItem } from '@app/contract/sessions';
import { USERS_TEXTS } from '@app/contract/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const HOUR = 3_600_000;
let now = new Date('2026-03-10T09:00:00Z').getTime();
const advance = (ms: number) => {
  now += ms;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(now) });
});
afterAll(async () => {
  await t.close();
});

type Headers = { authorization: string };

/** Signs in from a browser and an address: a session of its own. */
async function signInFrom(email: string, userAgent: string, address: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress: address,
    headers: { 'user-agent': userAgent },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

async function listOf(headers: Headers): Promise<SessionItem[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers });
  expect(response.statusCode).toBe(200);
  const body = sessionListResponseSchema.parse(response.json());
  expect(body.totalItems).toBe(body.data.length);
  return body.data;
}

const meStatus = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode;

const endedRowsFor = (userId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'session-ended'), eq(auditLog.targetId, String(userId))));

describe('GET /auth/sessions', () => {
  it('lists only the own open sessions, latest activity first, this one marked', async () => {
    const user = await t.signIn('usuario');
    const other = await t.signIn('usuario');
    advance(2 * 60_000);
    const phone = await signInFrom(user.email, SAFARI_IPHONE, '203.0.113.7');
    advance(2 * 60_000);
    const desktop = await signInFrom(user.email, CHROME_WINDOWS, '198.51.100.4');
    // Half a minute on, the phone is used again: its activity is now the latest (the desktop's
    // own list call, less than a minute after its sign-in, does not count as new activity).
    advance(30_000);
    expect(await meStatus(phone)).toBe(200);

    const list = await listOf(desktop);
    expect(list.map((s) => [s.device, s.address, s.method, s.current])).toEqual([
      ['Safari en iPhone', '203.0.113.7', 'password', false],
      ['Chrome 131 en Windows', '198.51.100.4', 'password', true],
      [SESSION_TEXTS.unknownDevice, '127.0.0.1', 'password', false],
    ]);
    // Timestamps in the company's zone with its offset (DECISIONS §2): Madrid is UTC+1 in March.
    const phoneRow = list[0]!;
    expect(phoneRow.createdAt).toBe('2026-03-10T10:02:00+01:00');
    expect(phoneRow.lastSeenAt).toBe('2026-03-10T10:04:30+01:00');
    // The same sessions from the phone: only `current` moves.
    expect((await listOf(phone)).map((s) => s.current)).toEqual([true, false, false]);
    // Nobody else's sessions.
    const others = await listOf(other.headers);
    expect(others).toHaveLength(1);
    expect(others[0]!.current).toBe(true);
  });

  it('leaves out sessions idle for 12 hours or past 7 days', async () => {
    const user = await t.signIn('office');
    const idle = await signInFrom(user.email, CHROME_WINDOWS, '198.51.100.9');
    advance(11 * HOUR);
    const activeAt = now;
    const active = await signInFrom(user.email, SAFARI_IPHONE, '203.0.113.9');
    advance(2 * HOUR);
    // `user.headers` and `idle` have been idle for 13 hours: ended.
    expect((await listOf(active)).map((s) => s.device)).toEqual(['Safari en iPhone']);
    expect(await meStatus(idle)).toBe(401);

    // Kept busy every six hours, it still ends 7 days after it began.
    const ends = activeAt + 7 * 24 * HOUR;
    while (now + 6 * HOUR < ends) {
      advance(6 * HOUR);
      expect(await meStatus(active)).toBe(200);
    }
    advance(ends - now + 60_000);
    expect(await meStatus(active)).toBe(401);
    const fresh = await signInFrom(user.email, CHROME_WINDOWS, '198.51.100.10');
    expect((await listOf(fresh)).map((s) => s.device)).toEqual(['Chrome 131 en Windows']);
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it('ends another of the own sessions at once, and writes it to the audit log', async () => {
    const user = await t.signIn('usuario', { name: 'Lucía Gil' });
    const phone = await signInFrom(user.email, SAFARI_IPHONE, '203.0.113.20');
    expect(await meStatus(phone)).toBe(200); // the session is now known to this process
    const phoneId = (await listOf(user.headers)).find((s) => s.device === 'Safari en iPhone')!.id;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: user.headers,
      remoteAddress: '192.0.2.44',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SESSION_TEXTS.ended });
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(user.headers)).toBe(200);
    expect((await listOf(user.headers)).map((s) => s.id)).not.toContain(phoneId);

    const rows = await endedRowsFor(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: user.id,
      actorLabel: 'Lucía Gil',
      address: '192.0.2.44',
      targetType: 'user',
      // Whose session, and which device it was.
      targetLabel: `${user.email} · Safari en iPhone`,
      outcome: 'ok',
    });
    // No token or its hash in the row.
    expect(JSON.stringify(rows[0])).not.toContain(phone.authorization.slice(7));
  });

  it("answers 404 for someone else's session and leaves it open", async () => {
    const user = await t.signIn('usuario');
    const stranger = await t.signIn('admin');
    const strangerId = (await listOf(stranger.headers))[0]!.id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${strangerId}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: SESSION_TEXTS.notFound });
    expect(await meStatus(stranger.headers)).toBe(200);
    expect(await endedRowsFor(stranger.id)).toHaveLength(0);
  });

  it('answers 404 for a session already ended', async () => {
    const user = await t.signIn('usuario');
    const second = await signInFrom(user.email, CHROME_WINDOWS, '198.51.100.30');
    const secondId = (await listOf(second)).find((s) => s.current)!.id;
    const end = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${secondId}`,
        headers: user.headers,
      });
    expect((await end()).statusCode).toBe(200);
    expect((await end()).statusCode).toBe(404);
    expect(await endedRowsFor(user.id)).toHaveLength(1);
  });

  it('ends this very session: the caller is signed out', async () => {
    const user = await t.signIn('office');
    const currentId = (await listOf(user.headers))[0]!.id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${currentId}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await meStatus(user.headers)).toBe(401);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '%00'])(
    'refuses the id %j with a 400',
    async (id) => {
      const user = await t.signIn('usuario');
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${id}`,
        headers: user.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Identificador inválido' });
    },
  );
});

describe('DELETE /auth/sessions', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await t.signIn('usuario');
    const phone = await signInFrom(user.email, SAFARI_IPHONE, '203.0.113.50');
    const desktop = await signInFrom(user.email, CHROME_WINDOWS, '198.51.100.50');
    expect(await meStatus(phone)).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: desktop,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: SESSION_TEXTS.othersEnded,
      count: 2,
    });
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(user.headers)).toBe(401);
    expect(await meStatus(desktop)).toBe(200);
    expect((await listOf(desktop)).map((s) => s.device)).toEqual(['Chrome 131 en Windows']);
    expect(await endedRowsFor(user.id)).toHaveLength(2);

    // Nothing else open: nothing ended, nothing written.
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: desktop,
    });
    expect(again.json()).toMatchObject({ count: 0 });
    expect(await endedRowsFor(user.id)).toHaveLength(2);
  });

  it('takes an empty body whatever its content type (DECISIONS §2)', async () => {
    const user = await t.signIn('usuario');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('DELETE /users/{id}/sessions', () => {
  it('lets an admin end every session of a user, each one in the audit log', async () => {
    const admin = await t.signIn('admin', { name: 'Ana Admin' });
    const worker = await t.signIn('usuario');
    const phone = await signInFrom(worker.email, SAFARI_IPHONE, '203.0.113.60');
    expect(await meStatus(worker.headers)).toBe(200);
    expect(await meStatus(phone)).toBe(200);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${worker.id}/sessions`,
      headers: admin.headers,
      remoteAddress: '192.0.2.60',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: SESSION_TEXTS.userSessionsEnded,
      count: 2,
    });
    expect(await meStatus(worker.headers)).toBe(401);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(admin.headers)).toBe(200);
    const rows = await endedRowsFor(worker.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        actorId: admin.id,
        actorLabel: 'Ana Admin',
        address: '192.0.2.60',
      });
    }
    // Each row names the device of its session: the test's own client, and the phone.
    expect(rows.map((row) => row.targetLabel).sort()).toEqual([
      `${worker.email} · Dispositivo desconocido`,
      `${worker.email} · Safari en iPhone`,
    ]);
    // The user signs in again as before: only their sessions ended.
    expect(await meStatus(await signInFrom(worker.email, CHROME_WINDOWS, '198.51.100.61'))).toBe(
      200,
    );
  });

  it('is for admins only', async () => {
    const worker = await t.signIn('usuario');
    for (const role of ['office', 'usuario'] as const) {
      const caller = await t.signIn(role);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${worker.id}/sessions`,
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await meStatus(worker.headers)).toBe(200);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${worker.id}/sessions`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const admin = await t.signIn('admin');
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/2147483000/sessions',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: USERS_TEXTS.notFound });
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/uno/sessions',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets an admin end their own sessions too: they are signed out', async () => {
    const admin = await t.signIn('admin');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}/sessions`,
      headers: admin.headers,
    });
    expect(response.json()).toMatchObject({ count: 1 });
    expect(await meStatus(admin.headers)).toBe(401);
  });
});
