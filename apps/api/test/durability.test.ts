/**
 * The real server as a child process on the embedded database: what it acknowledged survives a
 * SIGKILL, one data folder has one server, SIGTERM finishes the requests in flight, and the
 * first-admin link of an empty database works once.
 */
import fs from 'node:fs';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cleanUpServers,
  lockFile,
  lockOwner,
  signIn,
  sleep,
  spawnServer,
  START_TIMEOUT_MS,
  startServer,
  stop,
  tempDataDir,
  withAdmin,
} from './spawned-server';

afterEach(cleanUpServers);

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
      expect(lockOwner(dataDir)).toBe(first.child.pid);

      const second = await startServer(dataDir, withAdmin);
      expect(lockOwner(dataDir)).toBe(second.child.pid);
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

      expect(lockOwner(dataDir)).toBe(first.child.pid);
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
      expect(link, printed).toBeDefined();
      // No placeholder account is named: the page asks for the admin's own email.
      expect(printed).toContain('Configura la cuenta del primer administrador');
      expect(printed).not.toContain('admin@example.com');
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
