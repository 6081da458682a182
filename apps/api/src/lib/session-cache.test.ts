import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { isSoleUser } from '../db/client';
import { sessionCache, type CachedSession } from './session-cache';

/**
 * On the embedded database the session lookup is remembered in memory (lib/session-cache.ts).
 * Every change below follows a request that put the session in that memory, and must still be
 * seen by the very next request. On PostgreSQL nothing is remembered and the same holds.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a remembered session', () => {
  it('is remembered only on the embedded database, never on PostgreSQL', () => {
    expect(isSoleUser(t.db)).toBe(!process.env.TEST_DATABASE_URL);
  });

  it('ends at once on logout, and only that one', async () => {
    const user = await t.signIn('usuario');
    const other = bearer((await login(user.email)).json().token as string);
    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('ends at once, on every device, when an admin deactivates the user', async () => {
    const user = await t.signIn('office');
    const other = bearer((await login(user.email)).json().token as string);
    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('ends at once when the password is reset from the mailed link', async () => {
    const user = await t.signIn('usuario');
    expect((await me(user.headers)).statusCode).toBe(200);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = new URL(await t.smtp.linkFor(user.email)).searchParams.get('token');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-password',
      payload: { token, password: 'Clave-Nueva-Tras-Reset-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
  });

  it('carries a new role and name from the next request on', async () => {
    const user = await t.signIn('usuario', { name: 'Rol Antiguo' });
    const usersList = () =>
      t.app.inject({ method: 'GET', url: '/api/users', headers: user.headers });
    expect((await usersList()).statusCode).toBe(403);

    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: admin.headers,
      payload: { role: 'office', name: 'Rol Nuevo' },
    });
    expect(promote.statusCode).toBe(200);
    expect((await usersList()).statusCode).toBe(200);
    expect((await me(user.headers)).json().result).toMatchObject({
      role: 'office',
      name: 'Rol Nuevo',
    });

    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: admin.headers,
      payload: { role: 'usuario' },
    });
    expect(demote.statusCode).toBe(200);
    expect((await usersList()).statusCode).toBe(403);
  });
});

describe('sessionCache', () => {
  const HOUR = 3_600_000;
  const now = Date.UTC(2026, 0, 15, 12);
  const entry = (sessionId: number, userId: number, lastSeenAt = now): CachedSession => ({
    auth: {
      sessionId,
      user: {
        id: userId,
        name: 'N',
        email: 'n@e.test',
        role: 'usuario',
        phone: '',
        active: true,
        verified: true,
      },
    },
    expiresAt: now + 24 * HOUR,
    lastSeenAt,
  });

  it('drops an entry past its absolute expiry or its idle time', () => {
    sessionCache.remember('expiry', entry(9001, 901), sessionCache.generation());
    expect(sessionCache.get('expiry', now + 23 * HOUR, 48 * HOUR)).toBeDefined();
    expect(sessionCache.get('expiry', now + 24 * HOUR, 48 * HOUR)).toBeUndefined();
    expect(sessionCache.get('expiry', now, 48 * HOUR)).toBeUndefined(); // dropped for good

    sessionCache.remember('idle', entry(9002, 902), sessionCache.generation());
    expect(sessionCache.get('idle', now + 11 * HOUR, 12 * HOUR)).toBeDefined();
    expect(sessionCache.get('idle', now + 12 * HOUR, 12 * HOUR)).toBeUndefined();
  });

  it('does not store a lookup that read the database before a forget', () => {
    const since = sessionCache.generation();
    sessionCache.forgetUser(903); // e.g. a deactivation committed while the lookup ran
    sessionCache.remember('stale', entry(9003, 903), since);
    expect(sessionCache.get('stale', now, HOUR)).toBeUndefined();
  });

  it('forgets by session and by user', () => {
    sessionCache.remember('a', entry(9004, 904), sessionCache.generation());
    sessionCache.remember('b', entry(9005, 904), sessionCache.generation());
    sessionCache.remember('c', entry(9006, 905), sessionCache.generation());
    sessionCache.forgetSession(9006);
    expect(sessionCache.get('c', now, HOUR)).toBeUndefined();
    expect(sessionCache.get('a', now, HOUR)).toBeDefined();
    sessionCache.forgetUser(904);
    expect(sessionCache.get('a', now, HOUR)).toBeUndefined();
    expect(sessionCache.get('b', now, HOUR)).toBeUndefined();
  });

  it('stays bounded, the oldest entry leaving first', () => {
    for (let i = 0; i < 6000; i++) {
      sessionCache.remember(`bulk${i}`, entry(10_000 + i, 906), sessionCache.generation());
    }
    expect(sessionCache.get('bulk0', now, HOUR)).toBeUndefined();
    expect(sessionCache.get('bulk5999', now, HOUR)).toBeDefined();
    sessionCache.forgetUser(906);
  });
});
