/**
 * GET /backups/status (issue 15): the admin's Inicio reads the latest run, the latest success and
 * the warning (the last run failed, or no backup in two days) from backup_runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '../../db/schema/index';
import { companyClock } from '../../lib/time';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { backupPeriodOf } from './backup-job';

let t: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const status = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/backups/status',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: Record<string, unknown> & { warning: string | null; database: string };
  }>().data;
};
const embedded = !process.env.TEST_DATABASE_URL;

describe('GET /api/backups/status', () => {
  it.runIf(embedded)('warns when no backup was ever made', async () => {
    const data = await status();
    expect(data).toMatchObject({
      database: 'embedded',
      lastRun: null,
      lastSuccess: null,
      warning: 'stale',
      dailyAt: '02:00',
      keep: 14,
    });
  });

  it.runIf(embedded)(
    'shows the last backup, then warns when the next one failed, and why',
    async () => {
      await t.db.insert(backupRuns).values({
        trigger: 'scheduled',
        startedAt: hoursAgo(5),
        finishedAt: hoursAgo(5),
        fileName: 'backoffice-a.backup',
        sizeBytes: 1234,
      });
      expect(await status()).toMatchObject({
        warning: null,
        lastSuccess: { fileName: 'backoffice-a.backup', sizeBytes: 1234, trigger: 'scheduled' },
      });
      // A run still in progress changes nothing.
      await t.db.insert(backupRuns).values({ trigger: 'on-demand', startedAt: hoursAgo(1) });
      expect((await status()).warning).toBeNull();
      await t.db.insert(backupRuns).values({
        trigger: 'on-demand',
        startedAt: hoursAgo(0.5),
        finishedAt: hoursAgo(0.5),
        error: 'No queda espacio en el disco de la carpeta de copias (BACKUP_DIR).',
      });
      expect(await status()).toMatchObject({
        warning: 'failed',
        lastRun: { error: 'No queda espacio en el disco de la carpeta de copias (BACKUP_DIR).' },
        lastSuccess: { fileName: 'backoffice-a.backup' },
      });
    },
  );

  it.runIf(embedded)('warns when the last backup is more than two days old', async () => {
    await t.db.delete(backupRuns);
    await t.db.insert(backupRuns).values({
      trigger: 'scheduled',
      startedAt: hoursAgo(49),
      finishedAt: hoursAgo(49),
      fileName: 'backoffice-b.backup',
      sizeBytes: 10,
    });
    expect((await status()).warning).toBe('stale');
  });

  it.skipIf(embedded)(
    'says the PostgreSQL server keeps its own backups, with no warning',
    async () => {
      expect(await status()).toMatchObject({ database: 'postgres', warning: null });
    },
  );
});

describe('the daily backup period', () => {
  const periodOf = backupPeriodOf(companyClock('Europe/Madrid'), '02:00');
  it('is the company day of the last 02:00 reached', () => {
    expect(periodOf(new Date('2026-11-24T00:59:00Z'))).toBe('2026-11-23'); // 01:59 in Madrid
    expect(periodOf(new Date('2026-11-24T01:00:00Z'))).toBe('2026-11-24'); // 02:00
    expect(periodOf(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-24'); // 23:30
    expect(periodOf(new Date('2026-03-01T00:30:00Z'))).toBe('2026-02-28'); // across a month
  });
});
