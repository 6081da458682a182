/**
 * The second factor seen from outside: the real server process, its clock set by libfaketime to a
 * day years ahead, MFA_REQUIRED_ROLES=admin. The admin enrols with the enrolment ticket and signs
 * in with password and code, each code computed by otplib at the server's faked time (read from
 * its Date header), not at the test's own. On PostgreSQL the server runs on a fresh test database.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { codeAt, STEP_MS } from './mfa-support';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cleanUpServers,
  startServer,
  tempDataDir,
  withAdmin,
  type Server,
} from './spawned-server';
import { openTestDatabase } from './test-database';

afterEach(cleanUpServers);
let closeDatabase = async () => {};
afterAll(() => closeDatabase());

const FAKED = '2033-09-14 08:15:00';

async function post(server: Server, url: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const serverTime = new Date(response.headers.get('date') ?? '');
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    serverTime,
  };
}

describe('the second factor, the server process under faketime', () => {
  it('enrols the admin and signs in with codes of the faked time', async () => {
    const dataDir = tempDataDir();
    const env: Record<string, string> = { ...withAdmin, MFA_REQUIRED_ROLES: 'admin', TZ: 'UTC' };
    if (process.env.TEST_DATABASE_URL) {
      const database = await openTestDatabase();
      closeDatabase = () => database.close();
      env.DATABASE_URL = database.url!;
    }
    const server = await startServer(dataDir, env, { faketime: `@${FAKED}` });

    const login = () => post(server, '/auth', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const first = await login();
    expect(first.status).toBe(200);
    // The server lives in 2033: its answers are dated then.
    expect(first.serverTime.getUTCFullYear()).toBe(2033);
    expect(first.body).toMatchObject({ success: true, mfaEnrollmentRequired: true });
    const ticket = first.body.mfaToken as string;

    const setup = await post(server, '/auth/mfa/totp/setup', {}, ticket);
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    // A code of today's real time is not the server's.
    const realCode = await codeAt(secret, new Date());
    const refused = await post(server, '/auth/mfa/totp/confirm', { code: realCode }, ticket);
    expect(refused.status).toBe(400);

    const confirm = await post(
      server,
      '/auth/mfa/totp/confirm',
      { code: await codeAt(secret, setup.serverTime) },
      ticket,
    );
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.token).toEqual(expect.any(String));

    // Next sign-in: password, then the code of the step after (the confirming step's code was used).
    const second = await login();
    expect(second.body).toMatchObject({ success: true, mfaRequired: true });
    const verified = await post(server, '/auth/mfa/verify', {
      mfaToken: second.body.mfaToken,
      code: await codeAt(secret, new Date(second.serverTime.getTime() + STEP_MS)),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const me = await fetch(`${server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${String(verified.body.token)}` },
    });
    expect(me.status).toBe(200);
  });
});
