import { monitorEventLoopDelay } from 'node:perf_hooks';
import client from 'prom-client';

/**
 * The process's own figures, read at scrape time: CPU, memory, the event loop's delay, the start.
 * Not prom-client's `collectDefaultMetrics`: its garbage-collection series keeps a
 * PerformanceObserver on every collection, whose cost under load (a larger heap, longer minor
 * collections) took more than the whole budget of metrics (docs/decisions/090).
 */
export function registerProcessMetrics(registry: client.Registry) {
  const registers = [registry];
  let cpu = process.cpuUsage();
  const systemSeconds = new client.Counter({
    name: 'process_cpu_system_seconds_total',
    help: 'System CPU time spent by the process, in seconds',
    registers,
  });
  new client.Counter({
    name: 'process_cpu_user_seconds_total',
    help: 'User CPU time spent by the process, in seconds',
    registers,
    collect() {
      const now = process.cpuUsage();
      this.inc((now.user - cpu.user) / 1e6);
      systemSeconds.inc((now.system - cpu.system) / 1e6);
      cpu = now;
    },
  });
  new client.Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of the process, in bytes',
    registers,
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new client.Gauge({
    name: 'process_start_time_seconds',
    help: 'When the process started, in seconds since the epoch',
    registers,
    collect() {
      this.set(Math.round(Date.now() / 1000 - process.uptime()));
    },
  });
  const heapTotal = new client.Gauge({
    name: 'nodejs_heap_size_total_bytes',
    help: "V8's heap, in bytes",
    registers,
  });
  new client.Gauge({
    name: 'nodejs_heap_size_used_bytes',
    help: "V8's heap in use, in bytes",
    registers,
    collect() {
      const memory = process.memoryUsage();
      this.set(memory.heapUsed);
      heapTotal.set(memory.heapTotal);
    },
  });
  // Sampled by a native timer every 20 ms; each scrape reads the delays since the last one.
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  new client.Gauge({
    name: 'nodejs_eventloop_delay_p99_seconds',
    help: "The 99th percentile of the event loop's delay since the last scrape, in seconds",
    registers,
    collect() {
      this.set(delay.count > 0 ? delay.percentile(99) / 1e9 : 0);
      delay.reset();
    },
  });
}
