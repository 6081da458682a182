/**
 * Passkeys (WebAuthn, DECISIONS §12) driven by a software authenticator: registration, sign-in
 * without an email, the counter, refused origins, challenges and replays, removed passkeys,
 * deactivated users, another user's passkey, and bad input of any shape answered in Spanish.
 */
import { AUTH_TEXTS } from '@app/contract/auth';
import { PASSKEY_TEXTS, type Passkey } from '@app/contract/passkeys';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, passkeys, users, webauthnChallenges } from '../../db/schema/index';
import { softwareAuthenticator } from '../../../test/kits/software-authenticator';

const ORIGIN = 'http://app.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['signIn']>>;
type Options = { challenge: string; rp: { id: string }; user: { id: string }; rpId: string };

async function registrationOptions(session: Session) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/register/options',
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ options: Options & Record<string, unknown> }>().options;
}

const register = (session: Session, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/register',
    headers: session.headers,
    payload: body,
  });

async function loginOptions() {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/passkeys/login/options' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ options: Options & Record<string, unknown> }>().options;
}

const login = (response: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/passkeys/login', payload: { response } });

const list = async (session: Session) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/passkeys',
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Passkey[]; totalItems: number }>();
};

/** A user with one registered passkey on their own software authenticator. */
async function withPasskey(session: Session, name?: string) {
  const authenticator = softwareAuthenticator(ORIGIN);
  const { response } = authenticator.register(await registrationOptions(session));
  const answer = await register(session, { response, ...(name && { name }) });
  expect(answer.statusCode, answer.body).toBe(201);
  return { authenticator, passkey: answer.json<{ data: Passkey }>().data };
}

const failedSignIns = async () =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in'), eq(auditLog.outcome, 'failed')))
  ).length;

