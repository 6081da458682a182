import { calendarDateId, daysInMonth, monthFirstDay } from '@app/contract/dates';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../src/db/client';
import { exceptionsSql } from '../src/features/punch-exceptions/punch-exceptions.repository';
import { exceptionRulesOf } from '../src/features/punch-exceptions/punch-exceptions.queries';
import { companyClock } from '../src/lib/time';
import { measureRounds, SETTINGS, type Target } from './measure';
import { BENCH_TIME_ZONE } from './server-process';
import { seedStaffMonth } from './staff-month';
import type { LoadRow, Verdict } from './targets';

/**
 * Issue 26: the exceptions ('Incidencias') of last month for 500 users, about 11,000 punches,
 * GET /api/punch-exceptions as an admin against the very SQL it runs, raw
 * (`/api/__bench/raw-punch-exceptions`, rows as the database gives them): p50 ≤ 1.5 × raw.
 */
export const EXCEPTIONS = {
  users: 500,
  pageSize: 50,
  connections: 10,
  rounds: Math.min(SETTINGS.rounds, 2),
  aloneRounds: SETTINGS.rounds + 1,
  maxRatio: 1.5,
} as const;

const EMAIL_LIKE = 'incidencia.%@bench.example';

export type ExceptionSeed = { fromDate: string; toDate: string; fromDay: number; toDay: number };

/** Last month in the company's zone (the seed and both routes read it). */
function lastMonth(): ExceptionSeed {
  const today = companyClock(BENCH_TIME_ZONE).dateOf(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const fromDate = monthFirstDay(y, m);
  const toDate = `${fromDate.slice(0, 8)}${String(daysInMonth(y, m)).padStart(2, '0')}`;
  return { fromDate, toDate, fromDay: calendarDateId(fromDate), toDay: calendarDateId(toDate) };
}

/**
 * 500 usuarios with a published 8-hour shift every weekday of last month (about 11,000) and a
 * punch on nearly each (staff-month.ts), and a pending correction for one user in ten.
 */
export async function seedExceptions({ db }: Database): Promise<ExceptionSeed> {
  const month = lastMonth();
  await seedStaffMonth(db, {
    users: EXCEPTIONS.users,
    name: 'Incidencia',
    surname: 'Muñoz',
    emailPrefix: 'incidencia',
    fromDate: month.fromDate,
    toDate: month.toDate,
  });
  await db.execute(
    sql.raw(`
    INSERT INTO punch_corrections (user_id, punch_id, calendar_date_id, status, requested_by,
      requested_at, reason, date_in, date_out)
    SELECT DISTINCT ON (p.user_id) p.user_id, p.id, p.calendar_date_id, 'pending', p.user_id, now(),
      'Olvidé fichar la salida', p.date_in, p.date_in + interval '8 hours'
    FROM punches p JOIN users u ON u.id = p.user_id
    WHERE u.email LIKE '${EMAIL_LIKE}' AND u.id % 10 = 0
      AND p.calendar_date_id BETWEEN ${month.fromDay} AND ${month.toDay}
    ORDER BY p.user_id, p.calendar_date_id`),
  );
  await db.execute(sql.raw('ANALYZE'));
  return month;
}

/**
 * The raw baseline (registered by bench-routes.ts): the statement of GET /api/punch-exceptions
 * (exceptionsSql) for every user, page 1, executed on the server's own database handle and
 * returned as the database gives it: no session, no validation, no response schema.
 */
export const punchExceptionsBenchRoutes: FastifyPluginAsync<{ database: Database }> = async (
  app,
  { database },
) => {
  const rules = exceptionRulesOf(app.config);
  app.get('/__bench/raw-punch-exceptions', { config: { access: 'public' } }, async (request) => {
    const query = request.query as { from?: string; to?: string; limit?: string };
    const [fromDay, toDay, limit] = [query.from, query.to, query.limit].map(Number) as [
      number,
      number,
      number,
    ];
    if (![fromDay, toDay, limit].every(Number.isInteger)) throw new Error('bad query');
    const statement = exceptionsSql({ fromDay, toDay, now: new Date(), page: 1, limit }, rules);
    const result = (await database.db.execute(statement)) as { rows: unknown[] };
    return { success: true, ...(result.rows[0] as object) };
  });
};

const routeUrl = (baseUrl: string, seed: ExceptionSeed) =>
  `${baseUrl}/api/punch-exceptions?fromDate=${seed.fromDate}&toDate=${seed.toDate}&limit=${EXCEPTIONS.pageSize}`;
const rawUrl = (baseUrl: string, seed: ExceptionSeed) =>
  `${baseUrl}/api/__bench/raw-punch-exceptions?from=${seed.fromDay}&to=${seed.toDay}&limit=${EXCEPTIONS.pageSize}`;

type Answer = { data: unknown[]; totalItems?: number; total?: number; counts: object };

/** The route must answer what the raw SQL finds, and the month must hold every type. */
async function assertSameExceptions(
  baseUrl: string,
  auth: Record<string, string>,
  seed: ExceptionSeed,
) {
  const read = async (url: string, headers: Record<string, string>) => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Answer;
  };
  const [real, raw] = await Promise.all([
    read(routeUrl(baseUrl, seed), auth),
    read(rawUrl(baseUrl, seed), {}),
  ]);
  const counts = real.counts as Record<string, number>;
  if (
    real.totalItems !== raw.total ||
    !isDeepStrictEqual(real.data, raw.data) ||
    !isDeepStrictEqual(counts, { ...counts, ...raw.counts })
  ) {
    throw new Error('punch-exceptions: not the rows of the raw SQL');
  }
  const missing = Object.entries(counts).filter(([, n]) => n === 0);
  if (missing.length > 0 || real.data.length !== EXCEPTIONS.pageSize) {
    throw new Error(
      `punch-exceptions: the month lacks ${missing.map(([type]) => type).join(', ')}`,
    );
  }
}

