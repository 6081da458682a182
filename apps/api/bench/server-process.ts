import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The benchmark's server entry, bundled beside the built product (dist/server.js). */
const SERVER = path.resolve(HERE, '../dist/bench-server.js');

/**
 * Bundles bench-server.ts (the product's server plus the baseline routes) as dist/server.js is
 * bundled (apps/api/build.mjs), next to it, where the migrations and the database worker are.
 */
async function buildBenchServer() {
  await build({
    entryPoints: [path.join(HERE, 'bench-server.ts')],
    outfile: SERVER,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    alias: { '@app/contract': path.resolve(HERE, '../../../packages/contract/src') },
  });
}
let built: Promise<void> | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** The company zone of the benchmarked server (APP_TIME_ZONE): its days, shifts and punches. */
export const BENCH_TIME_ZONE = 'Europe/Madrid';

export type ServerProcess = {
  baseUrl: string;
  /** CPU time the server process has used so far (all its threads), in ms; NaN without /proc. */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

const CLOCK_TICKS_PER_S = 100; // USER_HZ of Linux

/** utime + stime of a process from /proc/<pid>/stat (fields 14 and 15, after the command name). */
function cpuMsOf(pid: number | undefined) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return NaN;
  }
}

/**
 * The built production server (dist/server.js, with the baseline routes: dist/bench-server.js) as a
 * child process:
 * its own event loop and core, apart from the load generator. Request logs are off
 * (LOG_LEVEL=warn) so that a fixed logging cost does not flatter the ratios.
 */
export async function startServerProcess(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built SPA to serve (WEB_DIR); apps/web/dist by default. */
  webDir?: string;
  /** More settings of this server (e.g. AUTH_RATE_LIMIT for a sign-in load from one address). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  await (built ??= buildBenchServer());
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    APP_TIME_ZONE: BENCH_TIME_ZONE,
    LOG_LEVEL: 'warn',
    // The warm-up uploads hundreds of photos as one user that no punch takes: not a user's limits.
    UPLOAD_RATE_LIMIT: '10000',
    UPLOAD_PENDING_LIMIT: '10000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.webDir ? { WEB_DIR: options.webDir } : {}),
    ...options.env,
  };
  // BENCH_NODE_ARGS passes flags to the server's node, e.g. --cpu-prof to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after 60 s:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    cpuMs: () => cpuMsOf(child.pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
