import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchBackup, judgeBackup } from './backup';
import { benchCalendar, seedCalendar } from './calendar';
import { assertSameList, signIn } from './check';
import { embeddedDatabase, postgresDatabase, type BenchDatabase } from './databases';
import { measureRounds, SETTINGS } from './measure';
import { benchFinance, FINANCE, seedFinance } from './finance';
import { benchMetrics, judgeMetrics } from './metrics';
import { benchNotebooks, NOTEBOOKS, seedNotebooks } from './notebooks';
import { benchPunches, PUNCHES, seedPunches } from './punches';
import { benchExceptions, judgeExceptions, seedExceptions } from './punch-exceptions';
import { benchCorrections, judgeCorrections, seedCorrections } from './punch-corrections';
import { benchVerifyRecords, judgeVerifyRecords } from './verify-records';
import { benchTimesheets, judgeTimesheets, seedTimesheets, TIMESHEETS } from './timesheets';
import { benchVault, seedVault, VAULT } from './vault';
import { benchAuditLoad, judgeAuditLoad, seedAuditLoad } from './audit-load';
import { benchSignIn, judgeSignIn, seedSignIn, SIGN_IN } from './sign-in';
import { renderSignInSections } from './sign-in-report';
import { recordInBenchmarks, renderReport, type DatabaseResult } from './report';
import { BENCH_COUNTS, seedBenchData } from './seed';
import { startServerProcess, type ServerProcess } from './server-process';
import {
  judge,
  judgeCalendar,
  judgeFinance,
  judgeNotebooks,
  judgePunches,
  judgeVault,
  type Kind,
  type LoadRow,
  type Row,
  type Verdict,
} from './targets';

/**
 * BENCH_ONLY=punches (or a comma list of lists, calendar, punches, punch-exceptions, finance, notebooks, vault, backup, punch-corrections, verify-records, timesheets, sign-in, audit-load, metrics) runs
 * only those sections, on top of the base seed, and prints the report without writing it into
 * docs/benchmarks.md.
 */
const SECTIONS = [
  'lists',
  'calendar',
  'punches',
  'punch-exceptions',
  'finance',
  'notebooks',
  'vault',
  'backup',
  'punch-corrections',
  'verify-records',
  'timesheets',
  'sign-in',
  'audit-load',
  'metrics',
] as const;
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown?.length) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')}`);
const runs = (section: (typeof SECTIONS)[number]) => !only || only.includes(section);

/**
 * `npm run bench`: for the embedded database and for PostgreSQL, seeds a fresh database, starts
 * the built server (dist/server.js) with its baseline routes, and measures the authenticated lists
 * against a bare route and against the same list read by one raw query, on the same server.
 */
const ROUTES = [
  { route: 'GET /api/__bench/bare', path: '/api/__bench/bare', authenticated: false },
  { route: 'GET raw categories query', path: '/api/__bench/raw-categories', authenticated: false },
  {
    route: 'GET /api/categories',
    path: '/api/categories',
    authenticated: true,
    raw: 'GET raw categories query',
  },
  { route: 'GET raw users query', path: '/api/__bench/raw-users', authenticated: false },
  { route: 'GET /api/users', path: '/api/users', authenticated: true, raw: 'GET raw users query' },
];

/**
 * Seeds more (the server stopped: the embedded database has one user), then runs `scenario` with
 * what the seed returned.
 */
async function withServer<S, T>(
  database: BenchDatabase,
  seed: (handle: Awaited<ReturnType<BenchDatabase['open']>>) => Promise<S>,
  scenario: (
    baseUrl: string,
    auth: Record<string, string>,
    seeded: S,
    server: ServerProcess,
  ) => Promise<T>,
  env?: Record<string, string>,
): Promise<T> {
  const handle = await database.open();
  const seeded = await seed(handle);
  await handle.close();
  const server = await startServerProcess({ ...database, ...(env && { env }) });
  try {
    return await scenario(server.baseUrl, await signIn(server.baseUrl), seeded, server);
  } finally {
    await server.stop();
  }
}

