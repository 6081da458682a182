/**
 * Whatever a caller sends to the sign-in calls of issue 28 — wrong types, huge strings, NUL,
 * arrays for objects, missing fields, garbage WebAuthn answers, garbage mfaTokens and tickets, a
 * garbage OpenID callback, garbage audit filters — the answer is a Spanish 4xx (or the callback's
 * redirect back to the login page with its error), never a 5xx, and nothing changes: no session
 * opens, no second factor, passkey or recovery code appears or goes. Each try comes from a new
 * address, so the per-account limit of wrong guesses answers 429 only where it should.
 */
import {
  mfaVerifySchema,
  recoveryCodesRenewSchema,
  totpConfirmSchema,
  totpDisableSchema,
} from '@app/contract/mfa';
import {
  passkeyLoginSchema,
  passkeyRegisterSchema,
  passkeyRenameSchema,
} from '@app/contract/passkeys';
import { ssoSessionSchema } from '@app/contract/sso';
import { asc, count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, recoveryCodes, sessions, signInTickets, userTotp } from '../src/db/schema/index';
import { softwareAuthenticator } from './kits/software-authenticator';
import { expectErrorBody, fromNewAddress } from './api-checks';
import { badInputProperties, type BadInputRoute } from './body-properties';
import { startOidcTestProvider, type OidcTestProvider } from './oidc-test-provider';
import { enrolTotp, mfaTokenOf, setUpTotp } from './sign-in-kit';
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app';

const CALLBACK = 'http://app.test/api/auth/oidc/callback';

let provider: OidcTestProvider;
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
/** Pending setup; enrolled (TOTP and recovery codes); a passkey owner; the admin. */
let pending: Session;
let enrolled: Session & { secret: string; codes: string[] };
let owner: Session;
let admin: Session;
let passkeyId = 0;
let mfaToken = '';
let registration: object;
let assertion: object;

const authenticator = softwareAuthenticator('http://app.test');

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({ env: provider.env });
  admin = await t.signIn('admin');
  pending = await t.signIn('usuario');
  await setUpTotp(t.app, pending.headers);
  const user = await t.signIn('office');
  const { secret, recoveryCodes: codes } = await enrolTotp(t.app, user.headers);
  enrolled = { ...user, secret, codes };
  mfaToken = await mfaTokenOf(t.app, enrolled.email);

  owner = await t.signIn('usuario');
  const options = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'POST', url, headers })).json<{ options: never }>().options;
  // One passkey registered for real (its id renamed below), then a registration answer kept for
  // a challenge that is still open, and a sign-in answer of the registered passkey.
  const first = authenticator.register(
    await options('/api/auth/passkeys/register/options', owner.headers),
  );
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/register',
    headers: owner.headers,
    payload: { response: first.response },
  });
  expect(made.statusCode, made.body).toBe(201);
  passkeyId = made.json<{ data: { id: number } }>().data.id;
  assertion = authenticator.authenticate(await options('/api/auth/passkeys/login/options'), {
    passkey: first.passkey,
  });
  registration = authenticator.register(
    await options('/api/auth/passkeys/register/options', owner.headers),
  ).response;
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Everything a refused call must leave as it was. */
async function state() {
  const rows = async (table: typeof sessions | typeof recoveryCodes | typeof signInTickets) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    sessions: await rows(sessions),
    recoveryCodes: await t.db
      .select({ id: recoveryCodes.id, usedAt: recoveryCodes.usedAt })
      .from(recoveryCodes)
      .orderBy(asc(recoveryCodes.id)),
    totp: await t.db
      .select({
        userId: userTotp.userId,
        confirmedAt: userTotp.confirmedAt,
        lastStep: userTotp.lastStep,
      })
      .from(userTotp)
      .orderBy(asc(userTotp.userId)),
    passkeys: await t.db.select().from(passkeys).orderBy(asc(passkeys.id)),
    usedTickets: await t.db
      .select({ id: signInTickets.id, usedAt: signInTickets.usedAt })
      .from(signInTickets)
      .orderBy(asc(signInTickets.id)),
  };
}

