import { SSO_TEXTS } from '@app/contract/sso';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oidcLogins, sessions, signInTickets, users } from '../src/db/schema/index';
import { hashToken } from '../src/lib/crypto';
import { insertUser } from './factories';
import { startOidcTestProvider, type OidcTestProvider } from './oidc-test-provider';
import { createTestApp, type TestApp } from './test-app';
import { openTestDatabase } from './test-database';

const CALLBACK = 'http://app.test/api/auth/oidc/callback';

let provider: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({ env: provider.env });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** `GET /auth/oidc/start` on an app: the provider's authorization URL it redirects to. */
async function start(app: TestApp['app'] = t.app) {
  const response = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  expect(response.statusCode).toBe(302);
  return response.headers.location as string;
}

/** The provider's answer delivered to the app's callback: where the app sends the browser. */
async function callback(returnUrl: string, app: TestApp['app'] = t.app) {
  const url = new URL(returnUrl);
  expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
  const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(302);
  return response.headers.location as string;
}

/** The whole way through the provider as `email`: where the app sends the browser back. */
async function signInThroughProvider(email: string, app: TestApp['app'] = t.app) {
  return callback(await provider.signInAs(await start(app), email), app);
}

const ticketOf = (location: string) => {
  const match = /^\/login\?sso=([^&]+)$/.exec(location);
  expect(match, `a ticket in ${location}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

function exchange(ticket: string, app: TestApp['app'] = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/oidc/session',
    payload: { ticket },
    headers: { 'user-agent': 'Prueba SSO' },
  });
}

describe('single sign-on with a real OpenID provider', () => {
  it('names the provider on the sign-in page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      oidc: { label: 'Empresa ID' },
      passkeys: true,
    });
  });

  it('starts an authorization code flow with PKCE S256, state and nonce, none of them in clear in the database', async () => {
    const url = new URL(await start());
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    const query = url.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(provider.clientId);
    expect(query.get('redirect_uri')).toBe(CALLBACK);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('scope')).toContain('openid');
    const state = query.get('state')!;
    const nonce = query.get('nonce')!;
    expect(state.length).toBeGreaterThanOrEqual(20);
    expect(nonce.length).toBeGreaterThanOrEqual(20);
    const [row] = await t.db
      .select()
      .from(oidcLogins)
      .where(eq(oidcLogins.stateHash, hashToken(state)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(state);
    expect(row!.nonce).not.toContain(nonce);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('signs a known active user in with a ticket exchanged once for a session, without a second factor', async () => {
    const user = await insertUser(t.db, { role: 'admin', email: 'ana.sso@empresa.test' });
    provider.addUser('ana.sso@empresa.test');
    const location = await signInThroughProvider('ana.sso@empresa.test');
    const ticket = ticketOf(location);

    const [stored] = await t.db
      .select()
      .from(signInTickets)
      .where(eq(signInTickets.tokenHash, hashToken(ticket)));
    expect(stored).toMatchObject({ userId: user.id, purpose: 'sso', usedAt: null });
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000);

    const response = await exchange(ticket);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: true; token: string; result: { id: number } }>();
    expect(body.result).toMatchObject({
      id: user.id,
      email: 'ana.sso@empresa.test',
      role: 'admin',
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(session).toMatchObject({ userId: user.id, method: 'sso', userAgent: 'Prueba SSO' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in'), eq(auditLog.actorId, user.id)));
    expect(audit).toEqual([expect.objectContaining({ outcome: 'ok' })]);

    // A ticket serves once.
    const again = await exchange(ticket);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(SSO_TEXTS.expired);
  });

  it('even a role that must enrol a second factor signs in: the provider’s own stands for it', async () => {
    const strict = await createTestApp({
      env: { ...provider.env, MFA_REQUIRED_ROLES: 'admin' },
    });
    try {
      await insertUser(strict.db, { role: 'admin', email: 'jefa.sso@empresa.test' });
      provider.addUser('jefa.sso@empresa.test');
      const location = await signInThroughProvider('jefa.sso@empresa.test', strict.app);
      const response = await exchange(ticketOf(location), strict.app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, token: expect.any(String) });
      expect(response.json()).not.toHaveProperty('mfaRequired');
      expect(response.json()).not.toHaveProperty('mfaEnrollmentRequired');
    } finally {
      await strict.close();
    }
  });

  it('refuses an email the back office does not know, creating no account, and audits the attempt', async () => {
    provider.addUser('extrana@otra.test');
    const location = await signInThroughProvider('extrana@otra.test');
    expect(location).toBe('/login?ssoError=not-enabled');
    const found = await t.db.select().from(users).where(eq(users.email, 'extrana@otra.test'));
    expect(found).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorLabel, 'extrana@otra.test'));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'sign-in', outcome: 'failed', actorId: null }),
    ]);
  });

  it('refuses a deactivated user', async () => {
    await insertUser(t.db, { email: 'baja.sso@empresa.test', active: false });
    provider.addUser('baja.sso@empresa.test');
    expect(await signInThroughProvider('baja.sso@empresa.test')).toBe(
      '/login?ssoError=not-enabled',
    );
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorLabel, 'baja.sso@empresa.test'));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'sign-in', outcome: 'failed', actorId: null }),
    ]);
  });

  it('refuses an email the provider has not verified', async () => {
    await insertUser(t.db, { email: 'sin.verificar@empresa.test' });
    provider.addUser('sin.verificar@empresa.test', { emailVerified: false });
    expect(await signInThroughProvider('sin.verificar@empresa.test')).toBe(
      '/login?ssoError=not-enabled',
    );
  });

  it('refuses a changed state and a replayed answer', async () => {
    await insertUser(t.db, { email: 'estado.sso@empresa.test' });
    provider.addUser('estado.sso@empresa.test');
    const answer = new URL(await provider.signInAs(await start(), 'estado.sso@empresa.test'));

    const changed = new URL(answer);
    changed.searchParams.set('state', 'x'.repeat(43));
    expect(await callback(changed.href)).toBe('/login?ssoError=failed');

    const ticket = ticketOf(await callback(answer.href));
    expect((await exchange(ticket)).statusCode).toBe(200);
    // The same answer again: its state was used.
    expect(await callback(answer.href)).toBe('/login?ssoError=failed');
  });

  it('refuses an ID token issued with another nonce', async () => {
    await insertUser(t.db, { email: 'nonce.sso@empresa.test' });
    provider.addUser('nonce.sso@empresa.test');
    const answer = await provider.signInAs(await start(), 'nonce.sso@empresa.test', {
      nonce: 'otro-nonce-que-la-app-no-envio',
    });
    expect(await callback(answer)).toBe('/login?ssoError=failed');
  });

  it('answers a callback without the provider’s answer or with its error with the sign-in page', async () => {
    expect(await callback(`${CALLBACK}`)).toBe('/login?ssoError=failed');
    expect(await callback(`${CALLBACK}?state=a&state=b`)).toBe('/login?ssoError=failed');
    const url = new URL(await start());
    const state = url.searchParams.get('state')!;
    expect(await callback(`${CALLBACK}?error=access_denied&state=${state}`)).toBe(
      '/login?ssoError=failed',
    );
  });

  it('refuses a ticket of any other shape in Spanish', async () => {
    for (const payload of [{}, { ticket: 42 }, { ticket: 'corto' }, { ticket: 'x'.repeat(43) }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/oidc/session',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(SSO_TEXTS.expired);
    }
  });
});

describe('single sign-on against the clock', () => {
  it('sends a sign-in finished after 10 minutes back as expired, and a ticket kept over 2 minutes is refused', async () => {
    let offset = 0;
    const timed = await createTestApp({
      env: provider.env,
      now: () => new Date(Date.now() + offset),
    });
    try {
      await insertUser(timed.db, { email: 'reloj.sso@empresa.test' });
      provider.addUser('reloj.sso@empresa.test');
      const slow = await provider.signInAs(await start(timed.app), 'reloj.sso@empresa.test');
      offset = 10 * 60_000 + 1000;
      expect(await callback(slow, timed.app)).toBe('/login?ssoError=expired');

      offset = 0;
      const answer = await provider.signInAs(await start(timed.app), 'reloj.sso@empresa.test');
      const ticket = ticketOf(await callback(answer, timed.app));
      offset = 2 * 60_000 + 1000;
      const late = await exchange(ticket, timed.app);
      expect(late.statusCode).toBe(400);
      expect(late.json().error.message).toBe(SSO_TEXTS.expired);
    } finally {
      await timed.close();
    }
  });
});

describe('single sign-on on two instances', () => {
  it('starts on one instance and finishes on the other', async () => {
    const database = await openTestDatabase();
    const a = await createTestApp({ database, env: provider.env });
    const b = await createTestApp({ database, env: provider.env });
    try {
      await insertUser(database.db, { email: 'dos.instancias@empresa.test' });
      provider.addUser('dos.instancias@empresa.test');
      const answer = await provider.signInAs(await start(a.app), 'dos.instancias@empresa.test');
      const ticket = ticketOf(await callback(answer, b.app));
      const response = await exchange(ticket, a.app);
      expect(response.statusCode).toBe(200);
      expect(response.json().result.email).toBe('dos.instancias@empresa.test');
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});

describe('single sign-on not configured or unreachable', () => {
  it('answers 404 in Spanish without OIDC settings, and the sign-in page offers no button', async () => {
    const plain = await createTestApp();
    try {
      const providers = await plain.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toEqual({ success: true, oidc: null, passkeys: true });
      for (const [method, url] of [
        ['GET', '/api/auth/oidc/start'],
        ['GET', '/api/auth/oidc/callback?code=a&state=b'],
        ['POST', '/api/auth/oidc/session'],
      ] as const) {
        const response = await plain.app.inject({
          method,
          url,
          ...(method === 'POST' && { payload: { ticket: 'x'.repeat(43) } }),
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.message).toBe(SSO_TEXTS.notConfigured);
      }
    } finally {
      await plain.close();
    }
  });

  it('sends the browser back to the sign-in page when the provider is down, and finds it once it is up', async () => {
    const first = await startOidcTestProvider({ redirectUris: [CALLBACK] });
    const port = Number(new URL(first.issuer).port);
    await first.close();
    const app = await createTestApp({ env: first.env });
    let again: OidcTestProvider | undefined;
    try {
      const down = await app.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(down.statusCode).toBe(302);
      expect(down.headers.location).toBe('/login?ssoError=failed');

      // The failed discovery is not kept: the next sign-in finds the provider back up.
      again = await startOidcTestProvider({ redirectUris: [CALLBACK], port });
      const up = await app.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(up.statusCode).toBe(302);
      expect(up.headers.location).toMatch(new RegExp(`^${again.issuer}/auth\\?`));
    } finally {
      await again?.close();
      await app.close();
    }
  });
});
