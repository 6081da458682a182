/**
 * Several instances on one PostgreSQL database (DESIGN.md, 'Scaling past one machine'): two real
 * server processes, each with a data folder of its own, behind an imagined load balancer. Nothing
 * one instance keeps for itself may change an answer: a photo uploaded through one is served by
 * the other, failed sign-ins are counted across both, a signed-out session is refused by both at
 * once, and a scheduled job runs on one of them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngUpload, TINY_PNG } from './multipart';
import {
  cleanUpServers,
  signIn,
  sleep,
  startServer,
  stop,
  tempDataDir,
  withAdmin,
  type Server,
} from './spawned-server';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `t_instances_${randomBytes(4).toString('hex')}`;
let databaseUrl = '';

describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const env = {
      ...withAdmin,
      DATABASE_URL: databaseUrl,
      // One secret for every instance: a link signed by one is verified by the other.
      APP_SECRET: randomBytes(32).toString('hex'),
      // Behind the load balancer: the client's address comes in X-Forwarded-For.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      // The per-address request limit out of the way: the account's own limit is under test.
      AUTH_RATE_LIMIT: '1000',
    };
    a = await startServer(tempDataDir(), env);
    b = await startServer(tempDataDir(), env);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stop(server)));
    cleanUpServers();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }, 60_000);

  const login = (server: Server, password: string, address: string) =>
    fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: withAdmin.ADMIN_EMAIL, password }),
    });

  it('serves through one instance a photo uploaded through the other', async () => {
    const { authorization } = await signIn(a);
    const auth = { authorization };
    const body = pngUpload('foto.png');
    const uploaded = await fetch(`${a.url}/api/files/upload`, {
      method: 'POST',
      headers: { ...auth, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { link } = (await uploaded.json()) as { link: string };
    const served = await fetch(`${b.url}${link}`, { headers: auth });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('counts six wrong passwords from one address spread over both, and refuses that address', async () => {
    const address = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await login(i % 2 ? b : a, `adivinanza-${i}`, address)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Refused by both, even with the right password; the owner elsewhere signs in.
    expect((await login(a, withAdmin.ADMIN_PASSWORD, address)).status).toBe(429);
    expect((await login(b, withAdmin.ADMIN_PASSWORD, address)).status).toBe(429);
    expect((await login(b, withAdmin.ADMIN_PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('evaluates at most 5 of 60 wrong sign-ins and 60 wrong security passwords sent at once over both', async () => {
    const address = '203.0.113.99';
    const signIns = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(i % 2 ? b : a, `adivina-${i}`, address)),
    );
    const signInStatuses = signIns.map((response) => response.status);
    expect(signInStatuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(signInStatuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(signIns.find((response) => response.status === 429)?.headers.get('retry-after')).toMatch(
      /^\d+$/,
    );

    const { authorization } = await signIn(a);
    const setup = await fetch(`${a.url}/api/password-manager/setup`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Boveda-Instancias-2026' }),
    });
    expect(setup.status).toBe(201);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`${(i % 2 ? b : a).url}/api/password-manager`, {
          headers: { authorization, 'x-password-manager-key': `Adivinanza-${i}-2026` },
        }),
      ),
    );
    const guessStatuses = guesses.map((response) => response.status);
    expect(guessStatuses.filter((status) => status !== 403 && status !== 429)).toEqual([]);
    expect(guessStatuses.filter((status) => status === 403).length).toBeLessThanOrEqual(5);
  });

  it('refuses a signed-out session on both at once', async () => {
    const { authorization } = await signIn(b);
    const auth = { authorization };
    const me = (server: Server) => fetch(`${server.url}/api/auth/me`, { headers: auth });
    expect((await me(a)).status).toBe(200);
    expect((await me(b)).status).toBe(200);
    const out = await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: auth });
    expect(out.status).toBe(200);
    expect((await me(b)).status).toBe(401);
    expect((await me(a)).status).toBe(401);
  });

  it('runs the hourly photo sweep on one instance only', async () => {
    const swept = () =>
      (a.output() + b.output())
        .split('\n')
        .filter((line) => line.includes('orphan punch photos swept'));
    for (let tries = 0; tries < 100 && swept().length === 0; tries++) await sleep(100);
    await sleep(1000); // time for the other instance to have looked too
    expect(swept()).toHaveLength(1);
  });
});