const TEXTS = [
  '\u0000',
  '123\u0000456',
  '12345\u0000',
  "'; DROP TABLE sessions; --",
  'Ñandú 🚀',
  '１２３４５６',
  '000000',
  '999999',
  '12 34 56',
  '-12345',
  '1e5',
  'a'.repeat(100_000),
  'AAAA'.repeat(300),
  '   ',
  'eyJhbGciOiJub25lIn0.e30.',
  'x'.repeat(43),
];

/** Garbage WebAuthn answers: wrong types, broken base64url, broken CBOR, tampered data. */
function garbageCredentials(valid: Record<string, unknown>): unknown[] {
  const inner = valid.response as Record<string, unknown>;
  const withInner = (changes: Record<string, unknown>) => ({
    ...valid,
    response: { ...inner, ...changes },
  });
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const garbage: unknown[] = [
    {},
    { ...valid, type: 'password' },
    { ...valid, id: '' },
    { ...valid, id: '\u0000' },
    { ...valid, id: 'A'.repeat(5_000) },
    { ...valid, rawId: 'no es base64 !!' },
    { ...valid, response: [] },
    { ...valid, response: 'texto' },
    { ...valid, response: null },
    { ...valid, response: {} },
    { ...valid, clientExtensionResults: 'x' },
    { ...valid, authenticatorAttachment: 42 },
  ];
  for (const field of Object.keys(inner)) {
    for (const value of [
      '',
      '!!!',
      '\u0000',
      42,
      null,
      ['a'],
      { a: 1 },
      'A'.repeat(200_000),
      b64('{"type":"webauthn.create"'),
      b64('{"type":"webauthn.get","challenge":"x","origin":"https://evil.example"}'),
      b64('\u00a1\u0063\u0066\u006d\u0074'),
      Buffer.from([0xa3, 0x63, 0x66, 0x6d, 0x74, 0x64]).toString('base64url'),
      Buffer.from([0xbf, 0xff, 0xff, 0xff]).toString('base64url'),
    ]) {
      garbage.push(withInner({ [field]: value }));
    }
    garbage.push(withInner({ [field]: undefined }));
  }
  return garbage;
}

type Route = BadInputRoute & { name: string; headers: () => Record<string, string> };

const send = (route: Route) => (body: string) =>
  t.app.inject(
    fromNewAddress({
      method: route.method,
      url: route.url(),
      headers: { ...route.headers(), 'content-type': 'application/json' },
      payload: body,
    }),
  );

/** A refusal of a valid-looking body: a Spanish 4xx, never a success. */
const refused = (response: LightMyRequestResponse) => expectErrorBody(response);

const ROUTES: Route[] = [
  {
    name: 'POST /api/auth/mfa/totp/confirm',
    method: 'POST',
    url: () => '/api/auth/mfa/totp/confirm',
    headers: () => pending.headers,
    schema: totpConfirmSchema,
    valid: () => ({ code: '000000' }),
  },
  {
    name: 'DELETE /api/auth/mfa/totp',
    method: 'DELETE',
    url: () => '/api/auth/mfa/totp',
    headers: () => enrolled.headers,
    schema: totpDisableSchema,
    valid: () => ({ password: 'No-Es-La-Clave-2026', code: enrolled.codes[0] }),
  },
  {
    name: 'POST /api/auth/mfa/recovery-codes',
    method: 'POST',
    url: () => '/api/auth/mfa/recovery-codes',
    headers: () => enrolled.headers,
    schema: recoveryCodesRenewSchema,
    valid: () => ({ code: '000000' }),
  },
  {
    name: 'POST /api/auth/mfa/verify',
    method: 'POST',
    url: () => '/api/auth/mfa/verify',
    headers: () => ({}),
    schema: mfaVerifySchema,
    valid: () => ({ mfaToken, code: '000000' }),
  },
  {
    name: 'POST /api/auth/passkeys/register',
    method: 'POST',
    url: () => '/api/auth/passkeys/register',
    headers: () => owner.headers,
    schema: passkeyRegisterSchema,
    valid: () => ({ response: registration, name: 'Llave' }),
  },
  {
    name: 'POST /api/auth/passkeys/login',
    method: 'POST',
    url: () => '/api/auth/passkeys/login',
    headers: () => ({}),
    schema: passkeyLoginSchema,
    valid: () => ({ response: assertion }),
  },
  {
    name: 'PATCH /api/auth/passkeys/:id',
    method: 'PATCH',
    url: () => `/api/auth/passkeys/${passkeyId}`,
    headers: () => owner.headers,
    schema: passkeyRenameSchema,
    valid: () => ({ name: 'Portátil' }),
  },
  {
    name: 'POST /api/auth/oidc/session',
    method: 'POST',
    url: () => '/api/auth/oidc/session',
    headers: () => ({}),
    schema: ssoSessionSchema,
    valid: () => ({ ticket: 'x'.repeat(43) }),
  },
];