describe('registration', () => {
  it('registers a discoverable passkey with a default name, listed with its dates', async () => {
    const ana = await t.signIn('usuario');
    const options = await registrationOptions(ana);
    expect(options.rp.id).toBe('app.test');
    expect(options).toMatchObject({
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const authenticator = softwareAuthenticator(ORIGIN);
    const { response } = authenticator.register(options);
    const answer = await register(ana, { response });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<{ message: string }>().message).toBe(PASSKEY_TEXTS.registered);
    const { data, totalItems } = await list(ana);
    expect(totalItems).toBe(1);
    expect(data[0]).toMatchObject({ name: 'Llave de acceso 1', lastUsedAt: null });
    expect(Date.parse(data[0]!.createdAt)).not.toBeNaN();

    const second = authenticator.register(await registrationOptions(ana));
    await register(ana, { response: second.response, name: 'Portátil' });
    expect((await list(ana)).data.map((p) => p.name)).toEqual(['Llave de acceso 1', 'Portátil']);

    const [added] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'passkey-added'), eq(auditLog.actorId, ana.id)));
    expect(added).toMatchObject({
      outcome: 'ok',
      targetType: 'passkey',
      targetLabel: 'Llave de acceso 1',
    });
  });

  it('keeps no challenge in clear, and each one serves once', async () => {
    const ana = await t.signIn('usuario');
    const options = await registrationOptions(ana);
    const stored = await t.db.select().from(webauthnChallenges);
    expect(stored.some((row) => row.challenge === options.challenge)).toBe(false);
    const authenticator = softwareAuthenticator(ORIGIN);
    const { response } = authenticator.register(options);
    expect((await register(ana, { response })).statusCode).toBe(201);
    const again = authenticator.register(options);
    expectErrorBody(await register(ana, { response: again.response }), {
      status: 400,
      message: PASSKEY_TEXTS.expired,
    });
  });

  it("refuses another origin, another RP id, an unknown challenge or another user's challenge", async () => {
    const ana = await t.signIn('usuario');
    const eva = await t.signIn('usuario');
    const authenticator = softwareAuthenticator(ORIGIN);
    const wrongOrigin = authenticator.register(await registrationOptions(ana), {
      origin: 'http://evil.test',
    });
    expectErrorBody(await register(ana, { response: wrongOrigin.response }), {
      status: 400,
      message: PASSKEY_TEXTS.refused,
    });
    const wrongRp = authenticator.register(await registrationOptions(ana), { rpId: 'evil.test' });
    expectErrorBody(await register(ana, { response: wrongRp.response }), { status: 400 });
    const madeUp = authenticator.register(await registrationOptions(ana), {
      challenge: Buffer.from('made up').toString('base64url'),
    });
    expectErrorBody(await register(ana, { response: madeUp.response }), {
      status: 400,
      message: PASSKEY_TEXTS.expired,
    });
    const evasOptions = await registrationOptions(eva);
    const stolen = authenticator.register(evasOptions);
    expectErrorBody(await register(ana, { response: stolen.response }), {
      status: 400,
      message: PASSKEY_TEXTS.expired,
    });
    expect((await list(ana)).totalItems).toBe(0);
  });

  it('refuses an expired challenge', async () => {
    const ana = await t.signIn('usuario');
    const options = await registrationOptions(ana);
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.userId, ana.id));
    const { response } = softwareAuthenticator(ORIGIN).register(options);
    expectErrorBody(await register(ana, { response }), {
      status: 400,
      message: PASSKEY_TEXTS.expired,
    });
  });

  it('refuses the same credential twice', async () => {
    const ana = await t.signIn('usuario');
    const options = await registrationOptions(ana);
    const { response } = softwareAuthenticator(ORIGIN).register(options);
    expect((await register(ana, { response })).statusCode).toBe(201);
    const options2 = await registrationOptions(ana);
    expect(options2['excludeCredentials']).toEqual([
      { id: response.id, type: 'public-key', transports: ['internal'] },
    ]);
    // The same attestation, answered to a fresh challenge by a misbehaving client.
    const client = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString(),
    );
    const replayed = {
      ...response,
      response: {
        ...response.response,
        clientDataJSON: Buffer.from(
          JSON.stringify({ ...client, challenge: options2.challenge }),
        ).toString('base64url'),
      },
    };
    expectErrorBody(await register(ana, { response: replayed }), {
      status: 409,
      message: PASSKEY_TEXTS.alreadyRegistered,
    });
  });
});

