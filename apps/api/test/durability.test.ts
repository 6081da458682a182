/**
 * The real server as a child process on the embedded database: what it acknowledged survives a
 * SIGKILL, one data folder has one server, SIGTERM finishes the requests in flight, and the
 * first-admin link of an empty database works once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');
const ADMIN_EMAIL = 'jefa@empresa.test';
const ADMIN_PASSWORD = 'Durabilidad-Segura-2026';
/** A new embedded data folder takes seconds to create; a cold tsx start adds a few more. */
const START_TIMEOUT_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const started: ChildProcess[] = [];
const tempDirs: string[] = [];

afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-durability-'));
  tempDirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts `node --import tsx apps/api/src/server.ts` with only the environment given here. */
async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_TIME_ZONE: 'Europe/Madrid',
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
async function waitReady(server: Server) {
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

async function startServer(dataDir: string, env: Record<string, string> = {}) {
  return waitReady(await spawnServer(dataDir, env));
}

const withAdmin = { ADMIN_EMAIL, ADMIN_PASSWORD };

async function signIn(server: Server, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const response = await fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; result?: { role: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { authorization: `Bearer ${body.token}`, role: body.result?.role };
}

async function stop(server: Server) {
  server.child.kill('SIGTERM');
  return server.exited;
}

const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process', () => {
  it(
    'keeps every acknowledged write after a SIGKILL, and the next start takes the stale lock over',
    async () => {
      const dataDir = tempDataDir();
      const first = await startServer(dataDir, withAdmin);
      const { authorization } = await signIn(first);

      const names = Array.from({ length: 20 }, (_, i) => `Duradera ${i + 1} ✓`);
      for (const name of names) {
        const response = await fetch(`${first.url}/api/categories`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ name, description: 'Confirmada antes del corte' }),
        });
        expect(response.status).toBe(201);
      }
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(first.child.pid));

      const second = await startServer(dataDir, withAdmin);
      expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(second.child.pid));
      const list = await fetch(`${second.url}/api/categories`, {
        headers: { authorization: (await signIn(second)).authorization },
      });
      expect(list.status).toBe(200);
      const stored = ((await list.json()) as { data: { name: string }[] }).data.map((c) => c.name);
      expect(stored.sort()).toEqual([...names].sort());
      expect((await stop(second)).code).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'refuses a second server on the same data folder, leaving the first one running',
    async () => {
      const dataDir = tempDataDir();
      const first = await startServer(dataDir, withAdmin);

      const second = await spawnServer(dataDir, withAdmin);
      const { code } = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output()).toContain('ya está en uso por otro proceso');
      expect(second.output()).toContain(String(first.child.pid));

      expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(first.child.pid));
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      await signIn(first);
      expect((await stop(first)).code).toBe(0);
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'finishes a request in flight on SIGTERM, then exits 0 and removes the lock',
    async () => {
      const dataDir = tempDataDir();
      const server = await startServer(dataDir, withAdmin);
      const body = JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const half = Math.floor(body.length / 2);

      // A login whose headers and first half are on the server when SIGTERM arrives.
      const agent = new http.Agent({ keepAlive: true });
      const request = http.request(`${server.url}/api/auth`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request.on('error', reject);
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
      });
      request.write(body.slice(0, half));
      await sleep(300);
      server.child.kill('SIGTERM');
      await sleep(500);
      // Still running, waiting for the rest of this request, but taking no new connection.
      expect(server.child.exitCode).toBeNull();
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
      request.end(body.slice(half));

      const response = await answer;
      expect(response.status, response.body).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ success: true, token: expect.any(String) });

      // The client keeps its connection alive; the server still stops at once (not at the
      // forced exit 15 s later).
      const answeredAt = Date.now();
      const { code } = await server.exited;
      expect(Date.now() - answeredAt).toBeLessThan(5000);
      agent.destroy();
      expect(code, server.output()).toBe(0);
      expect(fs.existsSync(lockFile(dataDir))).toBe(false);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'prints a one-time link for the first admin of an empty database, and not again once used',
    async () => {
      const dataDir = tempDataDir();
      const server = await startServer(dataDir);
      const printed = server.output();
      const link = /(http:\/\/\S+\/auth\/verify-user\?token=\S+)/.exec(printed)?.[1];
      const email = /Primer administrador: (\S+)/.exec(printed)?.[1];
      expect(link, printed).toBeDefined();
      expect(email, printed).toBeDefined();
      expect(link).toMatch(new RegExp(`^http://localhost:${server.port}/auth/verify-user\\?`));
      const token = new URL(link!).searchParams.get('token');

      const password = 'Primera-Clave-Admin-2026';
      // The setup page gives the admin's own name and email (DECISIONS §1).
      const ownEmail = 'direccion@empresa.test';
      const setPassword = () =>
        fetch(`${server.url}/api/auth/verify-user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, password, name: 'Dirección', email: ownEmail }),
        });
      const first = await setPassword();
      expect(first.status, await first.clone().text()).toBe(200);
      expect((await signIn(server, ownEmail, password)).role).toBe('admin');

      const again = await setPassword();
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({
        success: false,
        message: 'El enlace no es válido o ha expirado. Solicita uno nuevo.',
      });
      expect((await stop(server)).code).toBe(0);

      const restarted = await startServer(dataDir);
      expect(restarted.output()).not.toContain('verify-user?token=');
      expect((await signIn(restarted, ownEmail, password)).role).toBe('admin');
      expect((await stop(restarted)).code).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );
});
