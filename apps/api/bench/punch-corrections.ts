import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/db/client';
import { SETTINGS, type Measurement } from './measure';
import { BENCH_TIME_ZONE } from './server-process';
import type { LoadRow, Verdict } from './targets';
import { appendChainRows } from './verify-records';

/**
 * Issue 26: a correction applied — POST /api/punch-corrections by an admin for another user's
 * punch, which writes the punch, the correction, the worker's notification and the history row
 * (under the chain's lock) in one transaction — with 200,000 rows already in punch_history: p99 <
 * 100 ms. Each request moves the exit of a different punch (a punch comes round again only after
 * all the others, with another exit time, so every request changes something). The bare route is
 * measured by the same client in the same rounds: the floor of the machine's latency.
 */
export const CORRECTIONS = {
  users: 100,
  days: 20,
  historyRows: 200_000,
  connections: [1, 4],
  maxP99Ms: 100,
} as const;

const EMAIL_LIKE = 'correccion.%@bench.example';

type BenchPunch = { id: number; dateOut: number };
export type CorrectionSeed = { punches: BenchPunch[] };

/**
 * 100 usuarios with a punch (08:00–16:00) on each of the 20 days before yesterday, and the
 * history chain grown by 200,000 rows.
 */
export async function seedCorrections({ db }: Database): Promise<CorrectionSeed> {
  await db.execute(
    sql.raw(`
    INSERT INTO users (name, email, role, verified_at)
    SELECT 'Corrección ' || lpad(i::text, 3, '0') || ' Peña', 'correccion.' || i || '@bench.example',
      'usuario', now()
    FROM generate_series(1, ${CORRECTIONS.users}) AS i`),
  );
  const inserted = (await db.execute(
    sql.raw(`
    INSERT INTO punches (user_id, calendar_date_id, date_in, date_out, notes_in, notes_out,
      created_at, updated_at)
    SELECT u.id, to_char(d, 'YYYYMMDD')::int,
      (d::date + time '08:00') AT TIME ZONE '${BENCH_TIME_ZONE}',
      (d::date + time '16:00') AT TIME ZONE '${BENCH_TIME_ZONE}', '', '', now(), now()
    FROM users u, generate_series(current_date - ${CORRECTIONS.days + 1}, current_date - 2,
      interval '1 day') AS d
    WHERE u.email LIKE '${EMAIL_LIKE}'
    RETURNING id, extract(epoch from date_out) * 1000 AS date_out`),
  )) as { rows: { id: number; date_out: string }[] };
  await appendChainRows(db, CORRECTIONS.historyRows);
  await db.execute(sql.raw('ANALYZE'));
  return {
    punches: inserted.rows
      .map((row) => ({ id: Number(row.id), dateOut: Number(row.date_out) }))
      .sort((a, b) => a.id - b.id),
  };
}

type Request = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};
type Series = { latencies: number[]; errors: number; non2xx: number; seconds: number };

/** `connections` clients sending `next()`'s requests back to back for `seconds`. */
async function load(next: () => Request, connections: number, seconds: number): Promise<Series> {
  const series: Series = { latencies: [], errors: 0, non2xx: 0, seconds };
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const { url, ...init } = next();
      const started = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (!response.ok) series.non2xx++;
      } catch {
        series.errors++;
      }
      series.latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return series;
}

function measurement(runs: Series[]): Measurement {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? NaN;
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    rps: latencies.length / seconds,
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

export async function benchCorrections(
  baseUrl: string,
  auth: Record<string, string>,
  seed: CorrectionSeed,
): Promise<LoadRow[]> {
  const headers = { ...auth, 'content-type': 'application/json' };
  let sent = 0;
  const correction = (): Request => {
    const punch = seed.punches[sent % seed.punches.length]!;
    const round = Math.floor(sent / seed.punches.length);
    sent++;
    return {
      url: `${baseUrl}/api/punch-corrections`,
      method: 'POST',
      headers,
      body: JSON.stringify({
        punchId: punch.id,
        dateOut: new Date(punch.dateOut + (1 + (round % 50)) * 60_000).toISOString(),
        reason: 'Salida corregida por la oficina',
      }),
    };
  };
  const bare = (): Request => ({ url: `${baseUrl}/api/__bench/bare`, method: 'GET', headers: {} });

  // One correction first, checked as a caller sees it: applied at once, its history row written.
  const first = correction();
  const response = await fetch(first.url, first);
  const body = (await response.json()) as { data?: { status: string; punchId: number } };
  if (response.status !== 201 || body.data?.status !== 'approved') {
    throw new Error(`punch-corrections: not applied: ${response.status} ${JSON.stringify(body)}`);
  }
  const history = await fetch(`${baseUrl}/api/punches/${body.data.punchId}/history`, {
    headers: auth,
  });
  const rows = ((await history.json()) as { data: { action: string }[] }).data;
  if (rows.at(-1)?.action !== 'correction-applied') {
    throw new Error(`punch-corrections: no history row: ${JSON.stringify(rows)}`);
  }

  const targets = [
    { route: 'GET /api/__bench/bare (same client)', next: bare },
    {
      route: 'POST /api/punch-corrections (applied)',
      next: correction,
      raw: 'GET /api/__bench/bare (same client)',
    },
  ];
  const out: LoadRow[] = [];
  for (const connections of CORRECTIONS.connections) {
    const runs: Series[][] = targets.map(() => []);
    for (const target of targets) await load(target.next, connections, SETTINGS.warmupS);
    for (let round = 0; round < SETTINGS.rounds; round++) {
      for (const [index, target] of targets.entries()) {
        runs[index]!.push(await load(target.next, connections, SETTINGS.durationS));
      }
    }
    targets.forEach((target, index) => {
      out.push({
        scenario: 'corrections',
        route: target.route,
        ...(target.raw && { raw: target.raw, informational: true }),
        connections,
        ...measurement(runs[index]!),
      });
    });
  }
  return out;
}

/** Issue 26: every correction applied within 100 ms at p99, one manager or several at once; no error. */
export function judgeCorrections(rows: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = rows
    .filter((row) => row.route.startsWith('POST'))
    .map((row) => ({
      label: `${row.route}, ${row.connections} conn., p99 < ${CORRECTIONS.maxP99Ms} ms`,
      figure: `${row.p99} ms`,
      pass: row.p99 < CORRECTIONS.maxP99Ms,
    }));
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'corrections: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}

/** The paragraph of the report above the figures. */
export const CORRECTIONS_NOTE =
  `Corrections (issue 26): POST /api/punch-corrections as admin for another user's punch, applied ` +
  'at once (the punch, the correction, the worker’s notification and the history row under the ' +
  `chain’s lock, one transaction), with ${CORRECTIONS.historyRows.toLocaleString('en-US')} rows ` +
  'already in punch_history; each request moves the exit of another punch. Measured by a fetch ' +
  'client (one request per client at a time), beside the bare route by the same client; ' +
  `${CORRECTIONS.connections.join(', then ')} connections.`;