/** The base seed, then each section that runs (BENCH_ONLY) on top of what the former ones left. */
async function benchOne(database: BenchDatabase, kind: Kind): Promise<DatabaseResult> {
  console.log(`${database.label}: seeding…`);
  const handle = await database.open();
  await seedBenchData(handle);
  await handle.close();
  let result: DatabaseResult = { label: database.label, rows: [], verdicts: [] };
  const loads: LoadRow[] = [];
  const verdicts: Verdict[] = [];
  if (runs('lists')) {
    console.log(`${database.label}: starting the server, measuring ${ROUTES.length} routes…`);
    result = await benchLists(database, kind);
    verdicts.push(...result.verdicts);
  }
  if (runs('calendar')) {
    console.log(`${database.label}: the calendars (issue 3)…`);
    const calendar = await withServer(database, seedCalendar, benchCalendar);
    loads.push(...calendar);
    verdicts.push(...judgeCalendar(kind, calendar));
  }
  if (runs('punches')) {
    console.log(
      `${database.label}: a year of punches, the punch-in burst, the analysis (issue 4)…`,
    );
    const { burst, summary } = await withServer(
      database,
      seedPunches,
      (baseUrl, auth, seed, server) => benchPunches(baseUrl, auth, seed, { cpuMs: server.cpuMs }),
    );
    loads.push(...summary);
    verdicts.push(...judgePunches(kind, burst, summary));
    result = { ...result, burst };
  }
  if (runs('punch-exceptions')) {
    console.log(`${database.label}: a month of exceptions for 500 users (issue 26)…`);
    const exceptions = await withServer(database, seedExceptions, benchExceptions);
    loads.push(...exceptions);
    verdicts.push(...judgeExceptions(exceptions));
  }
  if (runs('finance')) {
    console.log(
      `${database.label}: ${FINANCE.expenses.toLocaleString('en-US')} expenses and ` +
        `${FINANCE.incomes.toLocaleString('en-US')} incomes, the summary, the report, the PDF (issue 12)…`,
    );
    const finance = await withServer(database, seedFinance, benchFinance);
    loads.push(...finance);
    verdicts.push(...judgeFinance(finance));
  }
  if (runs('notebooks')) {
    console.log(
      `${database.label}: ${NOTEBOOKS.items.toLocaleString('en-US')} items of the shared managers ` +
        `between ${NOTEBOOKS.users} users, a page of each (issue 13)…`,
    );
    const notebooks = await withServer(database, seedNotebooks, benchNotebooks);
    loads.push(...notebooks);
    verdicts.push(...judgeNotebooks(notebooks));
  }
  if (runs('vault')) {
    console.log(
      `${database.label}: the vault's unlock, a page of ${VAULT.credentials} credentials, unlocks at once (issue 14)…`,
    );
    const vault = await withServer(database, seedVault, benchVault);
    loads.push(...vault);
    verdicts.push(...judgeVault(vault));
  }
  // Issue 15: the product's own backups are the embedded database's (PostgreSQL has its server's).
  if (runs('backup') && kind === 'embedded') {
    console.log(
      `${database.label}: backups of the demo data and of the large data set (issue 15)…`,
    );
    if (!runs('finance')) {
      const handle = await database.open();
      await seedFinance(handle);
      await handle.close();
    }
    const backup = await benchBackup(database);
    loads.push(...backup.loads);
    verdicts.push(...judgeBackup(backup.figures, backup.loads));
  }
  // Issue 26, last: their history rows would weigh on the backups' figures.
  if (runs('punch-corrections')) {
    console.log(`${database.label}: corrections applied with 200,000 history rows (issue 26)…`);
    const corrections = await withServer(database, seedCorrections, benchCorrections);
    loads.push(...corrections);
    verdicts.push(...judgeCorrections(corrections));
  }
  if (runs('verify-records')) {
    console.log(
      `${database.label}: npm run verify-records over 1,000,000 history rows (issue 26)…`,
    );
    verdicts.push(...judgeVerifyRecords(await benchVerifyRecords(database)));
  }
  if (runs('timesheets')) {
    console.log(
      `${database.label}: the ZIP of ${TIMESHEETS.users} monthly timesheets, categories meanwhile (issue 27)…`,
    );
    const timesheets = await withServer(database, seedTimesheets, benchTimesheets);
    loads.push(...timesheets);
    verdicts.push(...judgeTimesheets(timesheets));
  }
  // Issue 28: many sign-ins from one address, so the server's per-address limit is lifted.
  if (runs('sign-in')) {
    console.log(
      `${database.label}: sign-ins with a second factor, ${SIGN_IN.perSecond} a second (issue 28)…`,
    );
    const signIn = await withServer(database, seedSignIn, benchSignIn, {
      AUTH_RATE_LIMIT: '100000',
    });
    loads.push(...signIn);
    verdicts.push(...judgeSignIn(signIn));
    // Printed at once: a long run that fails later keeps these figures.
    console.log(
      renderSignInSections([{ label: database.label, rows: [], verdicts: [], loads: signIn }]),
    );
  }
  if (runs('audit-load')) {
    console.log(`${database.label}: categories while audit rows are written (issue 28)…`);
    // On PostgreSQL the per-address counts are in the database: the sign-ins above filled them.
    const audit = await withServer(database, seedAuditLoad, benchAuditLoad, {
      AUTH_RATE_LIMIT: '100000',
    });
    loads.push(...audit);
    verdicts.push(...judgeAuditLoad(audit));
    console.log(
      renderSignInSections([{ label: database.label, rows: [], verdicts: [], loads: audit }]),
    );
  }
  // Issue 29: the same server with and without metrics, side by side, on the base seed.
  if (runs('metrics')) {
    console.log(`${database.label}: categories with metrics on and off (issue 29)…`);
    const metrics = await benchMetrics(database);
    loads.push(...metrics);
    verdicts.push(...judgeMetrics(metrics));
  }
  return { ...result, loads, verdicts };
}

