import { daysInMonth, monthFirstDay } from '@app/contract/dates';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Database } from '../src/db/client';
import { companyClock } from '../src/lib/time';
import { measureRounds, type Measurement } from './measure';
import { BENCH_TIME_ZONE } from './server-process';
import { seedStaffMonth } from './staff-month';
import type { LoadRow, Verdict } from './targets';

/**
 * Issue 27 §4: the ZIP of last month's 'Registro de jornada' for 500 workers
 * (GET /api/timesheets/all, every PDF drawn in the worker threads), of a month two years back in under 30 s, and
 * GET /api/categories' p99 while ZIPs are being made at most 2 × its p99 alone.
 */
export const TIMESHEETS = {
  users: 500,
  zipRuns: 2,
  connections: 10,
  maxZipMs: 30_000,
  categoriesP99Ratio: 2,
} as const;

const EMAIL_LIKE = 'registro.%@bench.example';

export type TimesheetSeed = { month: string; fromDay: number; toDay: number };

/**
 * Last month two years ago, in the company's zone: a month no other section seeds (the punches'
 * history and the exceptions fill the last year), so the ZIP holds these 500 workers only.
 */
function benchMonth(): TimesheetSeed {
  const today = companyClock(BENCH_TIME_ZONE).dateOf(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const [y, m] = month === 1 ? [year - 3, 12] : [year - 2, month - 1];
  const first = monthFirstDay(y, m);
  const last = `${first.slice(0, 8)}${String(daysInMonth(y, m)).padStart(2, '0')}`;
  return {
    month: first.slice(0, 7),
    fromDay: Number(first.replaceAll('-', '')),
    toDay: Number(last.replaceAll('-', '')),
  };
}

/**
 * 500 usuarios with a published 8-hour shift every weekday of that month and a punch on nearly
 * each (staff-month.ts), each punch with a break and a lunch.
 */
export async function seedTimesheets({ db }: Database): Promise<TimesheetSeed> {
  const seed = benchMonth();
  const from = `${String(seed.fromDay).slice(0, 4)}-${String(seed.fromDay).slice(4, 6)}-${String(seed.fromDay).slice(6)}`;
  const to = `${String(seed.toDay).slice(0, 4)}-${String(seed.toDay).slice(4, 6)}-${String(seed.toDay).slice(6)}`;
  await seedStaffMonth(db, {
    users: TIMESHEETS.users,
    name: 'Registro',
    surname: 'Núñez',
    emailPrefix: 'registro',
    fromDate: from,
    toDate: to,
  });
  await db.execute(
    sql.raw(`
    INSERT INTO punch_breaks (punch_id, type, break_in, break_out)
    SELECT p.id, b.type, p.date_in + b.after, p.date_in + b.after + b.length
    FROM punches p
    JOIN users u ON u.id = p.user_id
    CROSS JOIN (VALUES ('break', interval '2 hours', interval '14 minutes'),
                       ('lunch', interval '4 hours', interval '31 minutes')) AS b(type, after, length)
    WHERE u.email LIKE '${EMAIL_LIKE}' AND p.date_out IS NOT NULL
      AND p.calendar_date_id BETWEEN ${seed.fromDay} AND ${seed.toDay}`),
  );
  await db.execute(sql.raw('ANALYZE'));
  return seed;
}

type Zip = { ms: number; status: number; files: number; bytes: number; body: string };

async function fetchZip(url: string, auth: Record<string, string>): Promise<Zip> {
  const started = performance.now();
  const reply = await fetch(url, { headers: auth });
  const bytes = new Uint8Array(await reply.arrayBuffer());
  const ms = performance.now() - started;
  if (reply.status !== 200) {
    return { ms, status: reply.status, files: 0, bytes: 0, body: new TextDecoder().decode(bytes) };
  }
  return {
    ms,
    status: 200,
    files: Object.keys(unzipSync(bytes)).length,
    bytes: bytes.length,
    body: '',
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** GET /api/categories p99 from 10 connections (one round). */
async function categoriesP99(baseUrl: string, auth: Record<string, string>): Promise<Measurement> {
  const [figure] = await measureRounds([{ url: `${baseUrl}/api/categories`, headers: auth }], {
    connections: TIMESHEETS.connections,
    rounds: 1,
  });
  return figure!;
}

export async function benchTimesheets(
  baseUrl: string,
  auth: Record<string, string>,
  seed: TimesheetSeed,
): Promise<LoadRow[]> {
  const zipUrl = `${baseUrl}/api/timesheets/all?month=${seed.month}`;
  // Warm: the worker threads start with a first PDF.
  const warm = await fetch(`${baseUrl}/api/timesheets?month=${seed.month}`, { headers: auth });
  if (warm.status !== 200) throw new Error(`timesheet: ${warm.status} ${await warm.text()}`);

  const zips: Zip[] = [];
  for (let i = 0; i < TIMESHEETS.zipRuns; i++) zips.push(await fetchZip(zipUrl, auth));
  const bad = zips.find((zip) => zip.status !== 200);
  if (bad) throw new Error(`timesheets ZIP: ${bad.status} ${bad.body}`);
  if (zips.some((zip) => zip.files < TIMESHEETS.users)) {
    throw new Error(`timesheets ZIP: ${zips[0]!.files} PDFs, fewer than ${TIMESHEETS.users}`);
  }
  const ms = zips.map((zip) => zip.ms).sort((a, b) => a - b);
  const seconds = ms.reduce((sum, value) => sum + value, 0) / 1000;
  const rows: LoadRow[] = [
    {
      scenario: 'timesheets',
      route: `GET /api/timesheets/all (${zips[0]!.files} PDFs, ${Math.round(zips[0]!.bytes / 1024)} KB)`,
      connections: 1,
      rps: zips.length / seconds,
      p50: Math.round(quantile(ms, 0.5)),
      p99: Math.round(quantile(ms, 0.99)),
      errors: 0,
      non2xx: 0,
    },
  ];

  // GET /api/categories alone, then while ZIPs are made one after another.
  const alone = await categoriesP99(baseUrl, auth);
  let zipping = true;
  const during: Zip[] = [];
  const zipper = (async () => {
    while (zipping) during.push(await fetchZip(zipUrl, auth));
  })();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loaded = await categoriesP99(baseUrl, auth);
  zipping = false;
  await zipper;
  rows.push(
    {
      scenario: 'timesheets',
      route: 'GET /api/categories, alone',
      connections: TIMESHEETS.connections,
      ...alone,
    },
    {
      scenario: 'timesheets',
      route: `GET /api/categories, while ZIPs are made (${during.length} made)`,
      connections: TIMESHEETS.connections,
      ...loaded,
      non2xx: loaded.non2xx + during.filter((zip) => zip.status !== 200).length,
    },
  );
  return rows;
}

/** Issue 27: the ZIP < 30 s; categories' p99 during ZIPs ≤ 2 × alone; no error. */
export function judgeTimesheets(rows: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = [];
  const zip = rows.find((row) => row.route.startsWith('GET /api/timesheets/all'));
  if (zip) {
    verdicts.push({
      label: `${zip.route} < ${TIMESHEETS.maxZipMs / 1000} s (slowest of ${TIMESHEETS.zipRuns})`,
      figure: `${zip.p99} ms (p50 ${zip.p50} ms)`,
      pass: zip.p99 < TIMESHEETS.maxZipMs,
    });
  }
  const alone = rows.find((row) => row.route === 'GET /api/categories, alone');
  const during = rows.find((row) => row.route.startsWith('GET /api/categories, while ZIPs'));
  if (alone && during) {
    const ratio = during.p99 / alone.p99;
    verdicts.push({
      label: `GET /api/categories p99 during timesheet ZIPs ≤ ${TIMESHEETS.categoriesP99Ratio} × alone`,
      figure: `${ratio.toFixed(2)} (${during.p99} / ${alone.p99} ms)`,
      pass: ratio <= TIMESHEETS.categoriesP99Ratio,
    });
  }
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'timesheets: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}

/** The paragraph of the report above the figures. */
export const TIMESHEETS_NOTE =
  `Monthly timesheets (issue 27): GET /api/timesheets/all as admin for a month two years back (no other section seeds it), ` +
  `${TIMESHEETS.users} users with a published shift every weekday and a punch with a break and a ` +
  'lunch on nearly each (about 11,000), one PDF per worker drawn in the worker threads and ' +
  `streamed as one ZIP, ${TIMESHEETS.zipRuns} runs one after another (p99 column: the slowest); ` +
  `then GET /api/categories from ${TIMESHEETS.connections} connections alone and while ZIPs ` +
  'are made one after another.';
