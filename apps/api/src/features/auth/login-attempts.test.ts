/**
 * DECISIONS §4: failed sign-ins count per account AND address, in the database. A stranger's wrong
 * guesses refuse that stranger's address for that account, never the owner signing in elsewhere.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { attempts } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth', remoteAddress, payload: { email, password } });

const TOO_MANY = 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.';

describe('failed sign-ins, per account and address', () => {
  it('refuses the guessing address for that account while the owner signs in from another', async () => {
    const owner = await t.signIn('usuario');
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i++) {
      expect((await login(owner.email, `adivinanza-${i}`, attacker)).statusCode).toBe(400);
    }
    // The attacker's address is refused for this account, even with the right password.
    const refused = await login(owner.email, TEST_PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: TOO_MANY,
      error: { code: 'RATE_LIMITED', message: TOO_MANY },
    });
    // The owner, from their own address, gets in with the right password.
    const ownerLogin = await login(owner.email, TEST_PASSWORD, '198.51.100.20');
    expect(ownerLogin.statusCode).toBe(200);
    expect(ownerLogin.json().token).toEqual(expect.any(String));
    // The attacker's address may still try another account.
    const other = await t.signIn('usuario');
    expect((await login(other.email, TEST_PASSWORD, attacker)).statusCode).toBe(200);
    // And is still refused for the first one.
    expect((await login(owner.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);
  });

  it('counts failures from several addresses separately; a success clears only its own', async () => {
    const owner = await t.signIn('usuario');
    const addresses = ['192.0.2.1', '192.0.2.2', '2001:db8::3'];
    // Interleaved: 4 failures from each address, 12 in all, and none is refused yet.
    for (let i = 0; i < 4; i++) {
      for (const address of addresses) {
        expect((await login(owner.email, `mal-${i}`, address)).statusCode).toBe(400);
      }
    }
    expect((await login(owner.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    // The fifth failure refuses 192.0.2.2 only; 192.0.2.1 started again after its success.
    expect((await login(owner.email, 'mal-5', '192.0.2.2')).statusCode).toBe(400);
    expect((await login(owner.email, TEST_PASSWORD, '192.0.2.2')).statusCode).toBe(429);
    expect((await login(owner.email, 'mal-5', '192.0.2.1')).statusCode).toBe(400);
    expect((await login(owner.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  });

  it('lets the address in again once the 15-minute window has passed', async () => {
    const owner = await t.signIn('usuario');
    const address = '203.0.113.50';
    for (let i = 0; i < 5; i++) await login(owner.email, `otra-${i}`, address);
    expect((await login(owner.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    // 15 minutes pass on the database's clock, the one every instance shares.
    await t.db.update(attempts).set({ at: sql`${attempts.at} - interval '15 minutes 1 second'` });
    expect((await login(owner.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('is counted in the database: another instance on it refuses the same address', async () => {
    const owner = await t.signIn('usuario');
    const address = '203.0.113.90';
    const second = await buildApp({
      config: t.app.config,
      database: {
        db: t.db,
        kind: 'postgres',
        ping: async () => undefined,
        rawQuery: async () => [],
        close: async () => undefined,
      },
      logger: false,
      authRateLimit: 1000,
    });
    try {
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await login(owner.email, `reparto-${i}`, address, app)).statusCode).toBe(400);
      }
      expect((await login(owner.email, TEST_PASSWORD, address, second)).statusCode).toBe(429);
      expect((await login(owner.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('per-address limit of the sign-in route', () => {
  it('is counted in the database: two instances limit an address as one', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    const second = await buildApp({
      config: limited.app.config,
      database: {
        db: limited.db,
        kind: 'postgres',
        ping: async () => undefined,
        rawQuery: async () => [],
        close: async () => undefined,
      },
      logger: false,
      authRateLimit: 3,
    });
    try {
      const attempt = (app: typeof second, remoteAddress: string) =>
        login('nadie@empresa.test', 'cualquier-clave', remoteAddress, app);
      expect((await attempt(limited.app, '198.51.100.9')).statusCode).toBe(400);
      expect((await attempt(second, '198.51.100.9')).statusCode).toBe(400);
      expect((await attempt(limited.app, '198.51.100.9')).statusCode).toBe(400);
      const fourth = await attempt(second, '198.51.100.9');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.code).toBe('RATE_LIMITED');
      expect((await attempt(limited.app, '198.51.100.9')).statusCode).toBe(429);
      // Another address, and another limited route for the same address, count on their own.
      expect((await attempt(second, '198.51.100.10')).statusCode).toBe(400);
      const forgot = await second.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '198.51.100.9',
        payload: { email: 'nadie@empresa.test' },
      });
      expect(forgot.statusCode).toBe(200);
    } finally {
      await second.close();
      await limited.close();
    }
  });
});