for (const route of ROUTES) {
  describe(route.name, () => {
    // A valid body that happens to succeed (a rename, the registration of the open challenge, the
    // sign-in of the kept answer) changes what it should; anything else changes nothing.
    badInputProperties(route, { texts: TEXTS, send: send(route), state, refused });
  });
}

describe('garbage WebAuthn answers', () => {
  it.each([
    ['POST /api/auth/passkeys/register', '/api/auth/passkeys/register', () => registration],
    ['POST /api/auth/passkeys/login', '/api/auth/passkeys/login', () => assertion],
  ] as const)('%s refuses each with a Spanish 4xx, changing nothing', async (_name, url, valid) => {
    const before = await state();
    const headers = url.endsWith('register') ? owner.headers : {};
    for (const response of garbageCredentials(valid() as Record<string, unknown>)) {
      const answer = await t.app.inject(
        fromNewAddress({ method: 'POST', url, headers, payload: { response, name: 'Llave' } }),
      );
      expectErrorBody(answer);
    }
    expect(await state()).toEqual(before);
  });
});

describe('garbage mfaTokens', () => {
  it('are refused in Spanish, whatever the code, and open no session', async () => {
    const before = await state();
    const tokens: unknown[] = [
      '',
      'x'.repeat(19),
      'x'.repeat(43),
      'x'.repeat(201),
      'a'.repeat(100_000),
      `${mfaToken}\u0000`,
      `${mfaToken} `,
      mfaToken.toUpperCase(),
      mfaToken.slice(0, -1),
      [mfaToken],
      { token: mfaToken },
      42,
      null,
      true,
      enrolled.token, // a session token is no ticket
    ];
    for (const token of tokens) {
      for (const code of [{ code: '123456' }, { recoveryCode: enrolled.codes[1] }, {}]) {
        const answer = await t.app.inject(
          fromNewAddress({
            method: 'POST',
            url: '/api/auth/mfa/verify',
            payload: { mfaToken: token, ...code },
          }),
        );
        expectErrorBody(answer, { status: 400 });
      }
    }
    expect(await state()).toEqual(before);
    // The real ticket still serves with the right recovery code: nothing above used it.
    const right = await t.app.inject(
      fromNewAddress({
        method: 'POST',
        url: '/api/auth/mfa/verify',
        payload: { mfaToken, recoveryCode: enrolled.codes[1] },
      }),
    );
    expect(right.statusCode, right.body).toBe(200);
    mfaToken = await mfaTokenOf(t.app, enrolled.email, '192.0.2.99');
  });

  it('an enrolment-looking bearer is refused on setup and confirm with 401', async () => {
    for (const bearer of ['x'.repeat(43), mfaToken, `${'A'.repeat(199)}`]) {
      for (const url of ['/api/auth/mfa/totp/setup', '/api/auth/mfa/totp/confirm']) {
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${bearer}` },
          payload: { code: '123456' },
        });
        expectErrorBody(answer, { status: 401 });
      }
    }
  });
});

describe('a garbage OpenID callback', () => {
  const QUERIES = [
    '',
    '?',
    '?code=abc',
    '?state=abc',
    '?code=&state=',
    '?code=abc&state=abc',
    '?code=abc&state=abc&state=def',
    '?code[]=a&state[]=b',
    '?code=%00&state=%00',
    '?code=%ZZ&state=%E0%A4%A',
    `?code=${'a'.repeat(8_000)}&state=${'b'.repeat(8_000)}`,
    '?error=access_denied&error_description=No',
    '?error=%00&state=abc',
    '?code=abc&state=abc&iss=https%3A%2F%2Fevil.example',
    '?code=🚀&state=Ñandú',
    '?response=eyJhbGciOiJub25lIn0.e30.',
  ];

  it.each(QUERIES)(
    '%s sends the browser back to the login page, or is a Spanish 4xx',
    async (query) => {
      const before = await state();
      const answer = await t.app.inject(
        fromNewAddress({ method: 'GET', url: `/api/auth/oidc/callback${query}` }),
      );
      if (answer.statusCode === 302) {
        expect(answer.headers.location).toMatch(/^\/login\?ssoError=(not-enabled|failed|expired)$/);
      } else {
        expectErrorBody(answer);
      }
      expect(await state()).toEqual(before);
    },
  );

  it('start ignores whatever query it is given', async () => {
    for (const query of ['?x=%00', `?redirect=${'a'.repeat(8_000)}`, '?state=abc&nonce=def']) {
      const answer = await t.app.inject(
        fromNewAddress({ method: 'GET', url: `/api/auth/oidc/start${query}` }),
      );
      expect(answer.statusCode, answer.body).toBe(302);
      expect(answer.headers.location).toMatch(new RegExp(`^${provider.issuer}/`));
    }
  });
});

describe('garbage audit filters', () => {
  const FILTERS = [
    'actorId=abc',
    'actorId=-1',
    'actorId=1.5',
    'actorId=99999999999999999999',
    'action=nope',
    'action=%00',
    `action=${'a'.repeat(10_000)}`,
    'action=sign-in&action=mfa-enrolled',
    'fromDate=2026-13-45',
    'fromDate=ayer',
    'toDate=2026-02-30',
    'fromDate=2026-05-01&toDate=2026-04-01',
    'page=0',
    'page=-3',
    'page=abc',
    'page=99999999999',
    'limit=0',
    'limit=101',
    'limit=1e3',
    'limit[]=5',
  ];

  it.each(['/api/audit', '/api/audit/export'])(
    '%s answers each with a Spanish 4xx or its list, never a 5xx',
    async (url) => {
      for (const filter of FILTERS) {
        const answer = await t.app.inject({
          method: 'GET',
          url: `${url}?${filter}`,
          headers: admin.headers,
        });
        expect(answer.statusCode, `${filter}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
        if (answer.statusCode >= 400) expectErrorBody(answer, { status: 400 });
      }
    },
  );
});

describe('passwords and codes where they should not be', () => {
  it('a valid password and code of another account disable nothing', async () => {
    const before = await state();
    const other = await t.signIn('usuario');
    const answer = await t.app.inject(
      fromNewAddress({
        method: 'DELETE',
        url: '/api/auth/mfa/totp',
        headers: other.headers,
        payload: { password: TEST_PASSWORD, code: enrolled.codes[2] },
      }),
    );
    expectErrorBody(answer, { status: 400 });
    const after = await state();
    expect(after.totp).toEqual(before.totp);
    expect(after.recoveryCodes).toEqual(before.recoveryCodes);
  });
});

describe('garbage ids in the path', () => {
  const IDS = [
    '0',
    '-1',
    '1.5',
    'abc',
    '99999999999',
    '1e3',
    '0x1',
    '%00',
    '%C3%91',
    'a'.repeat(90),
  ];
  const ROUTES = [
    ['DELETE', '/api/auth/sessions/:id'],
    ['DELETE', '/api/users/:id/sessions'],
    ['PATCH', '/api/auth/passkeys/:id'],
    ['DELETE', '/api/auth/passkeys/:id'],
  ] as const;

  it.each(ROUTES)(
    '%s %s answers each with a Spanish 4xx, changing nothing',
    async (method, url) => {
      const caller = await t.signIn('admin');
      const before = await state();
      for (const id of IDS) {
        const answer = await t.app.inject({
          method,
          url: url.replace(':id', id),
          headers: caller.headers,
          ...(method === 'PATCH' && { payload: { name: 'Nombre' } }),
        });
        expectErrorBody(answer, { status: [400, 404] });
      }
      expect(await state()).toEqual(before);
    },
  );
});
