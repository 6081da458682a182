/**
 * The second factor of DECISIONS §12 as its callers see it: TOTP enrolment, the code step of a
 * sign-in at chosen instants (codes computed by otplib, not by the product's library), the ±1 step
 * window and its edges, replays, recovery codes, the 5-minute single-use ticket, wrong codes
 * counted with wrong passwords (§4), removal and renewal, and what the database keeps.
 */
import { MFA_TEXTS, TOTP_ISSUER } from '@app/contract/mfa';
import { AUTH_TEXTS } from '@app/contract/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, sessions, userTotp } from '../src/db/schema/index';
import { codeAt, mfaCalls, STEP_MS, testClock } from './mfa-support';
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app';

/** 10 s into a 30-second step. */
const clock = testClock(new Date('2031-03-03T09:00:10Z'));
let t: TestApp;
let api: ReturnType<typeof mfaCalls>;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  api = mfaCalls(t);
});
afterAll(() => t.close());

const TOO_MANY = 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.';
const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs);

/** A user with TOTP confirmed at the clock's current time. */
async function enrolledUser(role: 'usuario' | 'office' | 'admin' = 'usuario') {
  const session = await t.signIn(role);
  const { secret, recoveryCodes } = await api.enrol(session.token);
  // Well past the step of the confirming code: the steps around the next sign-in are all new.
  clock.advance(3 * STEP_MS);
  return { ...session, secret, recoveryCodes };
}

describe('enrolment', () => {
  it('gives a secret and its otpauth URI, confirms with a code and answers ten recovery codes', async () => {
    const user = await t.signIn('usuario');
    const before = await api.call({ method: 'GET', url: '/auth/mfa', token: user.token });
    expect(before.json()).toEqual({
      success: true,
      totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false },
    });

    const setup = await api.call({ url: '/auth/mfa/totp/setup', token: user.token });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${TOTP_ISSUER}:${user.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe(TOTP_ISSUER);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');

    // Not enabled until a code confirms it: the next sign-in still gives a session.
    expect((await api.login(user.email)).json().token).toEqual(expect.any(String));

    const wrong = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: user.token,
      payload: { code: await codeAt(secret, at(-2 * STEP_MS)) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MFA_TEXTS.invalidCode);

    const confirm = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: user.token,
      payload: { code: await codeAt(secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json<{ recoveryCodes: string[]; message: string; token?: string }>();
    expect(body.message).toBe(MFA_TEXTS.enabled);
    expect(body.token).toBeUndefined();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes)
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);

    const after = await api.call({ method: 'GET', url: '/auth/mfa', token: user.token });
    expect(after.json()).toEqual({
      success: true,
      totp: {
        enabled: true,
        enabledAt: clock.now().toISOString(),
        recoveryCodesLeft: 10,
        required: false,
      },
    });

    // Neither the secret nor any recovery code is kept in clear.
    const totpRows = await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(totpRows).toHaveLength(1);
    const stored = JSON.stringify(totpRows);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.toLowerCase());
    expect(Buffer.from(totpRows[0]!.sealedSecret, 'base64url').toString('latin1')).not.toContain(
      secret,
    );
    const codeRows = JSON.stringify(
      await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    );
    for (const code of body.recoveryCodes) {
      expect(codeRows).not.toContain(code);
      expect(codeRows).not.toContain(code.replace(/-/g, ''));
    }
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'mfa-enrolled')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);

    // Confirmed: setup and confirm again are refused, and the secret stays.
    const again = await api.call({ url: '/auth/mfa/totp/setup', token: user.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MFA_TEXTS.alreadyEnabled);
    clock.advance(STEP_MS);
    const reconfirm = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: user.token,
      payload: { code: await codeAt(secret, clock.now()) },
    });
    expect(reconfirm.statusCode).toBe(409);
    const mfaToken = await api.ticket(user.email);
    expect(
      (await api.verify(mfaToken, { code: await codeAt(secret, clock.now()) })).statusCode,
    ).toBe(200);
  });

  it('a second setup before confirming replaces the first: only the new secret confirms', async () => {
    const user = await t.signIn('usuario');
    const first = (await api.call({ url: '/auth/mfa/totp/setup', token: user.token })).json<{
      secret: string;
    }>().secret;
    const second = (await api.call({ url: '/auth/mfa/totp/setup', token: user.token })).json<{
      secret: string;
    }>().secret;
    expect(second).not.toBe(first);
    const withFirst = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: user.token,
      payload: { code: await codeAt(first, clock.now()) },
    });
    expect(withFirst.statusCode).toBe(400);
    const withSecond = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: user.token,
      payload: { code: await codeAt(second, clock.now()) },
    });
    expect(withSecond.statusCode).toBe(200);
  });

  it('refuses confirm without a setup, and bad codes with a Spanish 400', async () => {
    const user = await t.signIn('usuario');
    const none = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: user.token,
      payload: { code: '123456' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MFA_TEXTS.noSetup);
    for (const code of ['12345', 'abcdef', '1234567', 123456, null, '']) {
      const bad = await api.call({
        url: '/auth/mfa/totp/confirm',
        token: user.token,
        payload: { code },
      });
      expect(bad.statusCode, JSON.stringify(code)).toBe(400);
      expect(bad.json().message).toMatch(/[a-z]/);
    }
  });
});

