import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@app/contract/common';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { insertUser, TEST_PASSWORD, TEST_TIME_ZONE } from './factories';
import { startSmtpSink } from './smtp-sink';
import { openTestDatabase } from './test-database';

export { TEST_PASSWORD };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, with a real SMTP server receiving its mail. */
export async function createTestApp(
  options: {
    authRateLimit?: number;
    /** APP_TIME_ZONE of the app: Europe/Madrid unless told */
    timeZone?: string;
    /** More environment for loadConfig (limits, for instance). */
    env?: Record<string, string>;
    /** The current instant of the app's clock (`app.clock`): the real one unless told */
    now?: () => Date;
    /**
     * An open database to start on instead of a fresh one (a restart, or a second instance); the
     * caller closes it.
     */
    database?: Database;
  } = {},
) {
  const database: Database = options.database ?? (await openTestDatabase());
  const smtp = await startSmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    APP_URL: 'http://app.test',
    APP_TIME_ZONE: options.timeZone ?? TEST_TIME_ZONE,
    LOG_LEVEL: 'silent',
    // Admins sign in with a password alone unless a test asks for MFA_REQUIRED_ROLES.
    MFA_REQUIRED_ROLES: '',
    ...options.env,
  });
  const app: FastifyInstance = await buildApp({
    config,
    database,
    logger: false,
    authRateLimit: options.authRateLimit ?? 1000,
    ...(options.now && { now: options.now }),
  });
  await app.ready();

  async function login(email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password: TEST_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return response.json<{ token: string }>().token;
  }

  /** Inserts an active, verified user with TEST_PASSWORD (factories.ts) and signs them in. */
  async function signIn(role: Role, overrides: { email?: string; name?: string } = {}) {
    const user = await insertUser(database.db, { role, ...overrides });
    const email = user.email;
    const token = await login(email);
    const session = { id: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
    signedInAt.set(session, app.clock.now().getTime());
    return session;
  }

  type Session = { email: string; token: string; headers: { authorization: string } };
  /** When each session of `signIn` last signed in, on the app's clock. */
  const signedInAt = new WeakMap<Session, number>();

  /**
   * Signs a user of `signIn` in again, in place (its token and headers change): sessions live on
   * the app's clock, so a test that moves `now` past a session's idle time or expiry signs in anew
   * at the new time.
   */
  async function signInAgain(session: Session) {
    session.token = await login(session.email);
    session.headers.authorization = `Bearer ${session.token}`;
    signedInAt.set(session, app.clock.now().getTime());
  }

  /**
   * A session's headers at the app's current time: for tests that move the clock forward by hours
   * or days between calls, the session signs in again first when the clock has moved more than an
   * hour past its last sign-in (sessions end after 12 h idle and 7 days on that clock).
   */
  async function freshHeaders(session: Session) {
    const at = signedInAt.get(session);
    if (at === undefined || app.clock.now().getTime() - at > 3_600_000) await signInAgain(session);
    return session.headers;
  }

  return {
    app,
    db: database.db,
    smtp,
    signIn,
    signInAgain,
    freshHeaders,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances of the app on one fresh database, as behind a load balancer: one APP_SECRET for
 * both, as every instance of a deployment has. `close` ends both and the database.
 */
export async function createTwoTestApps() {
  const database = await openTestDatabase();
  const env = { APP_SECRET: randomBytes(32).toString('hex') };
  const a = await createTestApp({ database, env });
  const b = await createTestApp({ database, env });
  return {
    database,
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}
