import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedDatabase } from '../databases';
import { recordInBenchmarks } from '../report';
import { startServerProcess } from '../server-process';
import { signInAdmin } from './admin-session';
import { openLab, type FormFactor, type Session } from './lighthouse';
import { LOGIN_PAGE, pagesOfThisRun } from './pages';
import { seedWeek, WEEK_USERS } from './seed-week';
import { judgeWeb, renderWebReport, scriptBytes, type PageRuns } from './web-report';

/**
 * `npm run bench:web`: the built product (dist/server.js) on a fresh embedded data folder with
 * 500 users and a published shift for each every day of this week; Lighthouse 12 audits /login
 * (signed out, the reference) and every signed-in screen (as admin; `BENCH_WEB_PAGES` picks a
 * few), mobile and desktop, BENCH_WEB_RUNS times each (3 by default). Prints the medians and the
 * scripts /login loads, judges them against the targets of issue 30 and records them in
 * docs/benchmarks.md (a run of a few pages only prints).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, '../../../web/dist');
const benchmarksPage = path.resolve(here, '../../../../docs/benchmarks.md');
const runsPerPage = Number(process.env.BENCH_WEB_RUNS ?? 3);
const signedInPages = pagesOfThisRun();
const everyPage = !process.env.BENCH_WEB_PAGES?.trim();

const started = Date.now();
const loadSamples: number[] = [];
const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]!), 5000);

const database = embeddedDatabase();
const pages: PageRuns[] = [];
try {
  console.log('seeding 500 users and this week of shifts…');
  const handle = await database.open();
  await seedWeek(handle);
  await handle.close();
  const server = await startServerProcess(database);
  try {
    const session = await signInAdmin(server.baseUrl);
    const lab = await openLab(server.baseUrl);
    try {
      const plan: [string, Session | null][] = [
        [LOGIN_PAGE, null],
        ...signedInPages.map((page): [string, Session] => [page, session]),
      ];
      for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
        for (const [page, withSession] of plan) {
          const runs = [];
          for (let run = 1; run <= runsPerPage; run += 1) {
            const audit = await lab.audit(`${server.baseUrl}${page}`, formFactor, withSession);
            console.log(
              `${page} ${formFactor} #${run}: performance ${audit.performance}, accessibility ` +
                `${audit.accessibility}, best practices ${audit.bestPractices}, LCP ` +
                `${Math.round(audit.lcpMs)} ms, TBT ${Math.round(audit.tbtMs)} ms`,
            );
            for (const failing of audit.failing) console.log(`    below 0.9: ${failing}`);
            for (const error of audit.consoleErrors) console.log(`    console: ${error}`);
            runs.push(audit);
          }
          pages.push({ page, formFactor, runs });
        }
      }
    } finally {
      await lab.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  clearInterval(sampler);
  await database.remove();
}

const loginScripts = pages
  .filter((p) => p.page === LOGIN_PAGE)
  .flatMap((p) => p.runs.flatMap((run) => run.scripts));
const loginJs = scriptBytes(webDir, loginScripts);
const targets = judgeWeb(pages, loginJs);
const meanLoad = loadSamples.reduce((sum, value) => sum + value, 0) / (loadSamples.length || 1);
const settings =
  `Measured ${new Date().toISOString().slice(0, 10)} with Lighthouse 12.8 and Debian's ` +
  `Chromium (headless), ${runsPerPage} runs per page and device, medians; mobile: Lighthouse's ` +
  'simulated slow 4G and 4× CPU slowdown, desktop: its desktop preset. Server: dist/server.js on a ' +
  `fresh embedded data folder with ${WEEK_USERS} users, each with a published shift every day of ` +
  'this week; /login signed out, every other page signed in as admin (the session in localStorage), each ' +
  `run from an empty HTTP cache. Machine load average (1 min) during the run: mean ` +
  `${meanLoad.toFixed(1)}, max ${Math.max(0, ...loadSamples).toFixed(1)} (${os.cpus().length} cores).`;
const report = renderWebReport(pages, loginJs, targets, settings);
console.log(`\n${report}\n\n(${Math.round((Date.now() - started) / 1000)} s)`);
if (
  process.env.BENCH_WEB_RECORD !== '0' &&
  everyPage &&
  recordInBenchmarks(benchmarksPage, report, 'bench-web')
) {
  console.log(`Recorded in ${path.relative(process.cwd(), benchmarksPage)}`);
}
process.exitCode = targets.every((t) => t.pass) ? 0 : 1;
