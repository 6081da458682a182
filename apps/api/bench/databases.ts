import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openEmbedded, openPostgres, type Database } from '../src/db/client';

/** One database the benchmark runs on: a fresh one, seeded, then removed. */
export type BenchDatabase = {
  label: string;
  dataDir: string;
  /** DATABASE_URL for the server, or undefined for the embedded database in dataDir/db */
  databaseUrl: string | undefined;
  /** Opens it from the benchmark process (for seeding); close it before the server starts. */
  open: () => Promise<Database>;
  remove: () => Promise<void>;
};

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));

export function embeddedDatabase(): BenchDatabase {
  const dataDir = tempDir();
  return {
    label: 'embedded (PGlite)',
    dataDir,
    databaseUrl: undefined,
    open: () => openEmbedded(path.join(dataDir, 'db')),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on the PostgreSQL server of `serverUrl`, dropped again by remove(). */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = tempDir();
  return {
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: url.toString(),
    open: () => openPostgres(url.toString()),
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
