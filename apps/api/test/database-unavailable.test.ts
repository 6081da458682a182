/**
 * A lost database answers 503 with the Spanish text and DATABASE_UNAVAILABLE, never a 500: the
 * embedded database closed under the app, and (on PostgreSQL) the app's database dropped while
 * its connections are terminated (DROP DATABASE … WITH (FORCE) runs pg_terminate_backend).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { insertUser, TEST_PASSWORD } from './factories';
import { openTestDatabase } from './test-database';

const TEXT = 'Servicio no disponible temporalmente. Inténtalo de nuevo en unos momentos.';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** The app on `database`, with a signed-in admin. */
async function appOn(database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-unavailable-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_TIME_ZONE: 'Europe/Madrid',
    // The admin signs in with a password alone (no second factor to enrol first).
    MFA_REQUIRED_ROLES: '',
  });
  const app = await buildApp({ config, database, logger: false, authRateLimit: 1000 });
  cleanups.push(() => app.close());
  await insertUser(database.db, { role: 'admin', name: 'Ana', email: 'ana@empresa.test' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: 'ana@empresa.test', password: TEST_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  expect((await app.inject({ method: 'GET', url: '/api/categories', headers })).statusCode).toBe(
    200,
  );
  return { app, headers };
}

function expectUnavailable(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    success: false,
    message: TEXT,
    error: { code: 'DATABASE_UNAVAILABLE', message: TEXT },
  });
}

describe('a lost database', () => {
  it('answers 503 with the Spanish text once the database is closed under the app', async () => {
    const database = await openTestDatabase();
    const { app, headers } = await appOn(database);
    await database.close();
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/categories', headers }));
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'ana@empresa.test', password: TEST_PASSWORD },
      }),
    );
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 when its PostgreSQL database is dropped and its connections terminated',
    async () => {
      const { admin, name, app, headers } = await appOnOwnDatabase('t_gone');

      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/categories', headers }));
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/auth/me', headers }));
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 to requests in flight when pg_terminate_backend ends its connections, then recovers',
    async () => {
      const { admin, name, url, app, headers } = await appOnOwnDatabase('t_cut');

      // Requests in flight, waiting on a lock another session holds, when every connection of
      // the app is terminated (pg_terminate_backend): each gets 503, none a 500.
      const locker = new pg.Client({ connectionString: url.toString() });
      await locker.connect();
      cleanups.push(() => locker.end());
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
      const inFlight = Array.from({ length: 3 }, () =>
        app.inject({ method: 'GET', url: '/api/categories', headers }),
      );
      const waiting = async () =>
        Number(
          (
            await admin.query(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
              [name],
            )
          ).rows[0].n,
        );
      while ((await waiting()) < 3) await new Promise((resolve) => setTimeout(resolve, 50));
      const lockerPid = (await locker.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2',
        [name, lockerPid],
      );
      for (const response of await Promise.all(inFlight)) expectUnavailable(response);
      await locker.query('ROLLBACK');
      // The pool connects again: the next requests are served.
      const after = await app.inject({ method: 'GET', url: '/api/categories', headers });
      expect(after.statusCode, after.body).toBe(200);
    },
  );
});

/**
 * The app on a database of its own on the PostgreSQL server of TEST_DATABASE_URL, with a client
 * of the server (`admin`) to take it away; everything is dropped after the test.
 */
async function appOnOwnDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  cleanups.push(() => admin.end());
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(
    async () => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  );
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  cleanups.push(() => database.close());
  return { admin, name, url, ...(await appOn(database)) };
}
