/**
 * Once per test run (vitest `globalSetup` of the API projects): one migrated database that every
 * test file copies instead of creating and migrating its own.
 *
 * - Embedded: a new PGlite cluster takes seconds to create (tens under load); loading a dumped one
 *   takes a fraction of that. The migrated cluster is dumped to a tar in a temporary folder, and
 *   `openTestDatabase` starts each file's in-memory database from it.
 * - PostgreSQL (TEST_DATABASE_URL): a migrated template database; each file's database is
 *   `CREATE DATABASE … TEMPLATE` of it, a file copy on the server instead of a migration.
 *
 * Each file's database still opens through the product's `openEmbedded` / `openPostgres`, whose
 * migrator checks the copy and would apply anything missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated embedded cluster's tar, or '' on PostgreSQL. */
    embeddedTemplate: string;
    /** Name of the migrated template database on TEST_DATABASE_URL's server, or ''. */
    postgresTemplate: string;
  }
}

const MIGRATIONS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/db/migrations',
);

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await (await openPostgres(url.toString())).close();
    project.provide('embeddedTemplate', '');
    project.provide('postgresTemplate', name);
    return async () => {
      await withServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-template-'));
  const pglite = new PGlite();
  await migrate(drizzle({ client: pglite }), { migrationsFolder: MIGRATIONS });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
