import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { isSoleUser, type Db } from '../db/client';
import { scheduledJobs } from '../db/schema/index';
import { counter } from './metrics';

const jobRuns = counter(
  'scheduled_job_runs_total',
  "Runs of a scheduled job's work by this instance (a period another instance ran, or already done, is no run)",
  ['job'],
);
const jobFailures = counter(
  'scheduled_job_failures_total',
  'Looks at a scheduled job by this instance that ended in an error (its work, its lock or its record); the job runs again at its next look',
  ['job'],
);

/**
 * A periodic job. The runner looks every `checkEveryMs` whether the period of now (`periodOf`) has
 * been completed; when not, one instance (the one that takes the job's advisory lock) runs it and
 * records the period. A job runs once per period across every instance and restart, and at start
 * it catches up: `lastPeriod` is the last period completed (null the first time), so a job that
 * must act for every period in between (finance's monthly recurring expenses) does them all.
 *
 * A run cut off (a crash, a shutdown) is not recorded and runs again: make the work idempotent per
 * period (a unique key on what it creates), or write it with its period in one transaction.
 */
export type Job = {
  name: string;
  /** The period `now` falls in, as text that sorts and compares ('2026-11', '2026-11-24T15'). */
  periodOf: (now: Date) => string;
  /** How often to look for a new period (default one minute). */
  checkEveryMs?: number;
  run: (context: JobContext) => Promise<void>;
};

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export type JobContext = {
  period: string;
  lastPeriod: string | null;
  /** Aborted at shutdown: stop between two pieces of work. */
  signal: AbortSignal;
  log: JobLog;
};

export type JobRunner = {
  /** Looks at every job now (tests); resolves when the runs it started are over. */
  runDue: () => Promise<void>;
  /** Stops the timers and waits for runs in progress to stop; stopping twice is harmless. */
  stop: () => Promise<void>;
};

const DEFAULT_CHECK_MS = 60_000;
/** First key of the jobs' advisory locks (the second is the job's name hashed); 727001 migrates. */
const JOB_LOCK_SPACE = 727_002;

/** A 32-bit FNV-1a hash of the job's name, as a signed int4. */
function nameKey(name: string) {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name)) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash | 0;
}

/**
 * Takes the job's session-level advisory lock without waiting, or answers null when another
 * instance holds it. On PostgreSQL the lock lives on a connection of its own, held for the run
 * (the job's queries use the pool's others). The embedded database is one PostgreSQL session that
 * this process alone uses (the data-folder lock): the lock is taken on it, as the same SQL.
 */
export async function tryJobLock(db: Db, name: string): Promise<(() => Promise<void>) | null> {
  const args = [JOB_LOCK_SPACE, nameKey(name)];
  if (isSoleUser(db)) {
    const locked = await db.execute(
      sql`select pg_try_advisory_lock(${args[0]}::int, ${args[1]}::int) as ok`,
    );
    if (!(locked as { rows: { ok: boolean }[] }).rows[0]?.ok) return null;
    return async () => {
      await db.execute(sql`select pg_advisory_unlock(${args[0]}::int, ${args[1]}::int)`);
    };
  }
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    const locked = await client.query<{ ok: boolean }>(
      'select pg_try_advisory_lock($1::int, $2::int) as ok',
      args,
    );
    if (!locked.rows[0]?.ok) {
      client.release();
      return null;
    }
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  return async () => {
    try {
      await client.query('select pg_advisory_unlock($1::int, $2::int)', args);
      client.release();
    } catch (error) {
      client.release(error as Error); // a lost connection lost its lock with it
    }
  };
}

/** Starts every job now (each looks at once, in the background) and then on its own timer. */
export function startJobs(
  deps: { db: Db; log: JobLog; now?: () => Date },
  jobs: readonly Job[],
): JobRunner {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const stopping = new AbortController();
  const running = new Map<string, Promise<void>>();

  async function attempt(job: Job) {
    const release = await tryJobLock(db, job.name);
    if (!release) return; // another instance is running it
    try {
      const period = job.periodOf(now());
      const [done] = await db
        .select({ lastPeriod: scheduledJobs.lastPeriod })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.name, job.name));
      const lastPeriod = done?.lastPeriod ?? null;
      if (lastPeriod !== null && lastPeriod >= period) return;
      jobRuns.inc({ job: job.name });
      await job.run({ period, lastPeriod, signal: stopping.signal, log });
      if (stopping.signal.aborted) return; // stopped halfway: runs again at the next start
      await db
        .insert(scheduledJobs)
        .values({ name: job.name, lastPeriod: period })
        .onConflictDoUpdate({
          target: scheduledJobs.name,
          set: { lastPeriod: period, finishedAt: sql`now()` },
        });
    } finally {
      await release();
    }
  }

  /** One look at a job, unless it is already running in this process. */
  function look(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current || stopping.signal.aborted) return current ?? Promise.resolve();
    const run = attempt(job)
      .catch((error: unknown) => {
        jobFailures.inc({ job: job.name });
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  const timers = jobs.map((job) => {
    // Each job's series exists from the start (at 0), so that a rate over it is defined.
    jobRuns.inc({ job: job.name }, 0);
    jobFailures.inc({ job: job.name }, 0);
    void look(job);
    const timer = setInterval(() => void look(job), job.checkEveryMs ?? DEFAULT_CHECK_MS);
    timer.unref(); // the timers alone never keep the process up
    return timer;
  });

  return {
    runDue: async () => {
      await Promise.all(jobs.map(look));
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      stopping.abort();
      await Promise.all(running.values());
    },
  };
}

/** The hour of an instant (UTC), as a job period: '2026-11-24T15'. */
export const hourPeriod = (now: Date) => now.toISOString().slice(0, 13);
