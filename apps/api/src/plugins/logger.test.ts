/**
 * What the logs show: a failed query's code and message, never its parameters (emails, session
 * hashes), and photo links without their signature. The log stream is captured as the server
 * would write it.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngUpload } from '../../test/multipart';
import { buildApp } from '../app';
import { hashToken } from '../lib/crypto';

let t: TestApp;
let app: TestApp['app'];
let lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  // A second instance on the same database that logs at info, as the server does.
  app = await buildApp({
    config: { ...t.app.config, logLevel: 'info' },
    database: {
      db: t.db,
      kind: 'postgres', // no session cache: every request reads the sessions table
      ping: async () => undefined,
      rawQuery: async () => [],
      close: async () => undefined,
    },
    loggerStream: stream,
    authRateLimit: 1000,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const logged = () => lines.join('\n');

describe('error logs', () => {
  it('show the code and message of a failed query, never its parameters', async () => {
    const user = await t.signIn('usuario');
    lines = [];
    await t.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
    try {
      // Sign-in reads the user by email; /auth/me reads the session by the token's hash.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: user.email, password: 'una-clave-cualquiera' },
      });
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      expect(signIn.statusCode).toBe(500);
      expect(me.statusCode).toBe(500);
      expect(me.json().message).toBe('Error interno del servidor. Inténtalo de nuevo más tarde.');
    } finally {
      await t.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
    }
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(2);
    for (const entry of errors) {
      expect(entry.err).toMatchObject({
        code: '42P01',
        message: 'relation "users" does not exist',
      });
      expect(Object.keys(entry.err).sort()).toEqual(['code', 'message', 'stack', 'type']);
    }
    const text = logged();
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(hashToken(user.token));
    expect(text).not.toContain(user.token);
    expect(text).not.toMatch(/params|Failed query/);
  });
});

describe('request logs', () => {
  it('redact the signature of photo links', async () => {
    const user = await t.signIn('usuario');
    const body = pngUpload();
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { link, key } = uploaded.json<{ link: string; key: string }>();
    const sig = new URL(link, 'http://x').searchParams.get('sig') ?? '';
    expect(sig).toHaveLength(43);
    lines = [];
    expect((await app.inject({ method: 'GET', url: link, headers: user.headers })).statusCode).toBe(
      200,
    );
    const text = logged();
    expect(text).toContain(key);
    expect(text).toContain('sig=[REDACTED]');
    expect(text).not.toContain(sig);
  });
});
