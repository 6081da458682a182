import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openEmbedded, openPostgres, type Database } from '../src/db/client';

/**
 * PGlite's WebAssembly, compiled once per test process (seconds each time otherwise) and handed to
 * every embedded database the process opens; the API projects run many files per process.
 */
let pgliteWasm: Promise<WebAssembly.Module> | undefined;
/** Node's WebAssembly global, whose value the API's TypeScript libraries (ES2023) leave out. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> };
  }
).WebAssembly;
export const compiledPglite = () =>
  (pgliteWasm ??= wasm.compile(
    fs.readFileSync(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite'))),
  ));

/**
 * A fresh, migrated database for one test file: an in-memory embedded one by default, or a new
 * database on the server of TEST_DATABASE_URL (dropped again on close; `url` names it, so that a
 * test can open a second pool on it, as a second instance would). Both start as a copy of
 * the migrated template that test/global-setup.ts made once for the run; without it (a file run
 * outside the API projects) they are created and migrated from nothing.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('embeddedTemplate');
    const wasmModule = await compiledPglite();
    return openEmbedded(undefined, { wasmModule, ...(template && { loadDataDir: template }) });
  }

  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
