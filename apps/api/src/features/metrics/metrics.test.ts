/**
 * GET /metrics (docs/decisions/090): absent without METRICS_TOKEN, refused without the token, and
 * with it the series of what happened (requests by route pattern, queries, a sign-in refused, a
 * punch, a job run, the last backup's age), with no secret in them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMON_TEXTS } from '@app/contract/common';
import { METRICS_TEXTS } from '@app/contract/metrics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { backupRuns } from '../../db/schema/index';
import { startJobs } from '../../lib/scheduled-jobs';
import { parseMetrics, sampleOf } from '../../../test/metrics-text';

const TOKEN = 'scrape-token-0123456789abcdef';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  admin = await t.signIn('admin');
});
afterAll(() => t?.close());

async function scrape() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: response.body, samples: parseMetrics(response.body) };
}

describe('without METRICS_TOKEN', () => {
  it('does not exist: a plain 404, also where the SPA is served', async () => {
    const plain = await createTestApp();
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>SPA</title>');
    const withWeb = await buildApp({
      config: plain.app.config,
      database: {
        db: plain.db,
        kind: 'embedded',
        ping: async () => undefined,
        rawQuery: async () => [],
        close: async () => undefined,
      },
      webDir,
      logger: false,
    });
    await withWeb.ready();
    try {
      for (const app of [plain.app, withWeb]) {
        for (const url of ['/metrics', '/metrics/', '/metrics?x=1']) {
          const response = await app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${TOKEN}` },
          });
          expectErrorBody(response, {
            status: 404,
            code: 'NOT_FOUND',
            message: COMMON_TEXTS.notFound,
          });
        }
      }
      // The SPA's own pages still fall back to index.html.
      const page = await withWeb.inject({ method: 'GET', url: '/shifts' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>SPA</title>');
    } finally {
      await withWeb.close();
      await plain.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('with METRICS_TOKEN', () => {
  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer not-the-scrape-token-at-all' }],
    ['the token one character short', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token with more after it', { authorization: `Bearer ${TOKEN}x` }],
    ['another scheme', { authorization: `Basic ${TOKEN}` }],
    ['the bare token', { authorization: TOKEN }],
  ])('answers 401 to %s', async (_case, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
    expectErrorBody(response, {
      status: 401,
      code: 'UNAUTHORIZED',
      message: METRICS_TEXTS.badToken,
    });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.body).not.toContain(TOKEN);
  });

  it("answers 401 to a user's session: no session opens it, an admin's neither", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: admin.headers });
    expectErrorBody(response, {
      status: 401,
      code: 'UNAUTHORIZED',
      message: METRICS_TEXTS.badToken,
    });
  });

  it('takes the scheme in any case, as every bearer of the API', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('is no /api route and is left out of the API documentation', async () => {
    expect(t.app.apiRoutes.some((route) => route.url.includes('metrics'))).toBe(false);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toContain('/metrics');
  });
});

describe('the series', () => {
  it('count requests by route pattern and status, unknown paths as one label', async () => {
    const before = (await scrape()).samples;
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: admin.headers,
    });
    expect(categories.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/shifts/987654321',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-xyz' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-abc' });
    const { text, samples: after } = await scrape();

    const count = (samples: typeof after, labels: Record<string, string>) =>
      sampleOf(samples, 'backoffice_http_request_duration_seconds_count', labels) ?? 0;
    const grew = (labels: Record<string, string>) => count(after, labels) - count(before, labels);
    expect(grew({ method: 'GET', route: '/api/categories', status: '200' })).toBe(1);
    expect(grew({ method: 'GET', route: '/api/shifts/:id', status: '404' })).toBe(1);
    expect(grew({ method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
    // The scrape before was answered (and counted) too.
    expect(grew({ method: 'GET', route: '/metrics', status: '200' })).toBeGreaterThanOrEqual(1);
    // Never the URL asked: its ids and unknown paths would make endless series.
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('no-such-thing');
    // Few buckets: le 0.005 … 10 and +Inf.
    const buckets = after.filter(
      (s) =>
        s.name === 'backoffice_http_request_duration_seconds_bucket' &&
        s.labels.route === '/api/categories' &&
        s.labels.status === '200',
    );
    expect(buckets.map((s) => s.labels.le)).toEqual([
      '0.005',
      '0.025',
      '0.1',
      '0.5',
      '2.5',
      '10',
      '+Inf',
    ]);
  });

  it('time every database query and count the failed ones by SQLSTATE', async () => {
    const before = (await scrape()).samples;
    await expect(t.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    const after = (await scrape()).samples;
    const queries = (s: typeof after) =>
      sampleOf(s, 'backoffice_db_query_duration_seconds_count', {}) ?? 0;
    const errors = (s: typeof after) =>
      sampleOf(s, 'backoffice_db_query_errors_total', { code: '22012' }) ?? 0;
    // The failed query, and the backup age's read of the scrape itself on the embedded database.
    expect(queries(after) - queries(before)).toBeGreaterThanOrEqual(1);
    expect(errors(after) - errors(before)).toBe(1);
  });

  it('count refused sign-ins by reason and method, and punches by type', async () => {
    const before = (await scrape()).samples;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: admin.email, password: `${TEST_PASSWORD}-wrong` },
    });
    expect(refused.statusCode).toBe(400);
    const punch = await t.app.inject({
      method: 'POST',
      url: '/api/punches/add',
      headers: admin.headers,
      payload: { type: 'I' },
    });
    expect(punch.statusCode, punch.body).toBe(201);
    const { text, samples: after } = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      (sampleOf(after, name, labels) ?? 0) - (sampleOf(before, name, labels) ?? 0);
    expect(
      delta('backoffice_sign_in_failures_total', { reason: 'failed', method: 'password' }),
    ).toBe(1);
    expect(
      delta('backoffice_sign_in_failures_total', { reason: 'locked', method: 'password' }),
    ).toBe(0);
    expect(delta('backoffice_punches_recorded_total', { type: 'I' })).toBe(1);
    expect(delta('backoffice_punches_recorded_total', { type: 'O' })).toBe(0);
    // Nothing of who or how: no email, no password, no session or scrape token.
    for (const secret of [admin.email, TEST_PASSWORD, admin.token, TOKEN]) {
      expect(text).not.toContain(secret);
    }
  });

  it('count scheduled job runs and failures by job name', async () => {
    const quiet = { info: () => undefined, error: () => undefined };
    let period = '2026-01';
    const jobs = startJobs({ db: t.db, log: quiet }, [
      { name: 'metrics-test-ok', periodOf: () => period, run: async () => undefined },
      {
        name: 'metrics-test-failing',
        periodOf: () => period,
        run: async () => {
          throw new Error('this job fails');
        },
      },
    ]);
    try {
      await jobs.runDue();
      const before = (await scrape()).samples;
      period = '2026-02';
      await jobs.runDue();
      await jobs.runDue(); // the period is done: no run
      const after = (await scrape()).samples;
      const delta = (name: string, job: string) =>
        (sampleOf(after, name, { job }) ?? 0) - (sampleOf(before, name, { job }) ?? 0);
      expect(delta('backoffice_scheduled_job_runs_total', 'metrics-test-ok')).toBe(1);
      expect(delta('backoffice_scheduled_job_failures_total', 'metrics-test-ok')).toBe(0);
      // The failing one is never recorded as done: it runs, and fails, at each look.
      expect(delta('backoffice_scheduled_job_runs_total', 'metrics-test-failing')).toBe(2);
      expect(delta('backoffice_scheduled_job_failures_total', 'metrics-test-failing')).toBe(2);
    } finally {
      await jobs.stop();
    }
  });

  it.skipIf(onPostgres)(
    "give the last backup's age, read from the database at each scrape (embedded)",
    async () => {
      const age = async () =>
        sampleOf((await scrape()).samples, 'backoffice_backup_last_success_age_seconds', {});
      await t.db.delete(backupRuns);
      expect(await age()).toBe(Infinity);
      const hourAgo = new Date(t.app.clock.now().getTime() - 3_600_000);
      // Written by another process (`npm run backup`): the next scrape sees it.
      await t.db.insert(backupRuns).values([
        { trigger: 'scheduled', startedAt: hourAgo, finishedAt: hourAgo, fileName: 'a.backup' },
        {
          trigger: 'scheduled',
          startedAt: new Date(),
          finishedAt: new Date(),
          error: 'La copia falló',
        },
      ]);
      const seconds = await age();
      expect(seconds).toBeGreaterThanOrEqual(3600);
      expect(seconds).toBeLessThan(3660);
    },
  );

  it.skipIf(!onPostgres)(
    'have no backup age on PostgreSQL, which has no embedded backups',
    async () => {
      const { text } = await scrape();
      expect(text).not.toContain('backoffice_backup_last_success_age_seconds');
    },
  );

  it("include Node's process metrics", async () => {
    const { samples } = await scrape();
    expect(sampleOf(samples, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(sampleOf(samples, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
  });
});
