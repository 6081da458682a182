/**
 * Scheduled jobs while requests arrive (issue 23 §1): the recurring expenses' catch-up, the
 * orphan-photo sweep and a backup run while a burst of sign-ins, reads and writes goes on. The
 * server stays up, every acknowledged write is there, and the next start on the same data works.
 *
 * - Embedded, from outside: the server process started under `faketime` two months after the
 *   recurring expenses were made, as a company whose server was down over their days starts it.
 *   This crashed the process ('Received unexpected commandComplete message from backend') at every
 *   start: the backup's CHECKPOINT answered on the server's connection (docs/decisions/074).
 * - Embedded, inside: the app and its jobs on a data folder, backups asked during the burst.
 * - PostgreSQL: the app's connections terminated while requests run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbedded } from '../src/db/client';
import { createBackups } from '../src/features/backups/make-backup';
import { startJobs } from '../src/lib/scheduled-jobs';
import { scheduledJobsOf } from '../src/server';
import {
  cleanUpServers,
  signIn,
  spawnServer,
  startServer,
  stop,
  tempDataDir,
  waitReady,
  withAdmin,
  type Server,
} from './spawned-server';
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app';

afterEach(cleanUpServers);

const DAY_MS = 86_400_000;
const RECURRING_DAYS = [1, 5, 10, 15, 20, 25];
const ZONE = 'Europe/Madrid';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The company's date of an instant, 'YYYY-MM-DD'. */
const companyDate = (at: number) => new Date(at).toLocaleDateString('sv-SE', { timeZone: ZONE });

/** How many of the recurring days fall from `from` to `to` (company dates, both included). */
function recurringDaysBetween(from: string, to: string) {
  let count = 0;
  for (let day = Date.parse(`${from}T12:00:00Z`); ; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (date > to) return count;
    if (RECURRING_DAYS.includes(Number(date.slice(8)))) count += 1;
  }
}

/** What the tests read of an answer: a created item's id, a list's rows and total. */
type Answer = { data: { id: number } & { id: number }[]; totalItems: number };
type Call = (
  method: string,
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: Answer }>;

/** A signed-in caller of a server process. */
const caller =
  (server: Server, authorization: string): Call =>
  async (method, url, body) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };

/** A signed-in caller of an app in this process. */
const injecting =
  (test: TestApp, headers: Record<string, string>): Call =>
  async (method, url, body) => {
    const response = await test.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body !== undefined && { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json<Answer>() };
  };

/** A category, an area and a recurring expense on each of the recurring days. */
async function financeSetUp(call: Call) {
  const category = await call('POST', '/api/categories', { name: 'Fijos', description: 'Cuotas' });
  const area = await call('POST', '/api/areas', { name: 'Oficina', description: 'Sede' });
  expect([category.status, area.status]).toEqual([201, 201]);
  for (const dayOfMonth of RECURRING_DAYS) {
    const created = await call('POST', '/api/expenses-recurrent', {
      name: `Cuota del día ${dayOfMonth}`,
      amount: 10,
      dayOfMonth,
      categoryId: category.body.data.id,
      areaId: area.body.data.id,
    });
    expect(created.status).toBe(201);
  }
  return { areaId: area.body.data.id };
}

/**
 * Sign-ins, reads and writes at once, 8 in flight: every answer's status, and the incomes whose
 * creation was acknowledged.
 */
async function burst(call: Call, signInOnce: () => Promise<number>, areaId: number) {
  const statuses: number[] = [];
  const written: number[] = [];
  const work = Array.from({ length: 160 }, (_, i) => async () => {
    if (i % 8 === 0) return statuses.push(await signInOnce());
    if (i % 2 === 0) {
      const read = await call(
        'GET',
        i % 4 === 0 ? '/api/expenses' : '/api/summary?from=2026-01-01&to=2026-12-31',
      );
      return statuses.push(read.status);
    }
    const income = await call('POST', '/api/incomes', {
      amount: 1 + i,
      type: 'cash',
      date: '2026-01-15',
      areaId,
      description: `venta ${i}`,
    });
    statuses.push(income.status);
    if (income.status === 201) written.push(income.body.data.id);
  });
  const lanes = Array.from({ length: 8 }, async () => {
    for (let next = work.shift(); next; next = work.shift()) await next();
  });
  await Promise.all(lanes);
  return { statuses, written };
}

const totalOf = async (call: Call, url: string) => {
  const list = await call('GET', url);
  expect(list.status).toBe(200);
  return list.body.totalItems;
};