describe('the code step of a sign-in', () => {
  it('answers mfaRequired without a session, then the code opens one (method mfa)', async () => {
    const user = await enrolledUser();
    const response = await api.login(user.email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['mfaRequired', 'mfaToken', 'success']);
    const verified = await api.verify(body.mfaToken, {
      code: await codeAt(user.secret, clock.now()),
    });
    expect(verified.statusCode).toBe(200);
    const session = verified.json<{ token: string; result: { id: number; email: string } }>();
    expect(session.result.email).toBe(user.email);
    const me = await api.call({ method: 'GET', url: '/auth/me', token: session.token });
    expect(me.statusCode).toBe(200);
    const [row] = await t.db
      .select({ method: sessions.method })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.id);
    expect(row).toBeDefined();
    const methods = await t.db
      .select({ method: sessions.method })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(methods.map((m) => m.method)).toContain('mfa');
    // The ticket served once.
    clock.advance(STEP_MS);
    const again = await api.verify(body.mfaToken, { code: await codeAt(user.secret, clock.now()) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MFA_TEXTS.expiredTicket);
  });

  it.each([
    ['the step before', -1],
    ['the current step', 0],
    ['the step after', 1],
  ])('accepts the code of %s', async (_name, offset) => {
    const user = await enrolledUser();
    const mfaToken = await api.ticket(user.email);
    const code = await codeAt(user.secret, at(offset * STEP_MS));
    expect((await api.verify(mfaToken, { code })).statusCode).toBe(200);
  });

  it.each([
    ['two steps before', -2],
    ['two steps after', 2],
  ])('refuses the code of %s', async (_name, offset) => {
    const user = await enrolledUser();
    const mfaToken = await api.ticket(user.email);
    const refused = await api.verify(mfaToken, {
      code: await codeAt(user.secret, at(offset * STEP_MS)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: MFA_TEXTS.invalidCode,
      error: { code: 'INVALID_CREDENTIALS', message: MFA_TEXTS.invalidCode },
    });
    // The same ticket still takes the right code.
    expect(
      (await api.verify(mfaToken, { code: await codeAt(user.secret, clock.now()) })).statusCode,
    ).toBe(200);
  });

  it('accepts a code once: the same code again is refused, even within its window', async () => {
    const user = await enrolledUser();
    const code = await codeAt(user.secret, clock.now());
    expect((await api.verify(await api.ticket(user.email), { code })).statusCode).toBe(200);
    const replay = await api.verify(await api.ticket(user.email), { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(MFA_TEXTS.invalidCode);
    // An older step's code is no better, 10 s later, still within the window.
    clock.advance(10_000);
    const older = await api.verify(await api.ticket(user.email), {
      code: await codeAt(user.secret, at(-STEP_MS)),
    });
    expect(older.statusCode).toBe(400);
    // The next step's code is a new code.
    const next = await api.verify(await api.ticket(user.email), {
      code: await codeAt(user.secret, at(STEP_MS)),
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses the ticket after 5 minutes', async () => {
    const user = await enrolledUser();
    const early = await api.ticket(user.email);
    clock.advance(4 * 60_000 + 50_000);
    expect(
      (await api.verify(early, { code: await codeAt(user.secret, clock.now()) })).statusCode,
    ).toBe(200);
    const late = await api.ticket(user.email);
    clock.advance(5 * 60_000 + 1_000);
    const expired = await api.verify(late, { code: await codeAt(user.secret, clock.now()) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MFA_TEXTS.expiredTicket);
  });

  it('refuses a made-up ticket and bad bodies with a Spanish 400', async () => {
    for (const payload of [
      { mfaToken: 'x'.repeat(43), code: '123456' },
      { mfaToken: 'corto', code: '123456' },
      { mfaToken: 'x'.repeat(43) },
      { mfaToken: 'x'.repeat(43), code: '123456', recoveryCode: 'abcd-efgh-jk' },
      { code: '123456' },
      {},
      [],
    ]) {
      const response = await api.call({ url: '/auth/mfa/verify', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('gives one session of 60 verifies sent at once with the same right code', async () => {
    const user = await enrolledUser();
    const mfaToken = await api.ticket(user.email);
    const code = await codeAt(user.secret, clock.now());
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => api.verify(mfaToken, { code })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => [200, 400, 429].includes(s))).toBe(true);
    const after = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after.length - before.length).toBe(1);
  });
});

describe('recovery codes', () => {
  it('opens a session once per code, blind to case and dashes, and leaves an audit row', async () => {
    const user = await enrolledUser();
    const [first, second] = user.recoveryCodes;
    const typed = first!.toUpperCase().replace(/-/g, ' ');
    const ok = await api.verify(await api.ticket(user.email), { recoveryCode: typed });
    expect(ok.statusCode).toBe(200);
    const again = await api.verify(await api.ticket(user.email), { recoveryCode: first! });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MFA_TEXTS.invalidRecoveryCode);
    expect(
      (await api.verify(await api.ticket(user.email), { recoveryCode: second! })).statusCode,
    ).toBe(200);
    const status = await api.call({ method: 'GET', url: '/auth/mfa', token: user.token });
    expect(status.json().totp.recoveryCodesLeft).toBe(8);
    const used = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'recovery-code-used')));
    expect(used).toHaveLength(2);
    expect(JSON.stringify(used)).not.toContain(first!);
  });

  it('renews the ten codes with a code: the old ones stop working', async () => {
    const user = await enrolledUser();
    const wrong = await api.call({
      url: '/auth/mfa/recovery-codes',
      token: user.token,
      payload: { code: await codeAt(user.secret, at(-3 * STEP_MS)) },
    });
    expect(wrong.statusCode).toBe(400);
    const renewed = await api.call({
      url: '/auth/mfa/recovery-codes',
      token: user.token,
      payload: { code: await codeAt(user.secret, clock.now()) },
    });
    expect(renewed.statusCode).toBe(200);
    const body = renewed.json<{ recoveryCodes: string[]; message: string }>();
    expect(body.message).toBe(MFA_TEXTS.recoveryCodesRenewed);
    expect(body.recoveryCodes).toHaveLength(10);
    const old = await api.verify(await api.ticket(user.email), {
      recoveryCode: user.recoveryCodes[0]!,
    });
    expect(old.statusCode).toBe(400);
    const fresh = await api.verify(await api.ticket(user.email), {
      recoveryCode: body.recoveryCodes[0]!,
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('wrong codes count like wrong passwords', () => {
  it('refuses the address after 5 wrong codes, even with the right code; the owner elsewhere gets in', async () => {
    const user = await enrolledUser();
    const attacker = '203.0.113.50';
    const mfaToken = await api.ticket(user.email, attacker);
    for (let i = 0; i < 5; i++) {
      const wrong = await api.verify(
        mfaToken,
        { code: await codeAt(user.secret, at((3 + i) * STEP_MS)) },
        attacker,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const right = await api.verify(
      mfaToken,
      { code: await codeAt(user.secret, clock.now()) },
      attacker,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MFA_TEXTS.tooManyCodes);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The password step is refused there too.
    const password = await api.login(user.email, attacker);
    expect(password.statusCode).toBe(429);
    expect(password.json().message).toBe(TOO_MANY);
    // From another address the owner signs in with password and code.
    const owner = await api.verify(
      await api.ticket(user.email, '198.51.100.60'),
      { code: await codeAt(user.secret, clock.now()) },
      '198.51.100.60',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('a right password does not reset the count: wrong codes and passwords add up; a right code does', async () => {
    const user = await enrolledUser();
    const address = '203.0.113.51';
    // 2 wrong passwords, then 2 wrong codes with a right password between each.
    for (let i = 0; i < 2; i++) {
      expect((await api.login(user.email, address, `mala-${i}`)).statusCode).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      const mfaToken = await api.ticket(user.email, address);
      const wrong = await api.verify(
        mfaToken,
        { code: await codeAt(user.secret, at(5 * STEP_MS)) },
        address,
      );
      expect(wrong.statusCode).toBe(400);
    }
    // A right password once more (4 failures so far): then a fifth wrong code locks the address.
    const mfaToken = await api.ticket(user.email, address);
    expect(
      (await api.verify(mfaToken, { code: await codeAt(user.secret, at(6 * STEP_MS)) }, address))
        .statusCode,
    ).toBe(400);
    expect((await api.login(user.email, address)).statusCode).toBe(429);
    expect(
      (await api.verify(mfaToken, { code: await codeAt(user.secret, clock.now()) }, address))
        .statusCode,
    ).toBe(429);

    // Elsewhere: 4 wrong codes, a right code resets, then 4 more wrong are still allowed.
    const home = '198.51.100.61';
    let homeToken = await api.ticket(user.email, home);
    for (let i = 0; i < 4; i++) {
      expect(
        (await api.verify(homeToken, { code: await codeAt(user.secret, at(7 * STEP_MS)) }, home))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await api.verify(homeToken, { code: await codeAt(user.secret, clock.now()) }, home))
        .statusCode,
    ).toBe(200);
    homeToken = await api.ticket(user.email, home);
    for (let i = 0; i < 4; i++) {
      expect(
        (await api.verify(homeToken, { code: await codeAt(user.secret, at(7 * STEP_MS)) }, home))
          .statusCode,
      ).toBe(400);
    }
    expect((await api.login(user.email, home)).statusCode).toBe(200);
  });
});

describe('removing the second factor', () => {
  it('needs the password and a code; then a sign-in gives a session at once', async () => {
    const user = await enrolledUser();
    const code = await codeAt(user.secret, clock.now());
    const wrongPassword = await api.call({
      method: 'DELETE',
      url: '/auth/mfa/totp',
      token: user.token,
      payload: { password: 'no-es-la-buena', code },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(MFA_TEXTS.wrongPassword);
    const wrongCode = await api.call({
      method: 'DELETE',
      url: '/auth/mfa/totp',
      token: user.token,
      payload: { password: TEST_PASSWORD, code: await codeAt(user.secret, at(-5 * STEP_MS)) },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe(MFA_TEXTS.invalidCode);
    const removed = await api.call({
      method: 'DELETE',
      url: '/auth/mfa/totp',
      token: user.token,
      payload: { password: TEST_PASSWORD, code: code.replace(/(\d{3})/, '$1 ') },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(MFA_TEXTS.disabled);
    expect((await api.login(user.email)).json().token).toEqual(expect.any(String));
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual([]);
    expect(
      await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'mfa-removed')));
    expect(audit).toHaveLength(1);
    const notEnabled = await api.call({
      method: 'DELETE',
      url: '/auth/mfa/totp',
      token: user.token,
      payload: { password: TEST_PASSWORD, code },
    });
    expect(notEnabled.statusCode).toBe(400);
    expect(notEnabled.json().message).toBe(MFA_TEXTS.notEnabled);
  });

  it('takes a recovery code instead of the code', async () => {
    const user = await enrolledUser();
    const removed = await api.call({
      method: 'DELETE',
      url: '/auth/mfa/totp',
      token: user.token,
      payload: { password: TEST_PASSWORD, code: user.recoveryCodes[3] },
    });
    expect(removed.statusCode).toBe(200);
  });
});

describe('audit rows of sign-ins', () => {
  it('records failed and locked sign-ins without the password, and unknown emails by the email tried', async () => {
    const user = await t.signIn('usuario');
    const address = '203.0.113.77';
    const secretTry = 'contraseña-secreta-mala';
    for (let i = 0; i < 5; i++) await api.login(user.email, address, `${secretTry}${i}`);
    expect((await api.login(user.email, address)).statusCode).toBe(429);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.address, address)));
    expect(rows.map((r) => `${r.action}:${r.outcome}`)).toEqual([
      ...Array(5).fill('sign-in:failed'),
      'sign-in:locked',
    ]);
    expect(rows[0]).toMatchObject({
      targetType: 'user',
      targetId: String(user.id),
      targetLabel: user.email,
    });
    expect(JSON.stringify(rows)).not.toContain(secretTry);

    const unknown = 'nadie-conocido@empresa.test';
    const refused = await api.login(unknown, address, secretTry);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(AUTH_TEXTS.invalidCredentials);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorLabel, unknown), eq(auditLog.action, 'sign-in')));
    expect(row).toMatchObject({ actorId: null, outcome: 'failed', address });
    expect(JSON.stringify(row)).not.toContain(secretTry);

    const ok = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.outcome, 'ok')));
    expect(ok.map((r) => r.action)).toContain('sign-in');
  });

  it('records a wrong code as a failed sign-in, and never writes a code', async () => {
    const user = await enrolledUser();
    const address = '203.0.113.78';
    const wrongCode = await codeAt(user.secret, at(9 * STEP_MS));
    const rightCode = await codeAt(user.secret, clock.now());
    const mfaToken = await api.ticket(user.email, address);
    expect((await api.verify(mfaToken, { code: wrongCode }, address)).statusCode).toBe(400);
    expect((await api.verify(mfaToken, { code: rightCode }, address)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.address, address)));
    expect(rows.map((r) => `${r.action}:${r.outcome}`)).toEqual(['sign-in:failed', 'sign-in:ok']);
    const all = JSON.stringify(await t.db.select().from(auditLog));
    expect(all).not.toContain(mfaToken);
    expect(all).not.toContain(user.secret);
  });
});