/** The lists of the base seed (written by benchOne) against a bare route and their raw queries. */
async function benchLists(database: BenchDatabase, kind: Kind) {
  const server = await startServerProcess(database);
  try {
    const auth = await signIn(server.baseUrl);
    const url = (p: string) => `${server.baseUrl}${p}`;
    await assertSameList(
      url('/api/categories'),
      url('/api/__bench/raw-categories'),
      auth,
      BENCH_COUNTS.categories,
    );
    await assertSameList(
      url('/api/users'),
      url('/api/__bench/raw-users'),
      auth,
      BENCH_COUNTS.users + 1,
    );
    const figures = await measureRounds(
      ROUTES.map((route) => ({ url: url(route.path), headers: route.authenticated ? auth : {} })),
    );
    const rows: Row[] = ROUTES.map(({ path: _path, ...route }, index) => ({
      ...route,
      ...figures[index]!,
    }));
    return { label: database.label, rows, verdicts: judge(kind, rows) } satisfies DatabaseResult;
  } finally {
    await server.stop();
  }
}

async function withDatabase(kind: Kind): Promise<DatabaseResult> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database: BenchDatabase;
  try {
    database = kind === 'embedded' ? embeddedDatabase() : await postgresDatabase(serverUrl);
  } catch (error) {
    const reason = `no database at BENCH_DATABASE_URL (${error instanceof Error ? error.message : String(error)})`;
    return { label: 'PostgreSQL', skipped: reason };
  }
  try {
    return await benchOne(database, kind);
  } finally {
    await database.remove();
  }
}

const started = Date.now();
// Whatever else runs on the machine weighs on every figure: its load is part of the record.
const loadSamples: number[] = [];
const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]!), 5000);
// BENCH_DATABASES=postgres (or embedded) runs on one of the two only.
const kinds = (process.env.BENCH_DATABASES ?? 'embedded,postgres')
  .split(',')
  .map((kind) => kind.trim())
  .filter((kind): kind is Kind => kind === 'embedded' || kind === 'postgres');
const results: DatabaseResult[] = [];
for (const kind of kinds) results.push(await withDatabase(kind));
clearInterval(sampler);
const meanLoad = loadSamples.reduce((sum, value) => sum + value, 0) / loadSamples.length;
const load =
  `mean ${meanLoad.toFixed(1)}, max ${Math.max(...loadSamples).toFixed(1)} ` +
  `(${os.cpus().length} cores; the benchmark itself keeps about 2 busy)`;
const settings =
  `${SETTINGS.rounds} rounds × (${SETTINGS.warmupS} s warm-up + ${SETTINGS.durationS} s) per route; ` +
  `server: dist/server.js child process, LOG_LEVEL=warn; ` +
  `${BENCH_COUNTS.categories} categories, ${BENCH_COUNTS.users + 1} users` +
  (runs('punches') ? ` (+ ${PUNCHES.users} who punch)` : '') +
  `; machine load average (1 min) during the run: ${load}`;
const report = [renderReport(results, settings), renderSignInSections(results)]
  .filter((section) => section)
  .join('\n\n');
console.log(`\n${report}\n\n(${Math.round((Date.now() - started) / 1000)} s)`);
const benchmarksPage = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/benchmarks.md',
);
// A partial run (BENCH_ONLY) would drop the other sections: it is printed, never recorded.
if (only || kinds.length < 2)
  console.log('BENCH_ONLY or BENCH_DATABASES: docs/benchmarks.md is left as it is');
else if (recordInBenchmarks(benchmarksPage, report))
  console.log(`Recorded in ${path.relative(process.cwd(), benchmarksPage)}`);
const failed = results.some((r) => 'verdicts' in r && r.verdicts.some((v) => !v.pass));
process.exitCode = failed ? 1 : 0;
