import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';
import { openTestDatabase } from './test-database';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

function expectErrorBody(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toEqual({
    success: false,
    message: expect.any(String),
    error: { code, message: body.message },
  });
  expect(body.message.length).toBeGreaterThan(0);
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

describe('security headers and caching', () => {
  it('sends the security headers on API responses, errors and /api/health', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/categories', headers: admin.headers }),
      await t.app.inject({ method: 'GET', url: '/api/categories' }),
      await t.app.inject({ method: 'GET', url: '/api/no-existe' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404]);
    for (const response of responses) expectSecurityHeaders(response);
  });

  it('marks every /api response Cache-Control: no-store', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/ready' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers }),
      await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers }),
      await t.app.inject({ method: 'GET', url: '/api/users' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'nadie@empresa.test', password: 'una-clave-cualquiera' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/no-existe' }),
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 401, 400, 404, 200]);
    for (const response of responses) expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('health and readiness', () => {
  it('answers /api/health and /api/ready, and ready turns 503 once shutdown begins', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, status: 'ready' });

    t.app.accepting = false;
    try {
      const stopping = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expectErrorBody(stopping, 503, 'UNAVAILABLE');
      // Liveness is unaffected: the process is still healthy while it drains.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.accepting = true;
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('unknown routes and documentation', () => {
  it('answers an unknown /api path with a JSON 404 error body', async () => {
    for (const [method, url] of [
      ['GET', '/api/anything'],
      ['POST', '/api/anything/deeper?x=1'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: admin.headers });
      expectErrorBody(response, 404, 'NOT_FOUND');
      expect(response.json().message).toBe('Recurso no encontrado');
    }
  });

  it('publishes the OpenAPI document at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/categories', '/api/auth', '/api/users']),
    );
    expect(document.paths['/api/categories']).toHaveProperty('post');
  });
});

describe('request bodies', () => {
  it('refuses a body over 256 KB with 413 and the error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.headers,
      payload: { name: 'Grande', description: 'x'.repeat(257 * 1024) },
    });
    expectErrorBody(response, 413, 'PAYLOAD_TOO_LARGE');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'a@empresa.test', password: 'x'.repeat(300 * 1024) },
    });
    expectErrorBody(anonymous, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses malformed JSON with a Spanish 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name": "Rota", ',
    });
    expectErrorBody(response, 400, 'VALIDATION_ERROR');
    expect(response.json().message).toBe('El cuerpo de la petición no es JSON válido');
  });

  it('refuses a body that is not JSON with 415', async () => {
    for (const contentType of [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: { ...admin.headers, 'content-type': contentType },
        payload: 'name=Texto&description=Plano',
      });
      expectErrorBody(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: admin.headers,
    });
    expect(list.json().data).toEqual([]);
  });
});

describe('logs', () => {
  it('never contain passwords, bearer tokens, security keys or link tokens', async () => {
    let logText = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logText += chunk.toString();
        callback();
      },
    });
    const database = await openTestDatabase();
    const smtp = await startSmtpSink();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-log-test-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      APP_URL: 'http://app.test',
      LOG_LEVEL: 'trace',
      // The admin signs in with a password alone (no second factor to enrol first).
      MFA_REQUIRED_ROLES: '',
    });
    const app = await buildApp({ config, database, loggerStream: stream });
    /** The session and link tokens issued along the way: none may reach the log. */
    const issued: string[] = [];
    try {
      await app.ready();
      const password = 'Clave-De-Registro-Secreta-9071';
      const email = 'jefa@empresa.test';
      await database.db.insert(users).values({
        name: 'Jefa',
        email,
        role: 'admin',
        passwordHash: await hashPassword(password),
        verifiedAt: new Date(),
      });

      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email, password },
      });
      expect(signIn.statusCode).toBe(200);
      const token = signIn.json().token as string;
      issued.push(token);
      const headers = { authorization: `Bearer ${token}` };
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(
        200,
      );

      const wrongPassword = 'Intento-Equivocado-Secreto-3344';
      const failed = await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email, password: wrongPassword },
      });
      expect(failed.statusCode).toBe(400);

      const securityKey = 'clave-maestra-del-gestor-5521';
      const withKey = await app.inject({
        method: 'GET',
        url: '/api/users/shareable',
        headers: { ...headers, 'x-password-manager-key': securityKey },
      });
      expect(withKey.statusCode).toBe(200);

      const queryToken = 'enlace-secreto-en-la-url-7788';
      await app.inject({ method: 'GET', url: `/api/health?token=${queryToken}` });
      await app.inject({ method: 'GET', url: `/api/no-existe?a=1&token=${queryToken}` });
      await app.inject({
        method: 'POST',
        url: `/api/auth/verify-user?token=${queryToken}`,
        payload: { token: queryToken, password: 'Otra-Clave-Secreta-1122' },
      });

      // A mailed link: its token must not reach the log either.
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { name: 'Nuevo', email: 'nuevo@empresa.test', role: 'usuario' },
      });
      expect(registered.statusCode).toBe(201);
      const link = await smtp.linkFor('nuevo@empresa.test');
      const linkToken = new URL(link).searchParams.get('token') ?? '';
      issued.push(linkToken);
      expect(linkToken.length).toBeGreaterThan(20);
      const verified = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-user',
        payload: { token: linkToken, password: 'Nueva-Clave-Secreta-6655' },
      });
      expect(verified.statusCode).toBe(200);

      const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(logout.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }

    // The requests were logged (so the check below means something)…
    expect(logText).toContain('/api/auth/me');
    expect(logText).toContain('/api/health?token=[REDACTED]');
    // …without a single secret.
    expect(issued).toHaveLength(2);
    for (const secret of [
      ...issued,
      'Clave-De-Registro-Secreta-9071',
      'Intento-Equivocado-Secreto-3344',
      'clave-maestra-del-gestor-5521',
      'enlace-secreto-en-la-url-7788',
      'Otra-Clave-Secreta-1122',
      'Nueva-Clave-Secreta-6655',
    ]) {
      expect(logText).not.toContain(secret);
    }
    // Nor anything shaped like a session or link token.
    const tokens = [...logText.matchAll(/[A-Za-z0-9_-]{40,}/g)].map((m) => m[0]);
    expect(tokens).toEqual([]);
  });
});
