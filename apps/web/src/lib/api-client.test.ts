import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, requestEarly } from './api-client';
import { saveSession } from './session';

const meSchema = z.object({ name: z.string() });
const signIn = (token: string) =>
  saveSession(token, {
    id: 1,
    name: 'Ana Pérez',
    email: 'ana@example.com',
    role: 'admin',
    phone: '',
    active: true,
    verified: true,
  });

/** The server as the browser's fetch sees it: each call answers with the next name. */
function serverAnswering() {
  const calls: { url: string; authorization: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ url, authorization: headers.Authorization });
      return Promise.resolve(
        new Response(JSON.stringify({ name: `respuesta ${calls.length}` }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

describe('answers asked for early', () => {
  beforeEach(() => signIn('sesion-a'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('are taken by the first read of the same path, which does not ask again', async () => {
    const calls = serverAnswering();
    requestEarly('/auth/me');
    expect(calls).toEqual([{ url: '/api/auth/me', authorization: 'Bearer sesion-a' }]);

    await expect(api.get('/auth/me', meSchema)).resolves.toEqual({ name: 'respuesta 1' });
    expect(calls).toHaveLength(1);
    // Taken once: the next read asks the server.
    await expect(api.get('/auth/me', meSchema)).resolves.toEqual({ name: 'respuesta 2' });
  });

  it('serve neither another path nor another session', async () => {
    const calls = serverAnswering();
    requestEarly('/auth/me');
    await expect(api.get('/punches/1', meSchema)).resolves.toEqual({ name: 'respuesta 2' });
    signIn('sesion-b');
    await expect(api.get('/auth/me', meSchema)).resolves.toEqual({ name: 'respuesta 3' });
    expect(calls.map((call) => call.authorization)).toEqual([
      'Bearer sesion-a',
      'Bearer sesion-a',
      'Bearer sesion-b',
    ]);
  });

  it('are asked again when read too late to be current', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = serverAnswering();
    requestEarly('/auth/me');
    vi.setSystemTime(Date.now() + 60_000);
    await expect(api.get('/auth/me', meSchema)).resolves.toEqual({ name: 'respuesta 2' });
    expect(calls).toHaveLength(2);
  });

  it('report a failure to the read that takes them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('sin red'))),
    );
    requestEarly('/auth/me');
    await expect(api.get('/auth/me', meSchema)).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
