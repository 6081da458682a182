import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './test-database';

/**
 * The built SPA as the web build leaves it (decision 017): each script, style and index.html with
 * its brotli and gzip copies beside it. The copies are the real compressed files, so what the
 * browser unpacks must be the file itself.
 */
const INDEX = `<!doctype html><html lang="es"><head><title>Back Office</title>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `página ${i}`))};`;

let app: FastifyInstance;
let database: Database;
let folder: string;

function writeBuilt(file: string, content: string) {
  const full = path.join(folder, 'web', file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  fs.writeFileSync(`${full}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, gzipSync(content));
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'web-assets-test-'));
  writeBuilt('index.html', INDEX);
  writeBuilt('assets/index-abc123.js', SCRIPT);
  // A small file the build left without copies: served as it is to everyone.
  fs.writeFileSync(path.join(folder, 'web', 'assets', 'tiny-def456.js'), 'export {};');
  database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: path.join(folder, 'data'),
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, database, logger: false, webDir: path.join(folder, 'web') });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('built assets, compressed at build time', () => {
  it('sends the brotli copy of a script to a browser that accepts it', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends the gzip copy when gzip is all the client takes, and the file itself otherwise', async () => {
    const packed = await get('/assets/index-abc123.js', 'gzip');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.rawPayload).toString()).toBe(SCRIPT);

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/index-abc123.js', accept);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('falls back to the file itself where the build made no copy', async () => {
    const response = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};');
  });

  it('sends index.html compressed on every page of the SPA, always revalidated', async () => {
    for (const url of ['/login', '/shifts?view=week', '/dashboard']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
    const gzipped = await get('/shifts', 'gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(INDEX);
    expect((await get('/shifts')).body).toBe(INDEX);
  });

  it('sends the page with a script policy that allows no eval', async () => {
    const response = await get('/login', 'br');
    const csp = String(response.headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts.split(' ')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    expect(csp).toContain("default-src 'self'");
  });
});
