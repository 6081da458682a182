/**
 * The data folder as the server process leaves it: private to its account (DATA_DIR 0700, nothing
 * under it readable by others, a loose folder repaired at start), its lock taken over from a
 * process killed with SIGKILL even before that process is reaped, and a drain on SIGTERM.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from './multipart';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cleanUpServers,
  freePort,
  lockFile,
  lockOwner,
  ROOT,
  SERVER,
  signIn,
  sleep,
  START_TIMEOUT_MS,
  startServer,
  stop,
  tempDataDir,
  withAdmin,
} from './spawned-server';

afterEach(cleanUpServers);

/** Every path under `dir` (itself included) whose mode lets group or others in. */
function looseEntries(dir: string): string[] {
  const loose: string[] = [];
  const walk = (current: string) => {
    const stat = fs.lstatSync(current);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) loose.push(`${(stat.mode & 0o777).toString(8)} ${current}`);
    if (stat.isDirectory())
      for (const name of fs.readdirSync(current)) walk(path.join(current, name));
  };
  walk(dir);
  return loose;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the data folder', () => {
  it(
    'is private to the server account from the first start, and repaired when found loose',
    async () => {
      const dataDir = path.join(tempDataDir(), 'nueva'); // does not exist yet
      const server = await startServer(dataDir, withAdmin);
      const { authorization } = await signIn(server);
      // An invitation mail goes to the outbox (no SMTP_URL), a photo to the uploads.
      const invited = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Invitada', email: 'invitada@empresa.test', role: 'usuario' }),
      });
      expect(invited.status).toBe(201);
      const form = multipart([
        { name: 'file', filename: 'f.png', data: TINY_PNG, type: 'image/png' },
      ]);
      const uploaded = await fetch(`${server.url}/api/files/upload`, {
        method: 'POST',
        headers: { authorization, ...form.headers },
        body: form.payload,
      });
      expect(uploaded.status).toBe(201);

      expect(modeOf(dataDir)).toBe(0o700);
      for (const name of ['db', 'outbox', 'uploads', 'secret.key', 'server.lock']) {
        expect(fs.existsSync(path.join(dataDir, name)), name).toBe(true);
      }
      expect(fs.readdirSync(path.join(dataDir, 'db', 'pg_wal')).length).toBeGreaterThan(0);
      expect(looseEntries(dataDir)).toEqual([]);
      expect((await stop(server)).code).toBe(0);

      // Loosened by hand (a restore, an older version): repaired at the next start.
      const loosen = (current: string) => {
        const stat = fs.lstatSync(current);
        if (stat.isDirectory()) {
          fs.chmodSync(current, 0o777);
          for (const name of fs.readdirSync(current)) loosen(path.join(current, name));
        } else if (stat.isFile()) fs.chmodSync(current, 0o666);
      };
      loosen(dataDir);
      expect(looseEntries(dataDir).length).toBeGreaterThan(100);
      const again = await startServer(dataDir, withAdmin);
      expect(looseEntries(dataDir)).toEqual([]);
      expect(modeOf(dataDir)).toBe(0o700);
      await signIn(again);
      expect((await stop(again)).code).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'starts right after a SIGKILL whose process its parent has not reaped yet',
    async () => {
      const dataDir = tempDataDir();
      const port = await freePort();
      // The server's parent becomes `sleep`, which never reaps it: once killed, it stays a zombie.
      const parent = spawn(
        'sh',
        ['-c', `"${process.execPath}" --import tsx "${SERVER}" & echo $!; exec sleep 600`],
        {
          cwd: ROOT,
          env: {
            PATH: process.env.PATH ?? '',
            DATA_DIR: dataDir,
            PORT: String(port),
            LOG_LEVEL: 'warn',
            APP_TIME_ZONE: 'Europe/Madrid',
            ...withAdmin,
          },
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      try {
        const pid = await new Promise<number>((resolve) =>
          parent.stdout.once('data', (chunk: Buffer) =>
            resolve(Number.parseInt(chunk.toString(), 10)),
          ),
        );
        const deadline = Date.now() + START_TIMEOUT_MS;
        while (
          !(await fetch(`http://127.0.0.1:${port}/api/ready`).then(
            (r) => r.ok,
            () => false,
          ))
        ) {
          if (Date.now() > deadline) throw new Error('the first server did not start');
          await sleep(200);
        }
        expect(lockOwner(dataDir)).toBe(pid);
        process.kill(pid, 'SIGKILL');
        while (
          !/^\S+ \S+ Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/\(.*\)/, 'x'))
        ) {
          await sleep(50);
        }
        // A zombie: the pid still exists, and the lock still names it.
        expect(() => process.kill(pid, 0)).not.toThrow();
        expect(lockOwner(dataDir)).toBe(pid);

        const second = await startServer(dataDir, withAdmin);
        expect(lockOwner(dataDir)).toBe(second.child.pid);
        await signIn(second);
        expect((await stop(second)).code).toBe(0);
      } finally {
        parent.kill('SIGKILL');
      }
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'takes over a lock whose pid now belongs to a process that started after it was written',
    async () => {
      const dataDir = tempDataDir();
      // A lock written by a server long gone; its pid has since been given to another process.
      const other = spawn('sleep', ['600'], { stdio: 'ignore' });
      try {
        await sleep(100);
        fs.writeFileSync(lockFile(dataDir), `${other.pid} 1`);
        const server = await startServer(dataDir, withAdmin);
        expect(lockOwner(dataDir)).toBe(server.child.pid);
        expect((await stop(server)).code).toBe(0);
      } finally {
        other.kill('SIGKILL');
      }
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'answers 503 on /api/ready during the drain after SIGTERM, still serving, then stops',
    async () => {
      const dataDir = tempDataDir();
      const server = await startServer(dataDir, { ...withAdmin, SHUTDOWN_DRAIN_MS: '3000' });
      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');
      await sleep(300);
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ success: false, error: { code: 'UNAVAILABLE' } });
      // Requests are still answered during the drain (a sign-in, here).
      expect((await signIn(server, ADMIN_EMAIL, ADMIN_PASSWORD)).role).toBe('admin');
      const { code } = await server.exited;
      expect(code).toBe(0);
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(3000);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    },
    2 * START_TIMEOUT_MS,
  );
});
