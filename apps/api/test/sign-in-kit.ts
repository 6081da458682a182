/**
 * What the sign-in attack, bad-input and authorization tests share (issue 28): a second factor
 * enrolled through the API with codes computed by otplib (an independent TOTP implementation, not
 * the product's), and the password step of a sign-in.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { TEST_PASSWORD } from './test-app';

/** otplib's code of `secret` at instant `at` (ms), as an authenticator app shows it then. */
export const codeAt = (secret: string, at: number) =>
  generate({ secret, epoch: Math.floor(at / 1000) });

/** Six digits that are none of the codes accepted at `at` (the step before, of, and after it). */
export async function wrongCodesAt(secret: string, at: number, count: number): Promise<string[]> {
  const valid = new Set(
    await Promise.all([-30_000, 0, 30_000].map((shift) => codeAt(secret, at + shift))),
  );
  const codes: string[] = [];
  for (let n = 123_457; codes.length < count; n = (n + 7_919) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

type Headers = Record<string, string>;

async function expectOk(response: LightMyRequestResponse, what: string) {
  if (response.statusCode !== 200)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

/** Setup with a session (or an enrolment ticket as bearer): the secret, not yet confirmed. */
export async function setUpTotp(app: FastifyInstance, headers: Headers): Promise<string> {
  const body = await expectOk(
    await app.inject({ method: 'POST', url: '/api/auth/mfa/totp/setup', headers }),
    'TOTP setup',
  );
  return body.secret as string;
}

/**
 * Setup, then confirm with otplib's code at the app's `now`: the secret and the ten recovery
 * codes. The confirm's step is used: a sign-in's code must be of a later step.
 */
export async function enrolTotp(app: FastifyInstance, headers: Headers) {
  const secret = await setUpTotp(app, headers);
  const body = await expectOk(
    await app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      headers,
      payload: { code: await codeAt(secret, app.clock.now().getTime()) },
    }),
    'TOTP confirm',
  );
  return { secret, recoveryCodes: body.recoveryCodes as string[] };
}

/** POST /api/auth with the right password from `address`: the raw answer. */
export const passwordStep = (app: FastifyInstance, email: string, address = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress: address,
    payload: { email, password: TEST_PASSWORD },
  });

/** The mfaToken the password step gives a user with a second factor. */
export async function mfaTokenOf(app: FastifyInstance, email: string, address?: string) {
  const body = await expectOk(await passwordStep(app, email, address), 'password step');
  if (body.mfaRequired !== true || typeof body.mfaToken !== 'string') {
    throw new Error(`no second step: ${JSON.stringify(body)}`);
  }
  return body.mfaToken;
}

/** POST /api/auth/mfa/verify. */
export const verify = (
  app: FastifyInstance,
  payload: { mfaToken: string; code?: string; recoveryCode?: string },
  address = '127.0.0.1',
) => app.inject({ method: 'POST', url: '/api/auth/mfa/verify', remoteAddress: address, payload });
