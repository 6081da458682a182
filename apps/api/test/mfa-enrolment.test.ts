/**
 * MFA_REQUIRED_ROLES (DECISIONS §12): a role that must enrol gets no session from its password,
 * but an enrolment ticket with which, as a bearer, only TOTP setup and confirm work; confirm then
 * gives the session. The role cannot remove its second factor. Other roles sign in as before.
 */
import { MFA_TEXTS } from '@app/contract/mfa';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index';
import { insertUser } from './factories';
import { codeAt, mfaCalls, STEP_MS, testClock } from './mfa-support';
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app';

const clock = testClock(new Date('2031-06-10T07:30:05Z'));
let t: TestApp;
let api: ReturnType<typeof mfaCalls>;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { MFA_REQUIRED_ROLES: 'admin' } });
  api = mfaCalls(t);
});
afterAll(() => t.close());

/** An admin's password step: answers the enrolment ticket. */
async function enrolmentTicket(email: string) {
  const response = await api.login(email);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['mfaEnrollmentRequired', 'mfaToken', 'success']);
  expect(body.mfaEnrollmentRequired).toBe(true);
  return body.mfaToken as string;
}

describe('a role that must enrol', () => {
  it('enrols with the ticket and gets its session from confirm; then signs in with a code', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const ticket = await enrolmentTicket(admin.email);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);

    // The ticket is no session: every other route refuses it.
    for (const [method, url, payload] of [
      ['GET', '/auth/me', undefined],
      ['GET', '/auth/mfa', undefined],
      ['GET', '/users', undefined],
      ['POST', '/auth/mfa/recovery-codes', { code: '123456' }],
      ['DELETE', '/auth/mfa/totp', { password: TEST_PASSWORD, code: '123456' }],
      ['POST', '/auth/logout', undefined],
    ] as const) {
      const refused = await api.call({ method, url, token: ticket, payload });
      expect(refused.statusCode, `${method} ${url}`).toBe(401);
    }

    const setup = await api.call({ url: '/auth/mfa/totp/setup', token: ticket });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(otpauthUrl).toContain(encodeURIComponent(admin.email));

    const wrong = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: ticket,
      payload: { code: await codeAt(secret, new Date(clock.now().getTime() + 3 * STEP_MS)) },
    });
    expect(wrong.statusCode).toBe(400);

    const confirm = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: ticket,
      payload: { code: await codeAt(secret, clock.now()) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const body = confirm.json<{
      recoveryCodes: string[];
      token: string;
      result: { id: number; role: string };
    }>();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.result).toMatchObject({ id: admin.id, role: 'admin' });
    const me = await api.call({ method: 'GET', url: '/auth/me', token: body.token });
    expect(me.statusCode).toBe(200);

    // The ticket served once.
    expect((await api.call({ url: '/auth/mfa/totp/setup', token: ticket })).statusCode).toBe(401);

    // The role cannot remove it.
    const remove = await api.call({
      method: 'DELETE',
      url: '/auth/mfa/totp',
      token: body.token,
      payload: { password: TEST_PASSWORD, code: body.recoveryCodes[0] },
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(MFA_TEXTS.cannotDisableRequired);
    const status = await api.call({ method: 'GET', url: '/auth/mfa', token: body.token });
    expect(status.json().totp).toMatchObject({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });

    // From now on: password, then code.
    clock.advance(3 * STEP_MS);
    const mfaToken = await api.ticket(admin.email);
    const verified = await api.verify(mfaToken, { code: await codeAt(secret, clock.now()) });
    expect(verified.statusCode).toBe(200);
  });

  it('refuses the enrolment ticket after 5 minutes', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const ticket = await enrolmentTicket(admin.email);
    const setup = await api.call({ url: '/auth/mfa/totp/setup', token: ticket });
    const { secret } = setup.json<{ secret: string }>();
    clock.advance(5 * 60_000 + 1_000);
    const late = await api.call({
      url: '/auth/mfa/totp/confirm',
      token: ticket,
      payload: { code: await codeAt(secret, clock.now()) },
    });
    expect(late.statusCode).toBe(401);
    // A new sign-in gives a new ticket, and the pending secret is replaced by a new setup.
    const again = await enrolmentTicket(admin.email);
    expect((await api.call({ url: '/auth/mfa/totp/setup', token: again })).statusCode).toBe(200);
  });

  it('lets other roles sign in with their password alone', async () => {
    const office = await insertUser(t.db, { role: 'office' });
    const response = await api.login(office.email);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('refuses a made-up or a code ticket as an enrolment bearer', async () => {
    expect(
      (await api.call({ url: '/auth/mfa/totp/setup', token: 'x'.repeat(43) })).statusCode,
    ).toBe(401);
    // A user with a second factor: its mfa ticket is not an enrolment ticket.
    const admin = await insertUser(t.db, { role: 'admin' });
    const ticket = await enrolmentTicket(admin.email);
    const { secret } = (await api.call({ url: '/auth/mfa/totp/setup', token: ticket })).json<{
      secret: string;
    }>();
    await api.call({
      url: '/auth/mfa/totp/confirm',
      token: ticket,
      payload: { code: await codeAt(secret, clock.now()) },
    });
    const mfaToken = await api.ticket(admin.email);
    expect((await api.call({ url: '/auth/mfa/totp/setup', token: mfaToken })).statusCode).toBe(401);
  });
});
