/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { embeddedDatabase } from '../databases';
import { startServerProcess } from '../server-process';
import { signInAdmin } from './admin-session';
import { seedWeek } from './seed-week';

/**
 * Where a signed-in page's start-up time goes: Chromium at 4× CPU slowdown (no network
 * throttling) opens the page as admin from an empty cache, on `bench:web`'s data, and keeps a
 * performance trace (open it in Chromium's DevTools, Performance panel) and the JavaScript CPU
 * profile; prints the main thread's tasks over 50 ms, the functions with the most time of their
 * own, and when the requests and paints happened.
 *
 *   node --import tsx apps/api/bench/web/trace.ts [page] [outDir] [width]
 */
const [page = '/categories', outDir = 'web-trace', width = '390'] = process.argv.slice(2);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number };
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};

const database = embeddedDatabase();
try {
  const handle = await database.open();
  await seedWeek(handle);
  await handle.close();
  // BENCH_WEB_DIR: another build of the app (e.g. one built with --minify false, to read names).
  const webDir = process.env.BENCH_WEB_DIR;
  const server = await startServerProcess({
    ...database,
    ...(webDir ? { webDir: path.resolve(webDir) } : {}),
  });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const session = await signInAdmin(server.baseUrl);
    const tab = await browser.newPage();
    await tab.setViewport({ width: Number(width), height: 800, isMobile: Number(width) < 600 });
    await tab.goto(`${server.baseUrl}/api/health`);
    await tab.evaluate((stored) => {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
    }, session);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    fs.mkdirSync(outDir, { recursive: true });
    const tracePath = path.join(outDir, `${page.replace(/\W+/g, '') || 'root'}-trace.json`);
    await tab.tracing.start({ path: tracePath, screenshots: true });
    await cdp.send('Profiler.start');
    const requests: string[] = [];
    const opened = Date.now();
    tab.on('requestfinished', (request) =>
      requests.push(`${Date.now() - opened} ms  ${new URL(request.url()).pathname}`),
    );
    await tab.goto(`${server.baseUrl}${page}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { profile } = await cdp.send('Profiler.stop');
    await tab.tracing.stop();
    const paints = await tab.evaluate(() =>
      [
        ...performance.getEntriesByType('paint'),
        ...performance.getEntriesByType('largest-contentful-paint'),
      ].map((entry) => `${entry.name || entry.entryType} ${Math.round(entry.startTime)} ms`),
    );
    fs.writeFileSync(
      path.join(outDir, `${page.replace(/\W+/g, '') || 'root'}.cpuprofile`),
      JSON.stringify(profile),
    );

    const events = (JSON.parse(fs.readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const main = events.find(
      (e) =>
        e.name === 'thread_name' &&
        (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
    );
    const start = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
    console.log(`paints: ${paints.join(', ')}`);
    console.log('main-thread tasks over 50 ms (ms after navigation start, duration):');
    for (const task of events.filter(
      (e) =>
        e.name === 'RunTask' && e.tid === main?.tid && e.pid === main?.pid && (e.dur ?? 0) > 50_000,
    )) {
      console.log(`  ${Math.round((task.ts - start) / 1000)}  ${Math.round(task.dur! / 1000)} ms`);
    }
    const self = new Map<string, number>();
    const nodes = new Map(profile.nodes.map((node) => [node.id, node as ProfileNode]));
    profile.samples?.forEach((id, index) => {
      const frame = nodes.get(id)!.callFrame;
      const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
    });
    console.log('most self time (ms, at 4× CPU):');
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`  ${ms.toFixed(0).padStart(5)}  ${key}`);
    }
    console.log(`requests finished:\n  ${requests.join('\n  ')}`);
    console.log(`trace: ${tracePath}`);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  await database.remove();
}
