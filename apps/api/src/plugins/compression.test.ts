import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { COMPRESS_FROM_BYTES } from './compression';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  // Enough categories for a list of several KB.
  for (let i = 0; i < 40; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.headers,
      payload: { name: `Categoría ${i}`, description: `Gastos de la delegación número ${i}` },
    });
    if (response.statusCode >= 300) throw new Error(response.body);
  }
});
afterAll(() => t.close());

const list = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/categories',
    headers: {
      ...admin.headers,
      ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed API answers', () => {
  it('sends a large JSON answer with brotli, else gzip, to a client that accepts it', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES * 2);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await list('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(br.headers['content-length'] ?? br.rawPayload.length)).toBe(br.rawPayload.length);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    for (const refused of ['identity', 'br;q=0, gzip;q=0', 'zstd']) {
      expect((await list(refused)).headers['content-encoding']).toBeUndefined();
    }
  });

  it('sends small answers as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ success: true });
  });

  it('compresses the large OpenAPI document the same way', async () => {
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});