describe('sign-in', () => {
  it('signs in without an email, as POST /auth answers, and keeps the counter and last use', async () => {
    const ana = await t.signIn('office');
    const { authenticator } = await withPasskey(ana);
    const before = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in'), eq(auditLog.actorId, ana.id)));
    const response = await login(authenticator.authenticate(await loginOptions()));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ success: boolean; token: string; result: { email: string } }>();
    expect(body.success).toBe(true);
    expect(body.result.email).toBe(ana.email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    const [stored] = await t.db.select().from(passkeys).where(eq(passkeys.userId, ana.id));
    expect(stored!.counter).toBe(1);
    expect(stored!.lastUsedAt).not.toBeNull();
    expect((await list(ana)).data[0]!.lastUsedAt).not.toBeNull();
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in'), eq(auditLog.actorId, ana.id)));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      outcome: 'ok',
      targetLabel: `${ana.email} · Llave de acceso`,
    });

    // The counter goes on; an answer that goes back (a cloned authenticator) is refused.
    expect((await login(authenticator.authenticate(await loginOptions()))).statusCode).toBe(200);
    expect(
      (await t.db.select().from(passkeys).where(eq(passkeys.userId, ana.id)))[0]!.counter,
    ).toBe(2);
    const failures = await failedSignIns();
    expectErrorBody(await login(authenticator.authenticate(await loginOptions(), { counter: 1 })), {
      status: 400,
      message: PASSKEY_TEXTS.refused,
    });
    expect(await failedSignIns()).toBe(failures + 1);
  });

  it('refuses another origin, an unknown challenge and a replayed challenge', async () => {
    const ana = await t.signIn('usuario');
    const { authenticator } = await withPasskey(ana);
    const failures = await failedSignIns();
    expectErrorBody(
      await login(authenticator.authenticate(await loginOptions(), { origin: 'http://evil.test' })),
      { status: 400, message: PASSKEY_TEXTS.refused },
    );
    expectErrorBody(
      await login(
        authenticator.authenticate(await loginOptions(), {
          challenge: Buffer.from('made up').toString('base64url'),
        }),
      ),
      { status: 400, message: PASSKEY_TEXTS.expired },
    );
    const options = await loginOptions();
    const answer = authenticator.authenticate(options);
    expect((await login(answer)).statusCode).toBe(200);
    expectErrorBody(await login(answer), { status: 400, message: PASSKEY_TEXTS.expired });
    // A fresh signature on the used challenge is refused too.
    expectErrorBody(await login(authenticator.authenticate(options)), {
      status: 400,
      message: PASSKEY_TEXTS.expired,
    });
    expect(await failedSignIns()).toBe(failures + 4);
  });

  it('refuses a registration challenge used to sign in', async () => {
    const ana = await t.signIn('usuario');
    const { authenticator } = await withPasskey(ana);
    const options = await registrationOptions(ana);
    expectErrorBody(
      await login(authenticator.authenticate({ challenge: options.challenge, rpId: 'app.test' })),
      { status: 400, message: PASSKEY_TEXTS.expired },
    );
  });

  it('refuses a signature by another key for a known credential id', async () => {
    const ana = await t.signIn('usuario');
    const { authenticator } = await withPasskey(ana);
    const forger = softwareAuthenticator(ORIGIN);
    forger.register(await registrationOptions(ana));
    const forged = forger.authenticate(await loginOptions());
    const real = authenticator.passkeys[0]!;
    forged.id = real.credentialId.toString('base64url');
    forged.rawId = forged.id;
    expectErrorBody(await login(forged), { status: 400, message: PASSKEY_TEXTS.refused });
  });

  it('a removed passkey signs in no more; the removal is audited', async () => {
    const ana = await t.signIn('usuario');
    const { authenticator, passkey } = await withPasskey(ana);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/passkeys/${passkey.id}`,
      headers: ana.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ message: string }>().message).toBe(PASSKEY_TEXTS.removed);
    expect((await list(ana)).totalItems).toBe(0);
    const failures = await failedSignIns();
    expectErrorBody(await login(authenticator.authenticate(await loginOptions())), {
      status: 400,
      message: PASSKEY_TEXTS.unknown,
    });
    expect(await failedSignIns()).toBe(failures + 1);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'passkey-removed'), eq(auditLog.actorId, ana.id)));
    expect(row).toMatchObject({ outcome: 'ok', targetId: String(passkey.id) });
  });

  it("a deactivated user's passkey does not sign in", async () => {
    const ana = await t.signIn('usuario');
    const { authenticator } = await withPasskey(ana);
    await t.db.update(users).set({ active: false }).where(eq(users.id, ana.id));
    const failures = await failedSignIns();
    expectErrorBody(await login(authenticator.authenticate(await loginOptions())), {
      status: 400,
      message: PASSKEY_TEXTS.inactive,
    });
    expect(await failedSignIns()).toBe(failures + 1);
  });
});

describe('own passkeys only', () => {
  it("renames and removes one's own; another user's id is 404", async () => {
    const ana = await t.signIn('usuario');
    const eva = await t.signIn('admin');
    const { passkey } = await withPasskey(ana);
    const rename = (session: Session, name: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/auth/passkeys/${passkey.id}`,
        headers: session.headers,
        payload: { name },
      });
    const renamed = await rename(ana, '  Móvil  ');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ message: string; data: Passkey }>()).toMatchObject({
      message: PASSKEY_TEXTS.renamed,
      data: { id: passkey.id, name: 'Móvil' },
    });
    expectErrorBody(await rename(eva, 'Mía'), { status: 404, message: PASSKEY_TEXTS.notFound });
    expectErrorBody(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/passkeys/${passkey.id}`,
        headers: eva.headers,
      }),
      { status: 404, message: PASSKEY_TEXTS.notFound },
    );
    expect((await list(eva)).totalItems).toBe(0);
    expect((await list(ana)).data[0]!.name).toBe('Móvil');
    for (const bad of ['', '   ', 'x'.repeat(61), 'a\u0000b', 5, null]) {
      expectErrorBody(await rename(ana, bad), { status: 400 });
    }
  });

  it('needs a session for all but the sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/passkeys'],
      ['POST', '/api/auth/passkeys/register/options'],
      ['POST', '/api/auth/passkeys/register'],
      ['PATCH', '/api/auth/passkeys/1'],
      ['DELETE', '/api/auth/passkeys/1'],
    ] as const) {
      expectErrorBody(await t.app.inject({ method, url, payload: {} }), { status: 401 });
    }
  });
});

describe('bad input of any shape', () => {
  const SHAPES: unknown[] = [
    null,
    1,
    'x',
    [],
    {},
    { response: null },
    { response: 'x' },
    { response: [] },
    { response: {} },
    { response: { id: 'a', rawId: 'a', type: 'public-key' } },
    { response: { id: 'a', rawId: 'a', type: 'public-key', response: {} } },
    { response: { id: 'a', rawId: 'a', type: 'other', response: { clientDataJSON: 'a' } } },
    {
      response: {
        id: 'a',
        rawId: 'a',
        type: 'public-key',
        response: {
          clientDataJSON: 'bm90IGpzb24',
          attestationObject: 'AAAA',
          authenticatorData: 'AAAA',
          signature: 'AAAA',
        },
      },
    },
    {
      response: {
        id: 'a',
        rawId: 'a',
        type: 'public-key',
        response: {
          clientDataJSON: Buffer.from('{"challenge":5}').toString('base64url'),
          attestationObject: 'AAAA',
          authenticatorData: 'AAAA',
          signature: 'AAAA',
        },
      },
    },
    {
      response: {
        id: 'a',
        rawId: 'a',
        type: 'public-key',
        response: {
          clientDataJSON: Buffer.from('[]').toString('base64url'),
          attestationObject: 'AAAA',
          authenticatorData: 'AAAA',
          signature: 'AAAA',
        },
      },
    },
    {
      response: {
        id: '!!',
        rawId: 'a'.repeat(5000),
        type: 'public-key',
        response: { clientDataJSON: 'a', attestationObject: 1 },
      },
    },
  ];

  it('answers 4xx in Spanish to malformed answers, with a live challenge too', async () => {
    const ana = await t.signIn('usuario');
    for (const shape of SHAPES) {
      // A body that is not JSON (null, a bare number or text) may be a 415; JSON a 400.
      const status = typeof shape === 'object' && shape !== null ? 400 : [400, 415];
      expectErrorBody(await register(ana, shape as object), { status });
      expectErrorBody(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/passkeys/login',
          payload: shape as object,
        }),
        { status },
      );
    }
    // Garbage around a live challenge: the library never sees it as a 500.
    for (const purpose of ['register', 'login'] as const) {
      const options =
        purpose === 'register' ? await registrationOptions(ana) : await loginOptions();
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: ORIGIN }),
      ).toString('base64url');
      const response = {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: {
          clientDataJSON,
          attestationObject: 'AAAA',
          authenticatorData: 'AAAA',
          signature: 'AAAA',
        },
      };
      const answer =
        purpose === 'register' ? await register(ana, { response }) : await login(response);
      expectErrorBody(answer, { status: 400 });
    }
  });

  it('says nothing of a password when a passkey fails', () => {
    expect(Object.values(PASSKEY_TEXTS)).not.toContain(AUTH_TEXTS.invalidCredentials);
  });
});
