/**
 * The second factor attacked with requests sent together (issue 28 §6), split over two instances
 * of the app on one database (PostgreSQL when TEST_DATABASE_URL is set): 60 wrong codes for one
 * account evaluate at most 5 (the rest 429, like passwords); 60 verifies of one ticket with the
 * right code open one session; a code accepted once is refused after; 60 confirms of one setup
 * give one set of recovery codes, and with an enrolment ticket one session. Codes come from otplib
 * at the apps' clock, which the tests move.
 */
import { MFA_TEXTS } from '@app/contract/mfa';
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { auditLog, recoveryCodes, sessions } from '../src/db/schema/index';
import { softwareAuthenticator } from './kits/software-authenticator';
import { expectErrorBody } from './api-checks';
import { insertUser } from './factories';
import {
  codeAt,
  enrolTotp,
  mfaTokenOf,
  passwordStep,
  setUpTotp,
  verify,
  wrongCodesAt,
} from './sign-in-kit';
import { createTestApp, type TestApp } from './test-app';
import { openTestDatabase } from './test-database';

let database: Database;
let a: TestApp;
let b: TestApp;
/** The apps' clock: real time at the start, moved forward by the tests. */
let now = Date.now();
const later = (ms: number) => {
  now += ms;
};

beforeAll(async () => {
  database = await openTestDatabase();
  // One APP_SECRET for both, as every instance of a deployment has: it seals the TOTP secrets.
  const env = { APP_SECRET: randomBytes(32).toString('hex'), MFA_REQUIRED_ROLES: 'admin' };
  a = await createTestApp({ database, env, now: () => new Date(now) });
  b = await createTestApp({ database, env, now: () => new Date(now) });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

/** Alternates the two instances. */
const either = (i: number) => (i % 2 ? b : a).app;

/** A usuario or office with TOTP enrolled; the clock moved past the confirm's step. */
async function enrolled(role: 'usuario' | 'office' = 'usuario') {
  const user = await a.signIn(role);
  const { secret, recoveryCodes: codes } = await enrolTotp(a.app, user.headers);
  later(30_000);
  return { ...user, secret, recoveryCodes: codes };
}

const statuses = (answers: LightMyRequestResponse[]) =>
  answers.map((answer) => answer.statusCode).sort((x, y) => x - y);

async function sessionsOf(userId: number) {
  const [row] = await database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row!.n;
}

async function auditRows(userId: number, action: string, outcome: 'ok' | 'failed' | 'locked') {
  const [row] = await database.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.actorId, userId), eq(auditLog.action, action), eq(auditLog.outcome, outcome)),
    );
  return row!.n;
}

describe('codes guessed at once', () => {
  it('evaluates at most 5 of 60 wrong codes for one account; the rest are 429', async () => {
    const user = await enrolled();
    const mfaToken = await mfaTokenOf(a.app, user.email);
    const wrong = await wrongCodesAt(user.secret, now, 60);
    const answers = await Promise.all(
      wrong.map((code, i) => verify(either(i), { mfaToken, code })),
    );

    const evaluated = answers.filter((answer) => answer.statusCode === 400);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(evaluated.length + refused.length, String(statuses(answers))).toBe(60);
    expect(evaluated.length).toBeGreaterThanOrEqual(1);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    for (const answer of evaluated) expectErrorBody(answer, { message: MFA_TEXTS.invalidCode });
    for (const answer of refused) {
      expectErrorBody(answer, { status: 429, message: MFA_TEXTS.tooManyCodes });
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // The audit log agrees: as many failed sign-ins as codes evaluated.
    expect(await auditRows(user.id, 'sign-in', 'failed')).toBe(evaluated.length);
    expect(await sessionsOf(user.id)).toBe(1); // the test's own, from before the second factor

    // Locked like a password: the right code, and the right password, from that address wait.
    const right = await verify(b.app, { mfaToken, code: await codeAt(user.secret, now) });
    expectErrorBody(right, { status: 429 });
    expectErrorBody(await passwordStep(a.app, user.email), { status: 429 });
    // From another address the owner still signs in.
    const elsewhere = await mfaTokenOf(b.app, user.email, '192.0.2.44');
    const signedIn = await verify(
      a.app,
      { mfaToken: elsewhere, code: await codeAt(user.secret, now) },
      '192.0.2.44',
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await sessionsOf(user.id)).toBe(2);
  });

  it('counts wrong codes and wrong passwords together, and a right password does not reset them', async () => {
    const user = await enrolled();
    const address = '198.51.100.23';
    const wrong = await wrongCodesAt(user.secret, now, 4);
    for (const [i, code] of wrong.entries()) {
      const mfaToken = await mfaTokenOf(either(i), user.email, address);
      expectErrorBody(await verify(either(i + 1), { mfaToken, code }, address), { status: 400 });
    }
    const badPassword = await a.app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: address,
      payload: { email: user.email, password: 'No-Es-La-Clave-2026' },
    });
    expectErrorBody(badPassword, { status: 400 });
    // Five wrong guesses in all: the right password from that address is refused now.
    expectErrorBody(await passwordStep(b.app, user.email, address), { status: 429 });
  });
});