describe.skipIf(onPostgres)('scheduled jobs during a burst, embedded database', () => {
  it('started two months late under faketime, catches up and backs up while serving, and starts again', async () => {
    const dataDir = tempDataDir();
    const env = { ...withAdmin, LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '10000' };
    let server = await startServer(dataDir, env);
    let call = caller(server, (await signIn(server)).authorization);
    const createdOn = companyDate(Date.now());
    const { areaId } = await financeSetUp(call);
    expect((await stop(server)).code).toBe(0);

    // Two months later: the catch-up, the sweep and the day's backup run at start, while the
    // burst arrives as soon as the server listens.
    const late = { faketime: '+62d' };
    server = await waitReady(await spawnServer(dataDir, env, late));
    call = caller(server, (await signIn(server)).authorization);
    const signInOnce = async () => (await fetchSignIn(server)).status;
    const { statuses, written } = await burst(call, signInOnce, areaId);
    await until(() => /"msg":"backup made"/.test(server.output()), server);
    await until(() => /"msg":"recurring expenses generated"/.test(server.output()), server);

    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(
      /unexpected \w+ message|Unhandled 'error'|database connection failed/,
    );
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    expect(await totalOf(call, '/api/incomes?limit=100')).toBe(written.length);
    const today = companyDate(Date.now() + 62 * DAY_MS);
    const due = recurringDaysBetween(createdOn, today);
    expect(due).toBeGreaterThanOrEqual(12);
    expect(await totalOf(call, '/api/expenses?limit=100')).toBe(due);
    const backups = fs.readdirSync(path.join(dataDir, 'backups'));
    expect(backups.filter((name) => name.endsWith('.backup'))).toHaveLength(1);
    expect((await stop(server)).code).toBe(0);

    // Every later start on the same data works, and holds the same rows.
    server = await startServer(dataDir, env, late);
    call = caller(server, (await signIn(server)).authorization);
    expect(await totalOf(call, '/api/incomes?limit=100')).toBe(written.length);
    expect(await totalOf(call, '/api/expenses?limit=100')).toBe(due);
    expect((await stop(server)).code).toBe(0);
  }, 240_000);

  it('runs the jobs and three backups in the app while it serves a burst', async () => {
    const dataDir = tempDataDir();
    const database = await openEmbedded(path.join(dataDir, 'db'));
    let offsetMs = 0;
    const test = await createTestApp({
      database,
      env: { DATA_DIR: dataDir },
      now: () => new Date(Date.now() + offsetMs),
    });
    try {
      const admin = await test.signIn('admin', { email: 'jefa@empresa.test' });
      const call = injecting(test, admin.headers);
      const createdOn = companyDate(Date.now());
      const { areaId } = await financeSetUp(call);
      offsetMs = 62 * DAY_MS;
      // Sessions live on the app's clock: two months on, the admin signs in again.
      await test.signInAgain(admin);
      const backups = createBackups({
        database,
        config: { dataDir, backupDir: path.join(dataDir, 'backups'), backupKeep: 5 },
        secret: 'x'.repeat(40),
      });
      const jobs = startJobs(
        { db: database.db, log: test.app.log, now: test.app.clock.now },
        scheduledJobsOf(test.app, backups),
      );
      const signInOnce = async () =>
        (
          await test.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: 'jefa@empresa.test', password: TEST_PASSWORD },
          })
        ).statusCode;
      const [{ statuses, written }, made] = await Promise.all([
        burst(call, signInOnce, areaId),
        Promise.all([1, 2, 3].map(() => backups.run('on-demand'))),
        jobs.runDue(),
      ]);
      await jobs.stop();
      expect(statuses.filter((status) => status >= 300)).toEqual([]);
      expect(made.map((backup) => backup.sizeBytes > 0)).toEqual([true, true, true]);
      expect(await totalOf(call, '/api/incomes?limit=100')).toBe(written.length);
      const due = recurringDaysBetween(createdOn, companyDate(Date.now() + offsetMs));
      expect(await totalOf(call, '/api/expenses?limit=100')).toBe(due);
    } finally {
      await test.close();
      await database.close();
    }
  }, 180_000);
});

describe.skipIf(!onPostgres)('requests while PostgreSQL ends their connections', () => {
  it('answers 503 or the real answer, loses nothing acknowledged, and serves again after', async () => {
    const test = await createTestApp();
    try {
      const admin = await test.signIn('admin');
      const call = injecting(test, admin.headers);
      const area = await call('POST', '/api/areas', { name: 'Tienda', description: 'Local' });
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      const current = await test.db.execute(sql`select current_database() as name`);
      const name = (current as { rows: { name: string }[] }).rows[0]!.name;
      let killing = true;
      // Kills 60 ms apart, and now and then a longer pause: a new connection costs 25–30 ms on a
      // busy 2-core machine, so with kills only 60 ms apart a request that needs a fresh connection
      // and then a transaction may never find a window to finish in.
      const pauses = [60, 60, 250];
      const kills = (async () => {
        for (let round = 0; killing; round++) {
          await killer.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          await new Promise((resolve) => setTimeout(resolve, pauses[round % pauses.length]));
        }
      })();
      const signInOnce = async () =>
        (
          await test.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: admin.email, password: TEST_PASSWORD },
          })
        ).statusCode;
      const { statuses, written } = await burst(call, signInOnce, area.body.data.id);
      killing = false;
      await kills;
      await killer.end();
      expect(statuses.filter((status) => status !== 503 && status >= 300)).toEqual([]);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      // Served again once the connections are left alone; every acknowledged write is there.
      const list = await call('GET', '/api/incomes?limit=100');
      expect(list.status).toBe(200);
      // (A write whose connection ended after its commit may be there unacknowledged: a 503.)
      const ids = new Set(list.body.data.map((income) => income.id));
      expect(written.filter((id) => !ids.has(id))).toEqual([]);
      expect(written.length).toBeGreaterThan(0);
    } finally {
      await test.close();
    }
  }, 120_000);
});

/** A sign-in as the spawned server's admin, answered as is. */
const fetchSignIn = (server: Server) =>
  fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: withAdmin.ADMIN_EMAIL, password: withAdmin.ADMIN_PASSWORD }),
  });

/** Waits until `done` holds, failing with the server's output when it exits or a minute passes. */
async function until(done: () => boolean, server: Server) {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`waited in vain; the server's output:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
