/**
 * The real server as a child process (`node --import tsx apps/api/src/server.ts`) for the tests
 * that need a process: start, wait until ready, sign in, stop; and the backup and restore
 * commands. Test code only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER = path.join(ROOT, 'apps/api/src/server.ts');
export const ADMIN_EMAIL = 'jefa@empresa.test';
export const ADMIN_PASSWORD = 'Durabilidad-Segura-2026';
/** A new embedded data folder takes seconds to create; a cold tsx start adds a few more. */
export const START_TIMEOUT_MS = 90_000;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Server = {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const started: ChildProcess[] = [];
const tempDirs: string[] = [];

/** Kills what the test started and removes its folders (call it in afterEach). */
export function cleanUpServers() {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-durability-'));
  tempDirs.push(dir);
  return dir;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Debian's libfaketime (package faketime), which the `faketime` command preloads. */
const LIBFAKETIME = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
  .map((triplet) => `/usr/lib/${triplet}/faketime/libfaketime.so.1`)
  .find((file) => fs.existsSync(file));

/**
 * The environment that runs a process under libfaketime with its clock moved by `offset` (e.g.
 * '+62d'), as `faketime '+62d' node …` does; preloaded directly so that signals reach the server
 * itself (the `faketime` command does not pass them on to the process it starts).
 */
export function faketimeEnv(offset: string): Record<string, string> {
  if (!LIBFAKETIME) throw new Error('libfaketime is missing: apt-get install faketime');
  return { LD_PRELOAD: LIBFAKETIME, FAKETIME: offset };
}

/**
 * Starts `node --import tsx apps/api/src/server.ts` with only the environment given here; with
 * `faketime` (e.g. '+62d'), its clock moved by that much (faketimeEnv).
 */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: { faketime?: string } = {},
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      ...(options.faketime && faketimeEnv(options.faketime)),
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_TIME_ZONE: 'Europe/Madrid',
      SHUTDOWN_DRAIN_MS: '0',
      // Admins sign in with a password alone unless a test asks for MFA_REQUIRED_ROLES.
      MFA_REQUIRED_ROLES: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the server answers /api/ready, failing early (with its output) if it exits. */
export async function waitReady(server: Server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited while starting:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/ready`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not become ready:\n${server.output()}`);
}

export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: { faketime?: string } = {},
) {
  return waitReady(await spawnServer(dataDir, env, options));
}

export const withAdmin = { ADMIN_EMAIL, ADMIN_PASSWORD };

export async function signIn(server: Server, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const response = await fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; result?: { role: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { authorization: `Bearer ${body.token}`, role: body.result?.role };
}

export async function stop(server: Server) {
  server.child.kill('SIGTERM');
  return server.exited;
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');
/** The pid that holds the data folder's lock (its first word). */
export const lockOwner = (dataDir: string) =>
  Number.parseInt(fs.readFileSync(lockFile(dataDir), 'utf8'), 10);

type Run = { code: number | null; signal: NodeJS.Signals | null; output: string };

/** `npm run backup` / `npm run restore -- FILE`, as the owner runs them (node + tsx, like npm). */
export function command(
  script: 'backup' | 'restore',
  env: Record<string, string>,
  args: string[] = [],
) {
  const file = path.join(ROOT, `apps/api/src/features/backups/${script}-cli.ts`);
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<Run>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, done };
}
