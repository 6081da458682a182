/**
 * The scheduled-job runner: one run per period, caught up at start, never twice at once, and on
 * PostgreSQL one run across two instances (two pools on one database, as two servers have).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { openTestDatabase } from '../../test/test-database';
import { startJobs, tryJobLock, type Job, type JobContext } from './scheduled-jobs';

let database: Database & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const quiet = { info: () => undefined, error: (entry: unknown) => console.error(entry) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that records every run (period and the last one done) and takes `ms` to run. */
function recordingJob(name: string, periodOf: Job['periodOf'], ms = 0) {
  const runs: Pick<JobContext, 'period' | 'lastPeriod'>[] = [];
  const job: Job = {
    name,
    periodOf,
    checkEveryMs: 60_000,
    run: async ({ period, lastPeriod }) => {
      runs.push({ period, lastPeriod });
      await sleep(ms);
    },
  };
  return { job, runs };
}

describe('the scheduled-job runner', () => {
  it('runs a job once per period, across restarts, and tells it the last period done', async () => {
    let month = '2026-01';
    const { job, runs } = recordingJob('monthly', () => month);
    const first = startJobs({ db: database.db, log: quiet }, [job]);
    await first.runDue();
    await first.runDue();
    await first.stop();
    expect(runs).toEqual([{ period: '2026-01', lastPeriod: null }]);

    // The server was down for three months: the next start runs once, knowing what it missed.
    month = '2026-04';
    const second = startJobs({ db: database.db, log: quiet }, [job]);
    await second.runDue();
    await second.stop();
    const third = startJobs({ db: database.db, log: quiet }, [job]);
    await third.runDue();
    await third.stop();
    expect(runs).toEqual([
      { period: '2026-01', lastPeriod: null },
      { period: '2026-04', lastPeriod: '2026-01' },
    ]);
  });

  it('records nothing for a run that failed, and runs it again', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const job: Job = {
      name: 'fails-once',
      periodOf: () => 'p1',
      run: async () => {
        if (fail) throw new Error('boom');
      },
    };
    const runner = startJobs(
      { db: database.db, log: { ...quiet, error: (entry: unknown) => errors.push(entry) } },
      [job],
    );
    await runner.runDue();
    expect(errors).toHaveLength(1);
    fail = false;
    let ran = false;
    job.run = async () => {
      ran = true;
    };
    await runner.runDue();
    await runner.stop();
    expect(ran).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs a job once when two instances with their own pools start together on one database',
    async () => {
      const other = await openPostgres(database.url!);
      try {
        const a = recordingJob('together', () => '2026-11-24T15', 300);
        const b = recordingJob('together', () => '2026-11-24T15', 300);
        const one = startJobs({ db: database.db, log: quiet }, [a.job]);
        const two = startJobs({ db: other.db, log: quiet }, [b.job]);
        await Promise.all([one.runDue(), two.runDue()]);
        // Looking again, from either instance, finds the period done.
        await Promise.all([one.runDue(), two.runDue()]);
        await Promise.all([one.stop(), two.stop()]);
        expect(a.runs.length + b.runs.length).toBe(1);

        // While one instance holds a job's lock, the other cannot take it.
        const held = await tryJobLock(database.db, 'held');
        expect(held).not.toBeNull();
        expect(await tryJobLock(other.db, 'held')).toBeNull();
        await held!();
        const again = await tryJobLock(other.db, 'held');
        expect(again).not.toBeNull();
        await again!();
      } finally {
        await other.close();
      }
    },
  );
});
