import fs from 'node:fs';
import os from 'node:os';
import { CONNECTIONS } from './measure';
import type { LoadRow, Row, Verdict } from './targets';

export type DatabaseResult =
  | { label: string; rows: Row[]; verdicts: Verdict[]; loads?: LoadRow[] }
  | { label: string; skipped: string };

const table = (head: string[], body: string[][]) =>
  [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

function figuresTable(results: DatabaseResult[]) {
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
function loadsTable(results: DatabaseResult[]) {
  const body = results.flatMap((result) => {
    if ('skipped' in result || !result.loads) return [];
    const loads = result.loads;
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

function verdictsTable(results: DatabaseResult[]) {
  const body = results.flatMap((result) =>
    'skipped' in result
      ? []
      : result.verdicts.map((v) => [result.label, v.label, v.figure, v.pass ? 'PASS' : 'FAIL']),
  );
  return table(['database', 'target', 'measured', 'result'], body);
}

export function renderReport(results: DatabaseResult[], settings: string) {
  const cpu = os.cpus();
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
      `Node ${process.version}, ${CONNECTIONS} connections, ${settings}.`,
    '`bare`: a route that returns a tiny JSON; `raw … query`: the same list as the real route read by ' +
      'one raw SQL query on the same database handle and returned as plain JSON (no session, no ORM, ' +
      'no schema); the real routes carry a signed-in admin session. All routes are served by one ' +
      'server process.',
    '',
    figuresTable(results),
    '',
    'Calendars (issue 3): the week of 500 users × 7 shifts (3 500 shifts, about 1 MB) and the month ' +
      '(15 500 shifts) as admin, against the raw SQL reading the same rows (active users + the ' +
      "period's shifts, two queries, as the endpoint runs); 10 connections, as each answer is large. " +
      '`p50 × raw`: p50 latency of the endpoint over that of its raw query.',
    '',
    loadsTable(results),
    '',
    verdictsTable(results),
  ].join('\n');
}

/** Writes the report between the bench markers of the README. */
export function recordInReadme(readmePath: string, report: string) {
  const readme = fs.readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) return false;
  fs.writeFileSync(
    readmePath,
    `${readme.slice(0, from + start.length)}\n${report}\n${readme.slice(to)}`,
  );
  return true;
}
