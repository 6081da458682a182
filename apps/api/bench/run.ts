import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCalendar, seedCalendar } from './calendar';
import { assertSameList, signIn } from './check';
import { embeddedDatabase, postgresDatabase, type BenchDatabase } from './databases';
import { measureRounds, SETTINGS } from './measure';
import { recordInReadme, renderReport, type DatabaseResult } from './report';
import { BENCH_COUNTS, seedBenchData } from './seed';
import { startServerProcess } from './server-process';
import { judge, judgeCalendar, type Kind, type LoadRow, type Row } from './targets';

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

/** Seeds more (the server stopped: the embedded database has one user), then runs `scenario`. */
async function withServer<T>(
  database: BenchDatabase,
  seed: (handle: Awaited<ReturnType<BenchDatabase['open']>>) => Promise<void>,
  scenario: (baseUrl: string, auth: Record<string, string>) => Promise<T>,
): Promise<T> {
  const handle = await database.open();
  await seed(handle);
  await handle.close();
  const server = await startServerProcess(database);
  try {
    return await scenario(server.baseUrl, await signIn(server.baseUrl));
  } finally {
    await server.stop();
  }
}

async function benchOne(database: BenchDatabase, kind: Kind): Promise<DatabaseResult> {
  console.log(
    `${database.label}: seeding, starting the server, measuring ${ROUTES.length} routes…`,
  );
  const base = await benchLists(database, kind);
  console.log(`${database.label}: the calendars (issue 3)…`);
  const loads: LoadRow[] = await withServer(database, seedCalendar, benchCalendar);
  return { ...base, loads, verdicts: [...base.verdicts, ...judgeCalendar(kind, loads)] };
}

async function benchLists(database: BenchDatabase, kind: Kind) {
  const handle = await database.open();
  await seedBenchData(handle);
  await handle.close();
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
const results = [await withDatabase('embedded'), await withDatabase('postgres')];
const settings =
  `${SETTINGS.rounds} rounds × (${SETTINGS.warmupS} s warm-up + ${SETTINGS.durationS} s) per route; ` +
  `server: dist/server.js child process, LOG_LEVEL=warn; ` +
  `${BENCH_COUNTS.categories} categories, ${BENCH_COUNTS.users + 1} users`;
const report = renderReport(results, settings);
console.log(`\n${report}\n\n(${Math.round((Date.now() - started) / 1000)} s)`);
const readme = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');
if (recordInReadme(readme, report))
  console.log(`Recorded in ${path.relative(process.cwd(), readme)}`);
const failed = results.some((r) => 'verdicts' in r && r.verdicts.some((v) => !v.pass));
process.exitCode = failed ? 1 : 0;
