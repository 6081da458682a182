/**
 * Smaller edges of HTTP, all seen by a tester: a 64 KB header, the case of the Authorization
 * scheme, a 1,000-character password, and `Content-Type: application/json` with an empty body.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

/** Sends raw bytes to a listening app and reads the whole answer. */
async function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a header too large', () => {
  it('answers 431 with the error body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    const message = 'Las cabeceras de la petición son demasiado grandes';
    expect(JSON.parse(body ?? '')).toEqual({
      success: false,
      message,
      error: { code: 'HEADERS_TOO_LARGE', message },
    });
  });
});

describe('the Authorization scheme', () => {
  it('is case-insensitive', async () => {
    const token = admin.token;
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(response.statusCode, scheme).toBe(200);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Basic ${token}` },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('a 1,000-character password', () => {
  const MAX = 'La contraseña debe tener como máximo 128 caracteres';
  it('says what is wrong on sign-in and when setting a password', async () => {
    const password = 'x'.repeat(1000);
    const calls = [
      { url: '/api/auth', payload: { email: admin.email, password } },
      { url: '/api/auth/verify-user', payload: { token: 'a'.repeat(43), password } },
      { url: '/api/auth/verify-password', payload: { token: 'a'.repeat(43), password } },
    ];
    for (const { url, payload } of calls) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        success: false,
        message: MAX,
        error: { code: 'VALIDATION_ERROR', details: [{ field: 'password', message: MAX }] },
      });
    }
  });
});

describe('Content-Type: application/json with an empty body', () => {
  const json = { 'content-type': 'application/json' };

  it('is read as no body on every method', async () => {
    const user = await t.signIn('usuario');
    // POST without fields: sign-out.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...user.headers, ...json },
      payload: '',
    });
    expect(logout.statusCode, logout.body).toBe(200);
    // DELETE, and a POST that takes only its path.
    const deactivate = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { ...admin.headers, ...json },
      payload: '',
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    const reactivate = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/reactivate`,
      headers: { ...admin.headers, ...json },
      payload: '',
    });
    expect(reactivate.statusCode, reactivate.body).toBe(200);
    // A list whose filters are all optional.
    const punches = await t.app.inject({
      method: 'POST',
      url: '/api/punches/getPunches',
      headers: { ...admin.headers, ...json },
      payload: '',
    });
    expect(punches.statusCode, punches.body).toBe(200);
    // Whitespace alone is no body either.
    const again = await t.signIn('usuario');
    const spaced = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...again.headers, ...json },
      payload: ' \r\n',
    });
    expect(spaced.statusCode, spaced.body).toBe(200);
  });

  it('is refused only where a field is required, with that field’s message', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: json,
      payload: '',
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({
      success: false,
      message: 'Requerido',
      error: {
        code: 'VALIDATION_ERROR',
        details: [
          { field: 'email', message: 'Requerido' },
          { field: 'password', message: 'Requerido' },
        ],
      },
    });
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...admin.headers, ...json },
      payload: '',
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().error.details[0].field).toBe('name');
    // Invalid JSON is still refused as such.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...admin.headers, ...json },
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('El cuerpo de la petición no es JSON válido');
  });
});
