import fs from 'node:fs';
import os from 'node:os';
import { CONNECTIONS } from './measure';
import { FINANCE } from './finance';
import { NOTEBOOKS } from './notebooks';
import { VAULT } from './vault';
import { PUNCHES, type BurstResult } from './punches';
import { EXCEPTIONS_NOTE } from './punch-exceptions';
import { TIMESHEETS_NOTE } from './timesheets';
import { CORRECTIONS_NOTE } from './punch-corrections';
import { VERIFY_NOTE } from './verify-records';
import { METRICS_NOTE } from './metrics';
import type { LoadRow, Row, Verdict } from './targets';

export type DatabaseResult =
  | { label: string; rows: Row[]; verdicts: Verdict[]; loads?: LoadRow[]; burst?: BurstResult }
  | { label: string; skipped: string };

const table = (head: string[], body: string[][]) =>
  [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

function figuresTable(results: DatabaseResult[]) {
  if (results.every((result) => 'rows' in result && result.rows.length === 0)) return '';
  const body = results.flatMap((result) => {
    if ('skipped' in result)
      return [[result.label, `skipped: ${result.skipped}`, ...Array(7).fill('')]];
    const bare = result.rows[0]?.rps ?? NaN;
    const rps = (route: string | undefined) => result.rows.find((r) => r.route === route)?.rps;
    return result.rows.map((row) => {
      const raw = rps(row.raw);
      return [
        result.label,
        row.route,
        Math.round(row.rps).toLocaleString('en-US'),
        (row.rps / bare).toFixed(3),
        raw ? (row.rps / raw).toFixed(2) : '',
        row.p50.toFixed(0),
        row.p99.toFixed(0),
        String(row.errors),
        String(row.non2xx),
      ];
    });
  });
  return table(
    ['database', 'route', 'req/s', '× bare', '× raw', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
    body,
  );
}

/** The scenario loads: own connection counts, time ratio = p50 of the route / p50 of its raw query. */
function loadsTable(results: DatabaseResult[], scenario: string) {
  const body = results.flatMap((result) => {
    if ('skipped' in result || !result.loads) return [];
    const loads = result.loads.filter((row) => row.scenario === scenario);
    return loads.map((row) => {
      const raw = loads.find((r) => r.route === row.raw);
      return [
        result.label,
        row.route,
        String(row.connections),
        Math.round(row.rps).toLocaleString('en-US'),
        raw ? (row.p50 / raw.p50).toFixed(2) : '',
        row.p50.toFixed(0),
        row.p99.toFixed(0),
        String(row.errors),
        String(row.non2xx),
      ];
    });
  });
  if (body.length === 0) return '';
  return table(
    ['database', 'route', 'conn.', 'req/s', 'p50 × raw', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
    body,
  );
}

/** The burst: each request series' latency over the burst's wall time. */
function burstTable(results: DatabaseResult[]) {
  const ms = (value: number) => value.toFixed(0);
  const body = results.flatMap((result) => {
    if ('skipped' in result || !result.burst) return [];
    const { burst } = result;
    const wall =
      `${burst.clients} in ${(burst.elapsedMs / 1000).toFixed(1)} s, ${burst.recorded} recorded, ` +
      `server CPU ${burst.serverCpuMs.toFixed(1)} ms each`;
    return burst.series.map((s) => [
      result.label,
      s.label.startsWith('punch-in') ? `${s.label} (${wall})` : s.label,
      String(s.connections),
      String(s.count),
      s.rps.toFixed(0),
      ms(s.p50),
      ms(s.p99),
      ms(s.max),
      String(s.errors),
    ]);
  });
  if (body.length === 0) return '';
  return table(
    ['database', 'requests', 'conn.', 'count', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
    body,
  );
}

function verdictsTable(results: DatabaseResult[]) {
  const body = results.flatMap((result) =>
    'skipped' in result
      ? []
      : result.verdicts.map((v) => [result.label, v.label, v.figure, v.pass ? 'PASS' : 'FAIL']),
  );
  return table(['database', 'target', 'measured', 'result'], body);
}

const has = (
  results: DatabaseResult[],
  test: (r: Exclude<DatabaseResult, { skipped: string }>) => boolean,
) => results.some((result) => !('skipped' in result) && test(result));

export function renderReport(results: DatabaseResult[], settings: string) {
  const cpu = os.cpus();
  const calendar = has(results, (r) => r.loads?.some((l) => l.scenario === 'calendar') ?? false);
  const summary = has(results, (r) => r.loads?.some((l) => l.scenario === 'summary') ?? false);
  const exceptions = has(
    results,
    (r) => r.loads?.some((l) => l.scenario === 'exceptions') ?? false,
  );
  const finance = has(results, (r) => r.loads?.some((l) => l.scenario === 'finance') ?? false);
  const timesheets = has(
    results,
    (r) => r.loads?.some((l) => l.scenario === 'timesheets') ?? false,
  );
  const notebooks = has(results, (r) => r.loads?.some((l) => l.scenario === 'notebooks') ?? false);
  const vault = has(results, (r) => r.loads?.some((l) => l.scenario === 'vault') ?? false);
  const backup = has(results, (r) => r.loads?.some((l) => l.scenario === 'backup') ?? false);
  const corrections = has(
    results,
    (r) => r.loads?.some((l) => l.scenario === 'corrections') ?? false,
  );
  const verify = has(results, (r) => r.verdicts.some((v) => v.label.includes('verify-records')));
  const metrics = has(results, (r) => r.loads?.some((l) => l.scenario === 'metrics') ?? false);
  const bursts = results.flatMap((r) => ('burst' in r && r.burst ? [r.burst] : []));
  const burst = bursts.length > 0;
  const lists = figuresTable(results);
  const sections = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
      `Node ${process.version}, ${CONNECTIONS} connections, ${settings}.` +
      (lists &&
        '\n`bare`: a route that returns a tiny JSON; `raw … query`: the same list as the real route read by ' +
          'one raw SQL query on the same database handle and returned as plain JSON (no session, no ORM, ' +
          'no schema); the real routes carry a signed-in admin session. All routes are served by one ' +
          'server process.'),
    lists,
    calendar &&
      'Calendars (issue 3): the week of 500 users × 7 shifts (3 500 shifts, about 1 MB) and the month ' +
        '(15 500 shifts) as admin, against the raw SQL reading the same rows (active users + the ' +
        "period's shifts, two queries, as the endpoint runs); 10 connections, as each answer is large. " +
        '`p50 × raw`: p50 latency of the endpoint over that of its raw query. The endpoint serves a ' +
        'calendar rendered before while no shift or user changed (docs/decisions/013); ' +
        '`rendered afresh` is the same week rendered for every request (a bench-only route), what ' +
        'the first read after a change costs: shown, not judged. The endpoint is asked as browsers ' +
        'ask, accepting gzip: a week is 1.4 MB of JSON and about 60 KB gzipped.',
    calendar && loadsTable(results, 'calendar'),
    burst &&
      `Punch-in burst (issue 4): ${PUNCHES.users} usuarios, each signed in with a published shift ` +
        `today, all punch in at once from ${PUNCHES.connections} connections: a ` +
        `${Math.round((bursts[0]?.photoBytes ?? PUNCHES.photoBytes) / 1024)} KB PNG to ` +
        'POST /api/files/upload, then POST /api/punches/add with its key and an Idempotency-Key. ' +
        'Meanwhile one more connection reads the first page of the punch list as admin, without ' +
        'pause. Latencies are per request; `punch-in` is upload + add of one user, what the person ' +
        'waits for (its p99 is judged); req/s over the wall time of the burst; server CPU: the ' +
        "server process's CPU time (all threads, list reads included; with the embedded database " +
        'PGlite runs in that process too) over the burst, per punch-in. Afterwards the ' +
        'database must hold one punch for each user today whose photo key names a stored file of ' +
        'the uploaded size.',
    burst && burstTable(results),
    summary &&
      `Month analysis (issue 4): POST /api/punches/summary for last month as admin, ${PUNCHES.users} ` +
        `users with a published shift and a closed punch every day of the past ` +
        `${PUNCHES.historyDays} days, against the same SQL run raw (\`raw month summary query\`, ` +
        `rows returned as the database gives them); ${PUNCHES.summaryConnections} connections, then ` +
        'one (the latency a manager sees).',
    summary && loadsTable(results, 'summary'),
    exceptions && EXCEPTIONS_NOTE,
    exceptions && loadsTable(results, 'exceptions'),
    timesheets && TIMESHEETS_NOTE,
    timesheets && loadsTable(results, 'timesheets'),
    finance &&
      `Finance (issue 12): ${FINANCE.expenses.toLocaleString('en-US')} expenses and ` +
        `${FINANCE.incomes.toLocaleString('en-US')} incomes over 2021–2025, written with SQL. ` +
        'GET /api/summary (read from the daily totals) against the live GROUP BY over the same ' +
        'rows (`raw:` rows, incomes and expenses, two queries); GET /api/expenses/report of 2025 ' +
        'against the same SQL run raw (figures and largest expense, then the first page); the ' +
        'filtered list page against its raw query (page and count), when GET /api/expenses exists; ' +
        `one connection, the reads in turn, ${FINANCE.samples} samples each after a warm-up ` +
        '(`req/s` over the whole series). The PDF of one category over 18 months, ' +
        `${FINANCE.pdfRuns} runs one after another (p99 column: the slowest); then ` +
        `GET /api/categories from ${FINANCE.connections} connections alone and while two ` +
        'clients keep drawing that PDF.',
    finance && loadsTable(results, 'finance'),
    notebooks &&
      `Shared managers (issue 13): ${NOTEBOOKS.users} users and ` +
        `${NOTEBOOKS.items.toLocaleString('en-US')} items (a third each of mailboxes, links and ` +
        `templates), one in ${NOTEBOOKS.sharedEvery} shared with one to three users, written with ` +
        'SQL. The first page of each manager as a user who owns items and receives others (the ' +
        'visibility rule in SQL: rows with owner, sub-category and shares aggregated, and the count), ' +
        'against the same SQL run raw (`raw:`, page and count); ' +
        `${NOTEBOOKS.connections} connections.`,
    notebooks && loadsTable(results, 'notebooks'),
    vault &&
      `Credential vault (issue 14): ${VAULT.credentials} credentials. The unlock is the first call ` +
        `of a fresh session (the KDF), ${VAULT.unlockSamples} one after another (p99 column: the ` +
        'slowest); the page with the vault unlocked against the same page from a bench-only route ' +
        'that skips the vault (same session, query, schema and serializer); GET /api/categories ' +
        `from ${VAULT.connections} connections alone and while fresh sessions unlock ` +
        `${VAULT.concurrent} at once, batch after batch (one KDF runs at a time per process).`,
    vault && loadsTable(results, 'vault'),
    backup &&
      'Backups (issue 15, embedded database only): one backup of the demo data and one of the ' +
        'large data set (the base seed and the finance seed), each asked of the running server ' +
        'through its local socket as `npm run backup` asks it (time and file size in the targets ' +
        'table); then GET /api/categories from 10 connections alone and while backups of the large ' +
        'data set are made one after another.',
    backup && loadsTable(results, 'backup'),
    corrections && CORRECTIONS_NOTE,
    corrections && loadsTable(results, 'corrections'),
    verify && VERIFY_NOTE,
    metrics && METRICS_NOTE,
    metrics && loadsTable(results, 'metrics'),
    verdictsTable(results),
  ];
  return sections.filter((section) => section).join('\n\n');
}

/**
 * Writes the report between the markers of the benchmarks page, docs/benchmarks.md
 * (`<!-- bench:start -->` by default).
 */
export function recordInBenchmarks(pagePath: string, report: string, marker = 'bench') {
  const page = fs.readFileSync(pagePath, 'utf8');
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) return false;
  fs.writeFileSync(pagePath, `${page.slice(0, from + start.length)}\n${report}\n${page.slice(to)}`);
  return true;
}
