import autocannon, { type RawResult } from 'autocannon';

export const CONNECTIONS = 50;
export const SETTINGS = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  warmupS: Number(process.env.BENCH_WARMUP_S ?? 1),
  durationS: Number(process.env.BENCH_DURATION_S ?? 3),
};

export type Measurement = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
export type Target = {
  url: string;
  headers: Record<string, string>;
  /** GET unless told; a POST carries a JSON `body` */
  method?: 'GET' | 'POST';
  body?: string;
};
export type LoadOptions = {
  connections: number;
  rounds: number;
  /** Requests a second over all connections; without it, as fast as the server answers. */
  rate?: number;
};

/** One measured run on a URL, after a warm-up whose figures are dropped. */
async function runOnce(target: Target, connections: number, rate?: number): Promise<RawResult> {
  const { url, headers, method = 'GET', body } = target;
  const request = { url, headers, method, body, connections, ...(rate && { overallRate: rate }) };
  await autocannon({ ...request, duration: SETTINGS.warmupS });
  return autocannon({ ...request, duration: SETTINGS.durationS, skipAggregateResult: true });
}

/**
 * Measures every target in turn, round after round, so that a passing disturbance of the machine
 * weighs on all routes alike; then merges each target's runs (latency histograms included).
 */
export async function measureRounds(
  targets: Target[],
  { connections, rounds, rate }: LoadOptions = {
    connections: CONNECTIONS,
    rounds: SETTINGS.rounds,
  },
): Promise<Measurement[]> {
  const runs: RawResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      runs[index]!.push(await runOnce(target, connections, rate));
    }
  }
  return targets.map((target, index) => merged(target, runs[index]!, connections));
}

/** A target's runs as one figure: req/s over their whole time, latencies of the merged histogram. */
export function merged(target: Target, results: RawResult[], connections: number): Measurement {
  const all = autocannon.aggregateResult(results, { url: target.url, connections });
  const requests = results.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  return {
    rps: requests / seconds,
    p50: all.latency.p50 ?? NaN,
    p99: all.latency.p99 ?? NaN,
    errors: all.errors + all.timeouts,
    non2xx: all.non2xx,
  };
}
