import fs from 'node:fs';
import autocannon, { type RawResult } from 'autocannon';
import { signIn } from './check';
import type { BenchDatabase } from './databases';
import { CONNECTIONS, merged, SETTINGS, type Target } from './measure';
import { startServerProcess, type ServerProcess } from './server-process';
import type { LoadRow, Verdict } from './targets';

/**
 * Issue 29 §2: GET /api/categories with metrics on (METRICS_TOKEN set, /metrics scraped every
 * `scrapeEveryMs` as a Prometheus would) keeps ≥ `minRatio` × its throughput without them. The
 * same built server twice, side by side on copies of one data folder (the embedded database
 * allows one server per folder; on PostgreSQL both use the one database), measured in turns, the
 * order swapped every round so that neither always comes second.
 */
export const METRICS_BENCH = {
  minRatio: 0.95,
  scrapeEveryMs: 2000,
  rounds: SETTINGS.rounds * 2,
} as const;

const TOKEN = 'bench-metrics-token-0123456789';
const WITHOUT = 'GET /api/categories, without METRICS_TOKEN';
const WITH = `GET /api/categories, METRICS_TOKEN set, /metrics scraped every ${METRICS_BENCH.scrapeEveryMs / 1000} s`;
const SCRAPES = 'GET /metrics (the scrapes during the runs)';

