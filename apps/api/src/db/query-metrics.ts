import type pg from 'pg';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { counter, histogram, metricsEnabled } from '../lib/metrics';

const queryDuration = histogram(
  'db_query_duration_seconds',
  'Database queries of this process, by how long they took (both databases: every query passes through a pg client)',
  [],
  [0.001, 0.005, 0.025, 0.1, 0.5, 2.5],
);
const queryErrors = counter(
  'db_query_errors_total',
  'Database queries that failed, by PostgreSQL error code (SQLSTATE), "connection" for a lost or refused connection, "other" otherwise',
  ['code'],
);

/** The SQLSTATE of a failed query (a bounded set of values), or what kind of failure it was. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return isDatabaseUnavailable(error) ? 'connection' : 'other';
}

function observe(started: number, error?: unknown) {
  queryDuration.observe((performance.now() - started) / 1000);
  if (error) queryErrors.inc({ code: errorCode(error) });
}

type Query = (...args: unknown[]) => unknown;

/**
 * Measures every query of the pool's clients. Both databases are reached through a `pg` pool (the
 * embedded one through its wire front, db/client.ts), and every query of a pool, of Drizzle, of a
 * transaction or of a raw `pool.query`, is a `client.query` of one of its clients: wrapping that
 * on each new client measures both databases the same way. Streams (a Submittable) pass unmeasured;
 * without METRICS_TOKEN nothing is measured.
 */
export function measureQueries(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const measured: Query = (...args) => {
      const first = args[0] as { submit?: unknown } | undefined;
      if (!metricsEnabled() || typeof first?.submit === 'function') return query(...args);
      const started = performance.now();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          observe(started, error);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      return (query(...args) as Promise<unknown>).then(
        (result) => {
          observe(started);
          return result;
        },
        (error: unknown) => {
          observe(started, error);
          throw error;
        },
      );
    };
    client.query = measured as typeof client.query;
  });
}
