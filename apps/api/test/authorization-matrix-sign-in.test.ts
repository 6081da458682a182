/**
 * Who may call the sign-in routes beyond the matrix's table (issue 28, DECISIONS §12 and §3):
 * an enrolment ticket opens TOTP setup and confirm and nothing else, once, for 5 minutes; a
 * usuario (or an admin) never lists, renames or removes another's passkeys or sessions, and only
 * an admin reads the audit log or ends someone's sessions; with an OpenID provider configured its
 * routes are public.
 */
import { PASSKEY_TEXTS } from '@app/contract/passkeys';
import { SESSION_TEXTS } from '@app/contract/sessions';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, users } from '../src/db/schema/index';
import { issueSsoTicket } from '../src/features/sso/sso-tickets';
import { expectErrorBody } from './api-checks';
import { ENROLLING_ROUTES } from './authorization-matrix-sign-in';
import { insertUser } from './factories';
import { startOidcTestProvider, type OidcTestProvider } from './oidc-test-provider';
import { codeAt, enrolTotp, mfaTokenOf, passwordStep, setUpTotp } from './sign-in-kit';
import { createTestApp, type TestApp } from './test-app';

const CALLBACK = 'http://app.test/api/auth/oidc/callback';

let provider: OidcTestProvider;
let t: TestApp;
/** The app's clock: real time at the start, moved forward by the tests. */
let now = Date.now();

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  // Office must enrol here; usuario and admin sign in with a password alone.
  t = await createTestApp({
    env: { ...provider.env, MFA_REQUIRED_ROLES: 'office' },
    now: () => new Date(now),
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An office user's first sign-in: the enrolment ticket, and no session. */
async function enrolmentTicket() {
  const user = await insertUser(t.db, { role: 'office' });
  const answer = await passwordStep(t.app, user.email);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json<{ mfaEnrollmentRequired?: boolean; mfaToken: string; token?: string }>();
  expect(body.mfaEnrollmentRequired).toBe(true);
  expect(body.token).toBeUndefined();
  return { user, ticket: body.mfaToken };
}

describe("an enrolment ticket ('enrolling' access)", () => {
  it('opens TOTP setup and nothing else: every other route answers 401', async () => {
    const { ticket } = await enrolmentTicket();
    const guarded = t.app.apiRoutes.filter(
      (route) =>
        route.access !== 'public' && !ENROLLING_ROUTES.includes(`${route.method} ${route.url}`),
    );
    expect(guarded.length).toBeGreaterThan(50);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url.replace(/:[a-zA-Z]+/g, '1'),
        headers: bearer(ticket),
      });
      expect.soft(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    const secret = await setUpTotp(t.app, bearer(ticket));
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  });

  it('confirm gives the session and spends the ticket', async () => {
    const { user, ticket } = await enrolmentTicket();
    const secret = await setUpTotp(t.app, bearer(ticket));
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      headers: bearer(ticket),
      payload: { code: await codeAt(secret, now) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const body = confirm.json<{ token: string; result: { id: number }; recoveryCodes: string[] }>();
    expect(body.result.id).toBe(user.id);
    expect(body.recoveryCodes).toHaveLength(10);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    for (const url of ['/api/auth/mfa/totp/setup', '/api/auth/mfa/totp/confirm']) {
      const again = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(ticket),
        payload: { code: await codeAt(secret, now + 30_000) },
      });
      expectErrorBody(again, { status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('is refused after 5 minutes, for a deactivated user, and a code ticket is no enrolment ticket', async () => {
    const late = await enrolmentTicket();
    now += 5 * 60_000 + 1_000;
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/mfa/totp/setup',
        headers: bearer(late.ticket),
      }),
      { status: 401 },
    );

    const gone = await enrolmentTicket();
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone.user.id));
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/mfa/totp/setup',
        headers: bearer(gone.ticket),
      }),
      { status: 401 },
    );

    const usuario = await t.signIn('usuario');
    await enrolTotp(t.app, usuario.headers);
    const codeTicket = await mfaTokenOf(t.app, usuario.email);
    for (const url of ['/api/auth/mfa/totp/setup', '/api/auth/mfa/totp/confirm']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(codeTicket),
        payload: { code: '123456' },
      });
      expectErrorBody(response, { status: 401 });
    }
  });
});

/** A passkey of `userId`, stored as a registration stores it. */
async function passkeyOf(userId: number) {
  const [row] = await t.db
    .insert(passkeys)
    .values({
      userId,
      credentialId: randomBytes(32).toString('base64url'),
      publicKey: randomBytes(77).toString('base64url'),
      name: 'Llave ajena',
    })
    .returning({ id: passkeys.id });
  return row!.id;
}

/** A second session of a user (signed in with the password): its token and id. */
async function secondSession(email: string) {
  const signIn = await passwordStep(t.app, email, '192.0.2.77');
  const token = signIn.json<{ token: string }>().token;
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/auth/sessions',
    headers: bearer(token),
  });
  const id = list
    .json<{ data: { id: number; current: boolean }[] }>()
    .data.find((s) => s.current)!.id;
  return { token, id };
}

