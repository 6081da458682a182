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
    return { id: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
  }

  /**
   * Signs a user of `signIn` in again, in place (its token and headers change): sessions live on
   * the app's clock, so a test that moves `now` past a session's idle time or expiry signs in anew
   * at the new time.
   */
  async function signInAgain(session: {
    email: string;
    token: string;
    headers: { authorization: string };
  }) {
    session.token = await login(session.email);
    session.headers.authorization = `Bearer ${session.token}`;
  }

  return {
    app,
    db: database.db,
    smtp,
    signIn,
    signInAgain,
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
