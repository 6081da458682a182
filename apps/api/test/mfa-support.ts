/**
 * Test helpers of the second factor: codes computed by otplib (an implementation independent of
 * the product's `otpauth`) at chosen instants, and the calls of a sign-in with a code.
 */
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { TEST_PASSWORD } from './test-app';

export const STEP_MS = 30_000;

/** The TOTP code of `secret` at instant `at` (otplib: SHA-1, 6 digits, 30 s). */
export const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** A clock a test moves: `now()` for createTestApp, `set` and `advance` to move it. */
export function testClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => (current = at.getTime()),
    advance: (ms: number) => (current += ms),
  };
}

type Call = {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  token?: string;
  payload?: unknown;
  address?: string;
};

export function mfaCalls(t: TestApp) {
  const call = ({ method = 'POST', url, token, payload, address }: Call) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
      ...(payload !== undefined && { payload: payload as object }),
      ...(address && { remoteAddress: address }),
    });
  const login = (email: string, address?: string, password = TEST_PASSWORD) =>
    call({ url: '/auth', payload: { email, password }, ...(address && { address }) });

  /** Sets up and confirms TOTP for a signed-in user at the app's time; answers the secret and codes. */
  async function enrol(token: string) {
    const setup = await call({ url: '/auth/mfa/totp/setup', token });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const confirm = await call({
      url: '/auth/mfa/totp/confirm',
      token,
      payload: { code: await codeAt(secret, t.app.clock.now()) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  /** The password step of a user with a second factor: answers the mfaToken. */
  async function ticket(email: string, address?: string) {
    const response = await login(email, address);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ mfaRequired?: boolean; mfaToken?: string; token?: string }>();
    expect(body.mfaRequired).toBe(true);
    expect(body.token).toBeUndefined();
    return body.mfaToken!;
  }

  const verify = (
    mfaToken: string,
    secondFactor: { code: string } | { recoveryCode: string },
    address?: string,
  ) =>
    call({
      url: '/auth/mfa/verify',
      payload: { mfaToken, ...secondFactor },
      ...(address && { address }),
    });

  return { call, login, enrol, ticket, verify };
}