describe("another's passkeys, sessions and the audit log", () => {
  it.each(['usuario', 'admin'] as const)(
    'a %s never lists, renames or removes another user’s passkeys',
    async (role) => {
      const caller = await t.signIn(role);
      const owner = await t.signIn('usuario');
      const id = await passkeyOf(owner.id);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/auth/passkeys',
        headers: caller.headers,
      });
      expect(listed.json<{ data: { id: number }[] }>().data.map((p) => p.id)).not.toContain(id);
      const rename = await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/passkeys/${id}`,
        headers: caller.headers,
        payload: { name: 'Mía ahora' },
      });
      expectErrorBody(rename, { status: [403, 404], message: PASSKEY_TEXTS.notFound });
      const removal = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/passkeys/${id}`,
        headers: caller.headers,
      });
      expectErrorBody(removal, { status: [403, 404], message: PASSKEY_TEXTS.notFound });
      const [kept] = await t.db.select().from(passkeys).where(eq(passkeys.id, id));
      expect(kept).toMatchObject({ userId: owner.id, name: 'Llave ajena' });
    },
  );

  it.each(['usuario', 'admin'] as const)(
    'a %s never lists or ends another user’s session by its id',
    async (role) => {
      const caller = await t.signIn(role);
      const owner = await t.signIn('usuario');
      const other = await secondSession(owner.email);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/auth/sessions',
        headers: caller.headers,
      });
      expect(listed.statusCode).toBe(200);
      const ids = listed.json<{ data: { id: number }[] }>().data.map((s) => s.id);
      expect(ids).not.toContain(other.id);
      expect(ids).toHaveLength(1);
      const ending = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${other.id}`,
        headers: caller.headers,
      });
      expectErrorBody(ending, { status: [403, 404], message: SESSION_TEXTS.notFound });
      // 'Close the others' closes the caller's own others only.
      const others = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/sessions',
        headers: caller.headers,
      });
      expect(others.statusCode).toBe(200);
      for (const token of [other.token, owner.token]) {
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: bearer(token),
        });
        expect(me.statusCode).toBe(200);
      }
    },
  );

  it.each(['usuario', 'office'] as const)(
    'a %s never ends a user’s sessions, nor reads the audit log',
    async (role) => {
      const caller =
        role === 'office'
          ? await (async () => {
              // Office must enrol in this app: its session comes from the confirm.
              const { ticket } = await enrolmentTicket();
              const secret = await setUpTotp(t.app, bearer(ticket));
              const confirm = await t.app.inject({
                method: 'POST',
                url: '/api/auth/mfa/totp/confirm',
                headers: bearer(ticket),
                payload: { code: await codeAt(secret, now) },
              });
              return { headers: bearer(confirm.json<{ token: string }>().token) };
            })()
          : await t.signIn(role);
      const target = await t.signIn('usuario');
      const ending = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${target.id}/sessions`,
        headers: caller.headers,
      });
      expectErrorBody(ending, { status: 403, code: 'FORBIDDEN' });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: target.headers,
      });
      expect(me.statusCode).toBe(200);
      for (const url of [
        '/api/audit',
        `/api/audit?actorId=${target.id}`,
        '/api/audit?action=sign-in&page=1&limit=100',
        '/api/audit/export',
        `/api/audit/export?actorId=${target.id}`,
      ]) {
        const read = await t.app.inject({ method: 'GET', url, headers: caller.headers });
        expectErrorBody(read, { status: 403, code: 'FORBIDDEN' });
      }
    },
  );
});

describe('single sign-on, configured', () => {
  const callers = async () => ({
    anonymous: {},
    usuario: (await t.signIn('usuario')).headers,
    admin: (await t.signIn('admin')).headers,
  });

  it('start and callback are public: a redirect for anyone, never a session of the caller', async () => {
    for (const [caller, headers] of Object.entries(await callers())) {
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start', headers });
      expect(start.statusCode, caller).toBe(302);
      expect(start.headers.location).toMatch(new RegExp(`^${provider.issuer}/`));
      const callback = await t.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/callback?code=falso&state=falso',
        headers,
      });
      expect(callback.statusCode, caller).toBe(302);
      expect(callback.headers.location).toMatch(/^\/login\?ssoError=/);
    }
  });

  it("the ticket's exchange is public and gives the ticket's user, whoever asks", async () => {
    for (const [caller, headers] of Object.entries(await callers())) {
      const user = await insertUser(t.db, { role: 'usuario' });
      const ticket = await issueSsoTicket(t.db, user.id, new Date(now));
      const exchange = await t.app.inject({
        method: 'POST',
        url: '/api/auth/oidc/session',
        headers,
        payload: { ticket },
      });
      expect(exchange.statusCode, `${caller}: ${exchange.body}`).toBe(200);
      expect(exchange.json()).toMatchObject({ success: true, result: { id: user.id } });
    }
  });
});