type Scraper = { stop: () => Promise<void> };
type ScrapeCount = {
  done: number;
  failed: number;
  detail: string;
  bytes: number;
  /** Each answered scrape's time, ms. */
  ms: number[];
  /** How long scrapers ran, s. */
  seconds: number;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Scrapes now and every `scrapeEveryMs`, checking that the categories' series are there. */
function startScraper(baseUrl: string, count: ScrapeCount): Scraper {
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const scrape = () => {
    const sent = performance.now();
    const call = fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      .then(async (response) => {
        const text = await response.text();
        if (response.ok && text.includes('route="/api/categories"')) {
          count.done++;
          count.bytes = text.length;
          count.ms.push(performance.now() - sent);
        } else {
          count.failed++;
          count.detail ||= `${response.status} ${text.slice(0, 200)}`;
        }
      })
      .catch((error: unknown) => {
        count.failed++;
        count.detail ||= String(error);
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  };
  scrape();
  const timer = setInterval(scrape, METRICS_BENCH.scrapeEveryMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      count.seconds += (performance.now() - started) / 1000;
    },
  };
}

/** The server's CPU time (all its threads) and what was asked of it during the measured part. */
type Cost = { cpuMs: number; requests: number };

/**
 * One run as measureRounds makes it (warm-up, then measured), with the server's CPU time over the
 * measured part: on a machine shared with others the CPU a request costs moves less than req/s.
 */
async function runMeasured(target: Target, server: ServerProcess, cost: Cost) {
  const request = { url: target.url, headers: target.headers, connections: CONNECTIONS };
  await autocannon({ ...request, duration: SETTINGS.warmupS });
  const before = server.cpuMs();
  const result = await autocannon({
    ...request,
    duration: SETTINGS.durationS,
    skipAggregateResult: true,
  });
  cost.cpuMs += server.cpuMs() - before;
  cost.requests += result.totalCompletedRequests;
  return result;
}

const cpuPerRequest = (cost: Cost) => (cost.cpuMs / cost.requests).toFixed(2);

/** Copies the stopped server's data folder for the second server (its secret and database). */
function copyOf(dataDir: string) {
  const copy = `${dataDir}-metrics`;
  fs.cpSync(dataDir, copy, { recursive: true });
  return copy;
}

export async function benchMetrics(database: BenchDatabase): Promise<LoadRow[]> {
  const secondDir = copyOf(database.dataDir);
  const servers: ServerProcess[] = [];
  try {
    const off = await startServerProcess(database);
    servers.push(off);
    const on = await startServerProcess({
      ...database,
      dataDir: secondDir,
      env: { METRICS_TOKEN: TOKEN },
    });
    servers.push(on);
    const targets: [Target, Target] = [
      { url: `${off.baseUrl}/api/categories`, headers: await signIn(off.baseUrl) },
      { url: `${on.baseUrl}/api/categories`, headers: await signIn(on.baseUrl) },
    ];
    // One call each first: both answer, and the first scrape finds the route's series.
    for (const target of targets) {
      const first = await fetch(target.url, { headers: target.headers });
      if (!first.ok) throw new Error(`${target.url}: ${first.status} ${await first.text()}`);
    }
    const absent = await fetch(`${off.baseUrl}/metrics`);
    if (absent.status !== 404) throw new Error(`/metrics without a token: ${absent.status}`);

    const runs: [RawResult[], RawResult[]] = [[], []];
    const costs: [Cost, Cost] = [
      { cpuMs: 0, requests: 0 },
      { cpuMs: 0, requests: 0 },
    ];
    const serverOf = [off, on] as const;
    const scrapes: ScrapeCount = { done: 0, failed: 0, detail: '', bytes: 0, ms: [], seconds: 0 };
    for (let round = 0; round < METRICS_BENCH.rounds; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) {
        const scraper = index === 1 ? startScraper(on.baseUrl, scrapes) : undefined;
        try {
          runs[index]!.push(await runMeasured(targets[index]!, serverOf[index]!, costs[index]!));
        } finally {
          await scraper?.stop();
        }
      }
    }
    if (scrapes.failed > 0)
      console.warn(`metrics: ${scrapes.failed} scrapes failed: ${scrapes.detail}`);
    return [
      {
        scenario: 'metrics',
        route: `${WITHOUT} (server CPU ${cpuPerRequest(costs[0])} ms a request)`,
        connections: CONNECTIONS,
        ...merged(targets[0], runs[0], CONNECTIONS),
      },
      {
        scenario: 'metrics',
        route: `${WITH} (server CPU ${cpuPerRequest(costs[1])} ms a request)`,
        connections: CONNECTIONS,
        ...merged(targets[1], runs[1], CONNECTIONS),
      },
      {
        scenario: 'metrics',
        route: `${SCRAPES}: ${scrapes.done} answered, ${Math.round(scrapes.bytes / 1024)} KB each`,
        connections: 1,
        rps: scrapes.done / scrapes.seconds,
        p50: percentile(scrapes.ms, 50),
        p99: percentile(scrapes.ms, 99),
        errors: 0,
        non2xx: scrapes.failed + (scrapes.done === 0 ? 1 : 0),
        informational: true,
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(secondDir, { recursive: true, force: true });
  }
}

/** Issue 29: categories with metrics ≥ 0.95 × without; every scrape answered with its series. */
export function judgeMetrics(rows: LoadRow[]): Verdict[] {
  const without = rows.find((row) => row.route.startsWith(`${WITHOUT} (`));
  const withMetrics = rows.find((row) => row.route.startsWith(`${WITH} (`));
  const scrapes = rows.find((row) => row.route.startsWith(SCRAPES));
  const verdicts: Verdict[] = [];
  if (without && withMetrics) {
    const ratio = withMetrics.rps / without.rps;
    verdicts.push({
      label: `GET /api/categories with metrics on ≥ ${METRICS_BENCH.minRatio} × without`,
      figure: `${ratio.toFixed(3)} (${Math.round(withMetrics.rps)} / ${Math.round(without.rps)} req/s)`,
      pass: withMetrics.rps > 0 && without.rps > 0 && ratio >= METRICS_BENCH.minRatio,
    });
  }
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'metrics: errors + non-2xx + failed scrapes = 0',
    figure: String(failures),
    pass: failures === 0 && scrapes !== undefined,
  });
  return verdicts;
}

export const METRICS_NOTE =
  'Metrics (issue 29): the same built server twice, side by side, one without METRICS_TOKEN and one ' +
  `with it, each on its own copy of the seeded data folder (PostgreSQL: the one database); ` +
  `GET /api/categories as admin from ${CONNECTIONS} connections, ${METRICS_BENCH.rounds} rounds ` +
  `× (${SETTINGS.warmupS} s warm-up + ${SETTINGS.durationS} s) each, in turns, the order swapped ` +
  'every round; while the server with metrics is measured, GET /metrics is scraped with its ' +
  `bearer token every ${METRICS_BENCH.scrapeEveryMs / 1000} s (warm-up included) and each scrape ` +
  "must hold the categories route's series. Server CPU: the server process's CPU time (all its " +
  "threads, PGlite's included) over the measured runs, per request answered, scrapes included: on " +
  'a machine shared with others it moves less than req/s.';
