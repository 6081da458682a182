/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { embeddedDatabase } from '../databases';
import { startServerProcess } from '../server-process';
import { signInAdmin } from './admin-session';
import { openLab, type FormFactor, type Session } from './lighthouse';
import { seedWeek } from './seed-week';

/**
 * An A/B comparison of two builds of the web app (two copies of apps/web/dist), for the changes
 * of decisions 029 and 042, on a machine too busy for absolute figures to mean much: the same
 * seeded data (500 users with a shift every day of this week) behind two servers, one per build,
 * measured in turns (A B, B A, A B, …) so that a busy minute weighs on both alike. Prints each
 * run, the medians and the ratios B/A.
 *
 *   node --import tsx apps/api/bench/web/ab.ts lighthouse <distA> <distB> [rounds] [page] [mobile|desktop]
 *   node --import tsx apps/api/bench/web/ab.ts grid <distA> <distB> [rounds] [week|day]
 *
 * `lighthouse`: Lighthouse as `npm run bench:web` runs it (simulated slow 4G, 4× CPU for mobile).
 * `grid`: Chromium at 4× CPU slowdown (1280 × 800) opens /shifts and measures the main-thread task
 * that puts the grid on screen (the calendar's commit with its style and layout), then scrolls the
 * grid from top to bottom, 200 px a frame, and measures the main thread's work per frame
 * (Performance.getMetrics TaskDuration) and the frame intervals.
 */
const [mode = 'lighthouse', distA, distB, roundsArg, ...rest] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: ab.ts lighthouse|grid <distA> <distB> [rounds] …');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 5);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Sample = Record<string, number>;