describe('one ticket used at once', () => {
  it('opens exactly one session of 60 verifies with the right code', async () => {
    const user = await enrolled('office');
    const mfaToken = await mfaTokenOf(b.app, user.email);
    const code = await codeAt(user.secret, now);
    const before = await sessionsOf(user.id);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => verify(either(i), { mfaToken, code })),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length, String(statuses(answers))).toBe(1);
    expect(ok[0]!.json()).toMatchObject({ success: true, result: { id: user.id } });
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectErrorBody(answer, { status: [400, 429] });
    }
    expect(await sessionsOf(user.id)).toBe(before + 1);
    expect(await auditRows(user.id, 'sign-in', 'ok')).toBeGreaterThanOrEqual(1);
    // The session works; the ticket is spent.
    const token = ok[0]!.json<{ token: string }>().token;
    const me = await a.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    later(30_000);
    const again = await verify(a.app, { mfaToken, code: await codeAt(user.secret, now) });
    expectErrorBody(again, { status: 400, message: MFA_TEXTS.expiredTicket });
  });
});

describe('a code accepted once', () => {
  it('is refused when replayed, with a new ticket, on either instance', async () => {
    const user = await enrolled();
    const code = await codeAt(user.secret, now);
    const first = await verify(a.app, { mfaToken: await mfaTokenOf(a.app, user.email), code });
    expect(first.statusCode, first.body).toBe(200);

    const replay = await verify(b.app, { mfaToken: await mfaTokenOf(b.app, user.email), code });
    expectErrorBody(replay, { status: 400, message: MFA_TEXTS.invalidCode });
    // The step before is still within ±1 step, but older than the one accepted: refused too.
    const older = await verify(a.app, {
      mfaToken: await mfaTokenOf(a.app, user.email),
      code: await codeAt(user.secret, now - 30_000),
    });
    expectErrorBody(older, { status: 400, message: MFA_TEXTS.invalidCode });

    later(30_000);
    const next = await verify(b.app, {
      mfaToken: await mfaTokenOf(b.app, user.email),
      code: await codeAt(user.secret, now),
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('the same right code sent 60 times at once with 60 tickets opens one session', async () => {
    const user = await enrolled();
    const tickets: string[] = [];
    // One address per ticket: the limiter's five would otherwise refuse most before the code.
    for (let i = 0; i < 60; i++)
      tickets.push(await mfaTokenOf(either(i), user.email, `203.0.113.${i + 1}`));
    const code = await codeAt(user.secret, now);
    const before = await sessionsOf(user.id);
    const answers = await Promise.all(
      tickets.map((mfaToken, i) => verify(either(i + 1), { mfaToken, code }, `203.0.113.${i + 1}`)),
    );
    expect(answers.filter((x) => x.statusCode === 200).length, String(statuses(answers))).toBe(1);
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectErrorBody(answer, { status: 400, message: MFA_TEXTS.invalidCode });
    }
    expect(await sessionsOf(user.id)).toBe(before + 1);
  });

  it('a recovery code is accepted once', async () => {
    const user = await enrolled();
    const recoveryCode = user.recoveryCodes[0]!;
    const first = await verify(a.app, {
      mfaToken: await mfaTokenOf(a.app, user.email),
      recoveryCode,
    });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await verify(b.app, {
      mfaToken: await mfaTokenOf(b.app, user.email),
      recoveryCode,
    });
    expectErrorBody(replay, { status: 400, message: MFA_TEXTS.invalidRecoveryCode });
  });
});

describe('one setup confirmed at once', () => {
  it('gives one set of ten recovery codes of 60 confirms', async () => {
    const user = await a.signIn('usuario');
    const secret = await setUpTotp(a.app, user.headers);
    const code = await codeAt(secret, now);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        either(i).inject({
          method: 'POST',
          url: '/api/auth/mfa/totp/confirm',
          headers: user.headers,
          payload: { code },
        }),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length, String(statuses(answers))).toBe(1);
    const given = ok[0]!.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(new Set(given).size).toBe(10);
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectErrorBody(answer, { status: [400, 409, 429] });
    }
    const stored = await database.db
      .select({ usedAt: recoveryCodes.usedAt })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(await auditRows(user.id, 'mfa-enrolled', 'ok')).toBe(1);
    // The codes given are the ones kept: one of them signs in.
    later(30_000);
    const signedIn = await verify(b.app, {
      mfaToken: await mfaTokenOf(b.app, user.email),
      recoveryCode: given[3]!,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('with an enrolment ticket, opens one session of 60 confirms', async () => {
    const admin = await insertUser(database.db, { role: 'admin' });
    const first = await passwordStep(a.app, admin.email);
    expect(first.json()).toMatchObject({ success: true, mfaEnrollmentRequired: true });
    expect(first.json()).not.toHaveProperty('token');
    const ticket = { authorization: `Bearer ${first.json<{ mfaToken: string }>().mfaToken}` };
    const secret = await setUpTotp(b.app, ticket);
    const code = await codeAt(secret, now);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        either(i).inject({
          method: 'POST',
          url: '/api/auth/mfa/totp/confirm',
          headers: ticket,
          payload: { code },
        }),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length, String(statuses(answers))).toBe(1);
    expect(ok[0]!.json()).toMatchObject({ success: true, result: { id: admin.id } });
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectErrorBody(answer, { status: [400, 401, 409, 429] });
    }
    expect(await sessionsOf(admin.id)).toBe(1);
    const stored = await database.db
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    // The ticket served once: it opens nothing more.
    const reuse = await a.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/setup',
      headers: ticket,
    });
    expectErrorBody(reuse, { status: 401 });
  });
});

describe('one passkey answer sent at once', () => {
  it('opens exactly one session of 60, and the same answer later opens none', async () => {
    const authenticator = softwareAuthenticator('http://app.test');
    const user = await a.signIn('usuario');
    const options = async (app: TestApp['app'], url: string, headers = {}) =>
      (await app.inject({ method: 'POST', url, headers })).json<{ options: never }>().options;
    const { response: registration } = authenticator.register(
      await options(a.app, '/api/auth/passkeys/register/options', user.headers),
    );
    const registered = await b.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/register',
      headers: user.headers,
      payload: { response: registration },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const response = authenticator.authenticate(
      await options(b.app, '/api/auth/passkeys/login/options'),
    );
    const before = await sessionsOf(user.id);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        either(i).inject({
          method: 'POST',
          url: '/api/auth/passkeys/login',
          remoteAddress: `198.18.0.${i + 1}`,
          payload: { response },
        }),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length, String(statuses(answers))).toBe(1);
    expect(ok[0]!.json()).toMatchObject({ success: true, result: { id: user.id } });
    for (const answer of answers.filter((x) => x.statusCode !== 200)) expectErrorBody(answer);
    expect(await sessionsOf(user.id)).toBe(before + 1);

    const replay = await a.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/login',
      payload: { response },
    });
    expectErrorBody(replay);
    expect(await sessionsOf(user.id)).toBe(before + 1);
  });
});
