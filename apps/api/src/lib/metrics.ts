import client from 'prom-client';
import { registerProcessMetrics } from './process-metrics';

/**
 * The process's metrics (Prometheus text, `prom-client`): one registry per process, as Prometheus
 * scrapes each instance on its own (docs/decisions/090). Counters and histograms are made here
 * with the product's prefix; what they count is said where they are made (db/query-metrics.ts,
 * lib/scheduled-jobs.ts, plugins/metrics.ts, features/metrics/metrics.queries.ts).
 */
export const metricsRegistry = new client.Registry();

const PREFIX = 'backoffice_';

let enabled = false;

/**
 * Turns on the measurements that cost something per request or per query (durations) and Node's
 * process metrics. Called once METRICS_TOKEN is set (plugins/metrics.ts); without it nobody can
 * read them, and they are not taken.
 */
export function enableMetrics() {
  if (enabled) return;
  enabled = true;
  registerProcessMetrics(metricsRegistry);
}

/** Whether durations are being measured (METRICS_TOKEN is set). */
export const metricsEnabled = () => enabled;

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  return new client.Counter<L>({
    name: PREFIX + name,
    help,
    labelNames,
    registers: [metricsRegistry],
  });
}

export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
) {
  return new client.Histogram<L>({
    name: PREFIX + name,
    help,
    labelNames,
    buckets,
    registers: [metricsRegistry],
  });
}

/**
 * A gauge of one scrape's own registry (not the process's): its value is read at scrape time by
 * `collect` (from the database, which other instances change too), never kept in memory.
 */
export function scrapedGauge(
  registry: client.Registry,
  name: string,
  help: string,
  collect: () => Promise<number>,
) {
  return new client.Gauge({
    name: PREFIX + name,
    help,
    registers: [registry],
    async collect() {
      this.set(await collect());
    },
  });
}

export const newRegistry = () => new client.Registry();
export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;
