/**
 * The authorization matrix's lines for signing in (issue 28, DECISIONS §12): the second factor,
 * passkeys, single sign-on, sessions and the audit log. Written by hand from §12 and §3, like the
 * rest of the table; the cells that call them are below. The OpenID routes answer 404 here (the
 * matrix's app has no provider configured); with one, authorization-matrix-sign-in.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { passkeys } from '../src/db/schema/index';
import { softwareAuthenticator } from './kits/software-authenticator';
import type { Call, Caller, Expectation } from './authorization-matrix-types';
import { codeAt, enrolTotp, mfaTokenOf, setUpTotp } from './sign-in-kit';
import { TEST_PASSWORD, type TestApp } from './test-app';

// prettier-ignore
export const SIGN_IN_EXPECTED = {
  // The second factor: each user their own. Setup and confirm are 'enrolling': a session, or the
  // enrolment ticket of a role that must enrol (authorization-matrix-sign-in.test.ts).
  'GET /api/auth/mfa':                              { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/mfa/totp/setup':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/mfa/totp/confirm':                { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'DELETE /api/auth/mfa/totp':                      { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/mfa/recovery-codes':              { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  // The code step of a sign-in: its ticket is the credential, whoever sends it.
  'POST /api/auth/mfa/verify':                      { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  // Passkeys: each user lists, registers, renames and removes their own; signing in is public.
  'GET /api/auth/passkeys':                         { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/passkeys/register/options':       { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/passkeys/register':               { anonymous: 401, usuario: 201, office: 201, admin: 201 },
  'POST /api/auth/passkeys/login/options':          { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  'POST /api/auth/passkeys/login':                  { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  'PATCH /api/auth/passkeys/:id':                   { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'DELETE /api/auth/passkeys/:id':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  // Single sign-on: public; without OIDC_ISSUER it is not offered (404).
  'GET /api/auth/providers':                        { anonymous: 200, usuario: 200, office: 200, admin: 200 },
  'GET /api/auth/oidc/start':                       { anonymous: 404, usuario: 404, office: 404, admin: 404 },
  'GET /api/auth/oidc/callback':                    { anonymous: 404, usuario: 404, office: 404, admin: 404 },
  'POST /api/auth/oidc/session':                    { anonymous: 404, usuario: 404, office: 404, admin: 404 },
  // Sessions: each user their own; an admin ends all of a user's.
  'GET /api/auth/sessions':                         { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'DELETE /api/auth/sessions/:id':                  { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'DELETE /api/auth/sessions':                      { anonymous: 401, usuario: 200, office: 200, admin: 200 },
  'DELETE /api/users/:id/sessions':                 { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  // An admin removes another user's second factor (a lost phone and lost codes).
  'DELETE /api/users/:id/mfa':                      { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  // The audit log: admin only.
  'GET /api/audit':                                 { anonymous: 401, usuario: 403, office: 403, admin: 200 },
  'GET /api/audit/export':                          { anonymous: 401, usuario: 403, office: 403, admin: 200 },
} as const satisfies Record<string, Expectation>;

/** The routes whose access is 'enrolling' (DECISIONS §12: setup and confirm only). */
export const ENROLLING_ROUTES = [
  'POST /api/auth/mfa/totp/setup',
  'POST /api/auth/mfa/totp/confirm',
];

type Session = Awaited<ReturnType<TestApp['signIn']>>;
type Sessions = Record<'admin' | 'office' | 'usuario', Session>;