export async function benchExceptions(
  baseUrl: string,
  auth: Record<string, string>,
  seed: ExceptionSeed,
): Promise<LoadRow[]> {
  await assertSameExceptions(baseUrl, auth, seed);
  const routes: (Target & { route: string; raw?: string })[] = [
    { route: 'raw month exceptions query', url: rawUrl(baseUrl, seed), headers: {} },
    {
      route: 'GET /api/punch-exceptions (month)',
      url: routeUrl(baseUrl, seed),
      headers: auth,
      raw: 'raw month exceptions query',
    },
  ];
  const loaded = await measureRounds(routes, {
    connections: EXCEPTIONS.connections,
    rounds: EXCEPTIONS.rounds,
  });
  const single = routes.map((target) => ({
    ...target,
    route: `${target.route}, 1 conn.`,
    raw: target.raw && `${target.raw}, 1 conn.`,
  }));
  const alone = await measureRounds(single, { connections: 1, rounds: EXCEPTIONS.aloneRounds });
  const row = (connections: number) => (target: { route: string; raw?: string | undefined }) => ({
    scenario: 'exceptions',
    route: target.route,
    ...(target.raw && { raw: target.raw }),
    connections,
  });
  return [
    ...routes.map((target, i) => ({ ...row(EXCEPTIONS.connections)(target), ...loaded[i]! })),
    ...single.map((target, i) => ({ ...row(1)(target), ...alone[i]! })),
  ];
}

/** Issue 26: the route within 1.5 × its raw SQL's p50, and no error. */
export function judgeExceptions(rows: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = rows
    .filter((row) => row.raw)
    .map((row) => {
      const raw = rows.find((r) => r.route === row.raw);
      const ratio = row.p50 / (raw?.p50 ?? NaN);
      return {
        label: `${row.route} p50 ≤ ${EXCEPTIONS.maxRatio} × raw query p50`,
        figure: ratio.toFixed(2),
        pass: ratio <= EXCEPTIONS.maxRatio,
      };
    });
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'exceptions: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}

/** The paragraph of the report above the figures. */
export const EXCEPTIONS_NOTE =
  `Exceptions (issue 26): GET /api/punch-exceptions for last month as admin, ${EXCEPTIONS.users} ` +
  'users with a published shift every weekday and a punch on nearly each (about 11,000; some ' +
  'late, early, without exit, missing, and pending corrections), a page of ' +
  `${EXCEPTIONS.pageSize} with the counts per type, against the same SQL run raw ` +
  `(\`raw month exceptions query\`); ${EXCEPTIONS.connections} connections, then one.`;