/** Both servers, on copies of one seeded data folder. */
async function withServers(run: (targets: { label: string; baseUrl: string }[]) => Promise<void>) {
  const database = embeddedDatabase();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ab-'));
  console.log('seeding 500 users and this week of shifts…');
  const handle = await database.open();
  await seedWeek(handle);
  await handle.close();
  fs.cpSync(database.dataDir, copy, { recursive: true });
  // One after the other: on a busy machine two starting at once can miss the 60 s start limit.
  const servers = [
    await startServerProcess({ ...database, webDir: path.resolve(distA!) }),
    await startServerProcess({
      dataDir: copy,
      databaseUrl: undefined,
      webDir: path.resolve(distB!),
    }),
  ];
  try {
    await run([
      { label: 'A', baseUrl: servers[0]!.baseUrl },
      { label: 'B', baseUrl: servers[1]!.baseUrl },
    ]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.remove();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

function report(samples: Record<string, Sample[]>) {
  const keys = Object.keys(samples.A?.[0] ?? {});
  console.log(`\nmedians of ${rounds} interleaved runs (load now ${os.loadavg()[0]!.toFixed(1)})`);
  for (const key of keys) {
    const a = median(samples.A!.map((s) => s[key]!));
    const b = median(samples.B!.map((s) => s[key]!));
    console.log(
      `${key.padEnd(16)} A ${a.toFixed(key === 'performance' ? 2 : 0).padStart(8)}   B ${b
        .toFixed(key === 'performance' ? 2 : 0)
        .padStart(8)}   B/A ${(b / a).toFixed(2)}`,
    );
  }
}

async function lighthouseMode() {
  const page = rest[0] ?? '/shifts';
  const formFactor = (rest[1] ?? 'mobile') as FormFactor;
  await withServers(async (targets) => {
    const sessions = await Promise.all(targets.map((t) => signInAdmin(t.baseUrl)));
    const labs = await Promise.all(targets.map((t) => openLab(t.baseUrl)));
    const samples: Record<string, Sample[]> = { A: [], B: [] };
    try {
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 ? [1, 0] : [0, 1];
        for (const index of order) {
          const target = targets[index]!;
          const audit = await labs[index]!.audit(
            `${target.baseUrl}${page}`,
            formFactor,
            page === '/login' ? null : sessions[index]!,
          );
          const sample = {
            performance: audit.performance,
            fcpMs: audit.fcpMs,
            lcpMs: audit.lcpMs,
            tbtMs: audit.tbtMs,
          };
          samples[target.label]!.push(sample);
          console.log(
            `${target.label} #${round + 1}: ${JSON.stringify(sample)} scripts ${audit.scripts.length}`,
          );
          for (const error of audit.consoleErrors) console.log(`    console: ${error}`);
        }
      }
    } finally {
      await Promise.all(labs.map((lab) => lab.close()));
    }
    report(samples);
  });
}

/** Installed before the app's own scripts: long tasks and the moment the grid's rows appear. */
function observeGrid() {
  const w = window as unknown as { __tasks: [number, number][]; __gridAt: number };
  w.__tasks = [];
  w.__gridAt = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role=table] [role=row][aria-rowindex="2"]')) {
      w.__gridAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function gridRun(page: Page, baseUrl: string, session: Session, view: string) {
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((stored) => {
    localStorage.clear();
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${baseUrl}/shifts${view === 'day' ? '?view=day' : ''}`);
    await page.waitForSelector('[role=table] [role=row][aria-rowindex="2"]', { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const load = await page.evaluate(() => {
      const w = window as unknown as { __tasks: [number, number][]; __gridAt: number };
      const at = w.__gridAt;
      const task = w.__tasks.find(([start, duration]) => start <= at && at <= start + duration + 1);
      const blocking = w.__tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { gridTaskMs: task?.[1] ?? 0, blockingMs: blocking };
    });
    const metric = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      return {
        task: get('TaskDuration'),
        layout: get('LayoutDuration'),
        style: get('RecalcStyleDuration'),
      };
    };
    const before = await metric();
    const frames = await page.evaluate(async () => {
      const box = document.querySelector<HTMLElement>('[role=table]')!;
      const intervals: number[] = [];
      let last = performance.now();
      let count = 0;
      while (box.scrollTop + box.clientHeight < box.scrollHeight - 1 && count < 400) {
        box.scrollTop += 200;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        intervals.push(now - last);
        last = now;
        count += 1;
      }
      intervals.sort((a, b) => a - b);
      return {
        count,
        p50: intervals[Math.floor(intervals.length / 2)] ?? 0,
        p95: intervals[Math.floor(intervals.length * 0.95)] ?? 0,
        rendered: box.querySelectorAll('[role=row]').length,
      };
    });
    // Let the last frame's work finish before reading the counters.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await metric();
    return {
      ...load,
      scrollTaskPerFrameMs: ((after.task - before.task) * 1000) / frames.count,
      scrollLayoutStylePerFrameMs:
        ((after.layout - before.layout + after.style - before.style) * 1000) / frames.count,
      frameP50Ms: frames.p50,
      frameP95Ms: frames.p95,
      frames: frames.count,
      rowsInDom: frames.rendered,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

async function gridMode() {
  const view = rest[0] ?? 'week';
  await withServers(async (targets) => {
    const sessions = await Promise.all(targets.map((t) => signInAdmin(t.baseUrl)));
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const samples: Record<string, Sample[]> = { A: [], B: [] };
    try {
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 ? [1, 0] : [0, 1];
        for (const index of order) {
          const target = targets[index]!;
          const page = await browser.newPage();
          await page.setViewport({ width: 1280, height: 800 });
          await page.evaluateOnNewDocument(observeGrid);
          try {
            const sample = await gridRun(page, target.baseUrl, sessions[index]!, view);
            samples[target.label]!.push(sample);
            console.log(`${target.label} #${round + 1}: ${JSON.stringify(sample)}`);
          } finally {
            await page.close();
          }
        }
      }
    } finally {
      await browser.close();
    }
    report(samples);
  });
}

await (mode === 'grid' ? gridMode() : lighthouseMode());
