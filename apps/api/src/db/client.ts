import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One Drizzle handle, whichever database is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Runs a trivial query: the readiness probe. */
  ping: () => Promise<void>;
  /** One raw SQL query on the same connection(s), bypassing Drizzle: the benchmark's baseline. */
  rawQuery: (text: string) => Promise<unknown[]>;
  close: () => Promise<void>;
};

// In the bundled server the migrations sit beside server.js; in source, beside this file.
const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(here, 'migrations');

const MIGRATION_LOCK = 727_001; // advisory lock id: one instance migrates at a time

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => undefined); // an idle client's error must not crash the process
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    rawQuery: async (text) => (await pool.query(text)).rows as unknown[],
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL in `dataDir` (or in memory when undefined, for tests). */
export async function openEmbedded(dataDir: string | undefined): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'embedded',
    ping: async () => {
      await client.query('SELECT 1');
    },
    rawQuery: async (text) => (await client.query(text)).rows,
    close: () => client.close(),
  };
}
