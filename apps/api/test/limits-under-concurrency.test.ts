/**
 * Limits that hold when guesses arrive together (issue 23 §2): 60 wrong security passwords and 60
 * wrong sign-ins sent at once, split over two instances of the app on one database (PostgreSQL
 * when TEST_DATABASE_URL is set), and no more than the limit of 5 is ever evaluated. The others
 * are answered 429 with a Retry-After, before the password is looked at.
 */
import { AUTH_TEXTS } from '@app/contract/auth';
import { PASSWORD_MANAGER_TEXTS as T } from '@app/contract/password-manager';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { attempts } from '../src/db/schema/index';
import { createAttemptLimiter } from '../src/lib/attempt-limiter';
import { setUpVault, VAULT_PASSWORD, vaultCall } from './kits/password-manager-test-kit';
import { createTwoTestApps, TEST_PASSWORD, type TestApp } from './test-app';

let instances: Awaited<ReturnType<typeof createTwoTestApps>>;
let database: Database;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  instances = await createTwoTestApps();
  ({ database, a, b } = instances);
});
afterAll(() => instances?.close());

/** The 429s say when to come back: within the 15-minute window, in whole seconds. */
function expectRefusedUntilLater(refused: LightMyRequestResponse[], message: string) {
  for (const response of refused) {
    expect(response.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message } });
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }
}

describe('guesses sent at once over two instances', () => {
  it('evaluates at most 5 of 60 wrong security passwords', async () => {
    const admin = await a.signIn('admin');
    const usuario = await a.signIn('usuario');
    await setUpVault(a.app, admin);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        vaultCall(i % 2 ? b.app : a.app, usuario, 'GET', '/api/password-manager', {
          key: `Adivinanza-${i}-2026`,
        }),
      ),
    );
    const evaluated = answers.filter((response) => response.statusCode === 403);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(evaluated.length + refused.length).toBe(60);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expectRefusedUntilLater(refused, T.tooManyAttempts);
    // The activity log agrees: no more failed unlocks than the limit.
    const activity = await vaultCall(
      a.app,
      admin,
      'GET',
      '/api/password-manager/activity?action=unlock_failed&limit=100',
      { key: VAULT_PASSWORD },
    );
    expect(activity.statusCode).toBe(200);
    const failed = activity.json<{ data: { userId: number }[] }>().data;
    expect(failed.filter((entry) => entry.userId === usuario.id).length).toBe(evaluated.length);
    // Even the right one waits now.
    const right = await vaultCall(b.app, usuario, 'GET', '/api/password-manager', {
      key: VAULT_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
  });

  it('evaluates at most 5 of 60 wrong sign-ins from one address', async () => {
    const user = await a.signIn('office', { email: 'oficina@empresa.test' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: user.email, password: `Adivinanza-${i}-2026` },
        }),
      ),
    );
    const evaluated = answers.filter((response) => response.statusCode === 400);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(evaluated.length + refused.length).toBe(60);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expectRefusedUntilLater(refused, AUTH_TEXTS.tooManyLogins);
    const right = await b.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('lets correct sign-ins sent at once wait seconds, not the whole window', async () => {
    const user = await a.signIn('office', { email: 'puntual@empresa.test' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: user.email, password: TEST_PASSWORD },
        }),
      ),
    );
    expect(answers.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
    for (const response of answers.filter((answer) => answer.statusCode === 429)) {
      // Only tries still being evaluated stood in the way: they end within a minute.
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(answers.every((response) => [200, 429].includes(response.statusCode))).toBe(true);
  });
});

describe('a try whose server died before its verdict', () => {
  it('stops counting when its reservation lapses, instead of locking the account out', async () => {
    const limiter = createAttemptLimiter(database.db, {
      scope: 'test-lapse',
      max: 5,
      windowMs: 15 * 60_000,
    });
    for (let i = 0; i < 5; i++) expect((await limiter.reserve('cuenta')).allowed).toBe(true);
    const refused = await limiter.reserve('cuenta');
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed || refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // A minute on: the five verdicts never came (the server was killed).
    await database.db
      .update(attempts)
      .set({ pendingUntil: sql`now() - interval '1 second'` })
      .where(eq(attempts.scope, 'test-lapse'));
    const again = await limiter.reserve('cuenta');
    expect(again.allowed).toBe(true);
    // A failed try, by contrast, counts for the whole window.
    if (again.allowed) await again.failed();
    for (let i = 0; i < 4; i++) {
      const next = await limiter.reserve('cuenta');
      if (next.allowed) await next.failed();
    }
    const locked = await limiter.reserve('cuenta');
    expect(locked.allowed).toBe(false);
    expect(locked.allowed || locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });
});