/** The cells of SIGN_IN_EXPECTED, on the matrix's app and its three standing sessions. */
export function signInRequests(
  t: TestApp,
  sessions: Sessions,
): Record<keyof typeof SIGN_IN_EXPECTED, (caller: Caller) => Promise<Call>> {
  const anyone = async (): Promise<Call> => ({});
  const now = () => t.app.clock.now().getTime();
  const authenticator = softwareAuthenticator('http://app.test');
  /** A fresh user of the caller's role (the usuario's for anonymous): cells never share state. */
  const fresh = (caller: Caller) => t.signIn(caller === 'anonymous' ? 'usuario' : caller);
  /** The caller's headers for a fresh user's call: none for anonymous. */
  const headersFor = (caller: Caller, user: Session) =>
    caller === 'anonymous' ? {} : user.headers;
  const read = async (url: string, user: Session) =>
    (await t.app.inject({ method: 'GET', url, headers: user.headers })).json<unknown>();
  const mfaOf = (user: Session) => () => read('/api/auth/mfa', user);
  const passkeysOf = (user: Session) => () => read('/api/auth/passkeys', user);
  /** The user's sessions, without the moving 'last seen'. */
  const sessionsOf = (user: Session) => async () =>
    (
      (await read('/api/auth/sessions', user)) as { data: { id: number; lastSeenAt?: string }[] }
    ).data.map(({ lastSeenAt: _lastSeenAt, ...session }) => session);
  /** A second session of the user, signed in with the password: its id. */
  const anotherSession = async (user: Session) => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json<{ token: string }>().token;
    const list = (await read('/api/auth/sessions', {
      ...user,
      headers: { authorization: `Bearer ${token}` },
    })) as { data: { id: number; current: boolean }[] };
    return { token, id: list.data.find((session) => session.current)!.id };
  };
  /** A passkey of the user, stored as a registration stores it. */
  const ownPasskey = async (user: Session) => {
    const [row] = await t.db
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: randomBytes(32).toString('base64url'),
        publicKey: randomBytes(77).toString('base64url'),
        name: 'Portátil',
      })
      .returning({ id: passkeys.id });
    return row!.id;
  };
  const registrationOptions = async (user: Session) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/register/options',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      options: { challenge: string; rp: { id: string }; user: { id: string } };
    }>().options;
  };

  return {
    'GET /api/auth/mfa': anyone,
    'POST /api/auth/mfa/totp/setup': async (caller) => {
      const user = await fresh(caller);
      return { headers: headersFor(caller, user), observe: mfaOf(user) };
    },
    'POST /api/auth/mfa/totp/confirm': async (caller) => {
      const user = await fresh(caller);
      const secret = await setUpTotp(t.app, user.headers);
      return {
        headers: headersFor(caller, user),
        payload: { code: await codeAt(secret, now()) },
        observe: mfaOf(user),
        after: async (response) => {
          expect(response.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
        },
      };
    },
    'DELETE /api/auth/mfa/totp': async (caller) => {
      const user = await fresh(caller);
      const { recoveryCodes } = await enrolTotp(t.app, user.headers);
      return {
        headers: headersFor(caller, user),
        payload: { password: TEST_PASSWORD, code: recoveryCodes[0] },
        observe: mfaOf(user),
      };
    },
    'POST /api/auth/mfa/recovery-codes': async (caller) => {
      const user = await fresh(caller);
      const { secret } = await enrolTotp(t.app, user.headers);
      return {
        headers: headersFor(caller, user),
        // The step after the confirm's: within ±1 step, and not used yet.
        payload: { code: await codeAt(secret, now() + 30_000) },
        observe: mfaOf(user),
      };
    },
    'POST /api/auth/mfa/verify': async () => {
      const user = await fresh('usuario');
      const { secret } = await enrolTotp(t.app, user.headers);
      return {
        payload: {
          mfaToken: await mfaTokenOf(t.app, user.email),
          code: await codeAt(secret, now() + 30_000),
        },
        after: async (response) => {
          expect(response.json()).toMatchObject({ result: { id: user.id } });
        },
      };
    },

    'GET /api/auth/passkeys': anyone,
    'POST /api/auth/passkeys/register/options': anyone,
    'POST /api/auth/passkeys/register': async (caller) => {
      const user = await fresh(caller);
      const { response } = authenticator.register(await registrationOptions(user));
      return {
        headers: headersFor(caller, user),
        payload: { response, name: 'Llave de la matriz' },
        observe: passkeysOf(user),
      };
    },
    'POST /api/auth/passkeys/login/options': anyone,
    'POST /api/auth/passkeys/login': async () => {
      const user = await fresh('usuario');
      const { response: registration } = authenticator.register(await registrationOptions(user));
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/register',
        headers: user.headers,
        payload: { response: registration },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const options = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/login/options',
      });
      const response = authenticator.authenticate(
        options.json<{ options: { challenge: string; rpId: string } }>().options,
      );
      return {
        payload: { response },
        after: async (answer) => {
          expect(answer.json()).toMatchObject({ result: { id: user.id } });
        },
      };
    },
    'PATCH /api/auth/passkeys/:id': async (caller) => {
      const user = caller === 'anonymous' ? sessions.usuario : sessions[caller];
      return {
        url: `/api/auth/passkeys/${await ownPasskey(user)}`,
        payload: { name: 'Renombrada' },
        observe: passkeysOf(user),
      };
    },
    'DELETE /api/auth/passkeys/:id': async (caller) => {
      const user = caller === 'anonymous' ? sessions.usuario : sessions[caller];
      return {
        url: `/api/auth/passkeys/${await ownPasskey(user)}`,
        observe: passkeysOf(user),
      };
    },

    'GET /api/auth/providers': anyone,
    'GET /api/auth/oidc/start': anyone,
    'GET /api/auth/oidc/callback': async () => ({
      url: '/api/auth/oidc/callback?code=abc&state=def',
    }),
    'POST /api/auth/oidc/session': async () => ({
      payload: { ticket: randomBytes(32).toString('base64url') },
    }),

    'GET /api/auth/sessions': anyone,
    'DELETE /api/auth/sessions/:id': async (caller) => {
      const user = await fresh(caller);
      const other = await anotherSession(user);
      return {
        url: `/api/auth/sessions/${other.id}`,
        headers: headersFor(caller, user),
        observe: sessionsOf(user),
        after: async () => {
          const ended = await t.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { authorization: `Bearer ${other.token}` },
          });
          expect(ended.statusCode).toBe(401);
        },
      };
    },
    'DELETE /api/auth/sessions': async (caller) => {
      const user = await fresh(caller);
      await anotherSession(user);
      return { headers: headersFor(caller, user), observe: sessionsOf(user) };
    },
    'DELETE /api/users/:id/sessions': async () => {
      const target = await fresh('usuario');
      return {
        url: `/api/users/${target.id}/sessions`,
        observe: sessionsOf(target),
        after: async () => {
          const me = await t.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: target.headers,
          });
          expect(me.statusCode).toBe(401);
        },
      };
    },
    'DELETE /api/users/:id/mfa': async () => {
      const target = await fresh('usuario');
      await enrolTotp(t.app, target.headers);
      return {
        url: `/api/users/${target.id}/mfa`,
        observe: mfaOf(target),
        after: async () => {
          expect(await mfaOf(target)()).toMatchObject({
            totp: { enabled: false, recoveryCodesLeft: 0 },
          });
        },
      };
    },

    'GET /api/audit': anyone,
    'GET /api/audit/export': async () => ({
      raw: true,
      after: async (response) => {
        expect(response.headers['content-type']).toMatch(/^text\/csv/);
      },
    }),
  };
}
