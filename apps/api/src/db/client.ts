import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWorker } from '../lib/start-worker';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type {
  EmbeddedWorkerMessage,
  EmbeddedWorkerOptions,
  SnapshotAnswer,
  SnapshotRequest,
} from './embedded-worker';
import { guardClientErrors } from './pool-client-errors';
import { measureQueries } from './query-metrics';
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
  /**
   * Where a connection's own failure is told (a lost socket, a backend that answered out of turn):
   * the connection is dropped and replaced, its queries fail (answered 503), the process goes on.
   * Until a listener is given, it is written to stderr.
   */
  onClientError?: (listener: (error: Error) => void) => void;
  /**
   * The embedded database on a data folder only: copies its folder, consistent, into `into` (a
   * path that must not exist yet) while queries wait a moment (issue 15's backups).
   */
  snapshot?: (into: string) => Promise<{ heldMs: number }>;
};

// In the bundled server the migrations and the worker sit beside server.js; in source, beside
// this file.
const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(here, 'migrations');
/**
 * This product's migrations (its journal), in order. A database records each one's `when` as its
 * `created_at`: what a backup's level is compared with.
 */
export const productMigrations = (): { tag: string; when: number }[] =>
  (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
/** How many migrations this product has. */
export const productMigrationCount = (): number => productMigrations().length;

const MIGRATION_LOCK = 727_001; // advisory lock id: one instance migrates at a time

const soleUsers = new WeakSet<Db>();
/**
 * True for the embedded database's handle: the data-folder lock makes this process its only user,
 * so what the process remembers of its rows (lib/session-cache.ts) stays exact. Never true for
 * PostgreSQL, which several instances may share.
 */
export const isSoleUser = (db: Db) => soleUsers.has(db);

/** Migrates (under the advisory lock) and wraps a pool: the one path for both databases. */
async function openPool(
  pool: pg.Pool,
  kind: Database['kind'],
  closeRest: () => Promise<void> = async () => undefined,
): Promise<Database> {
  const clientErrors = guardClientErrors(pool);
  measureQueries(pool);
  try {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    await closeRest().catch(() => undefined);
    throw error;
  }
  const db: Db = drizzle({ client: pool, schema });
  if (kind === 'embedded') soleUsers.add(db);
  return {
    db,
    kind,
    ping: async () => {
      await pool.query('SELECT 1');
    },
    rawQuery: async (text) => (await pool.query(text)).rows as unknown[],
    onClientError: clientErrors.tell,
    close: async () => {
      await pool.end();
      await closeRest();
    },
  };
}

/**
 * Opening a PostgreSQL connection costs the server a process and the first queries on it a cold
 * catalog cache: connections are kept for 5 minutes idle (not pg's 10 s), so the morning's wave of
 * punch-ins finds the ones the last minutes opened.
 */
export async function openPostgres(url: string): Promise<Database> {
  return openPool(
    new pg.Pool({ connectionString: url, max: 20, idleTimeoutMillis: 5 * 60_000 }),
    'postgres',
  );
}

/**
 * The main thread keeps ONE connection to the embedded database. PGlite is a single PostgreSQL
 * session that the wire front (embedded-wire.ts) shares among its connections, so a named prepared
 * statement made on one connection would exist for all of them and a second one preparing it again
 * would fail ("prepared statement … already exists"); one connection keeps PostgreSQL's semantics
 * exact, and PGlite runs one query at a time anyway. The socket server accepts a few more connections than
 * that: `pg`'s pool drops a client after a failed query and connects anew while the old socket is
 * still being closed on the other side.
 */
const EMBEDDED_CONNECTIONS = 1;
const SOCKET_SERVER_CONNECTIONS = EMBEDDED_CONNECTIONS + 7;
/** The socket file name `pg` derives from a directory host and port 5432. */
const SOCKET_NAME = '.s.PGSQL.5432';
/** How long PGlite may take to shut down before its thread is stopped anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

export type EmbeddedOptions = {
  /**
   * A private folder (mode 0700) for the database's unix socket, e.g. DATA_DIR/run; default, or
   * when the path is too long for a socket, a new temporary folder removed on close.
   */
  socketDir?: string;
  /**
   * In memory only: start from this dumped data folder (a tar from PGlite's `dumpDataDir`) rather
   * than an empty cluster, which takes seconds to create. The tests' migrated template.
   */
  loadDataDir?: string;
  /** PGlite's WebAssembly compiled already (worth it for a process that opens many databases). */
  wasmModule?: WebAssembly.Module;
};

/** The worker thread that owns PGlite, from dist/embedded-worker.js or, in source, through tsx. */
const startEmbeddedWorker = (options: EmbeddedWorkerOptions) =>
  startWorker(import.meta.url, 'embedded-worker', { workerData: options });

/**
 * Embedded PostgreSQL in `dataDir` (or in memory when undefined, for tests). PGlite runs in a
 * worker thread behind its wire front (embedded-wire.ts) on a private unix socket; this thread
 * reaches it through a `pg` pool, as it reaches a PostgreSQL server: one driver, one migration path
 * for both.
 */
export async function openEmbedded(
  dataDir: string | undefined,
  options: EmbeddedOptions = {},
): Promise<Database> {
  // A unix socket path has room for about 100 bytes; a deeper folder falls back to a temporary one.
  const fits = (dir: string) => Buffer.byteLength(path.join(dir, SOCKET_NAME)) <= 100;
  const wanted = options.socketDir && path.resolve(options.socketDir); // `pg` needs it absolute
  const temporary = !wanted || !fits(wanted);
  const socketDir = temporary ? fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-')) : wanted;
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(socketDir, 0o700); // only this user may connect: the socket asks for no password
  const removeSocketDir = () => {
    if (temporary) fs.rmSync(socketDir, { recursive: true, force: true });
  };

  const worker = startEmbeddedWorker({
    dataDir,
    loadDataDir: dataDir === undefined ? options.loadDataDir : undefined,
    wasmModule: options.wasmModule,
    socketPath: path.join(socketDir, SOCKET_NAME),
    maxConnections: SOCKET_SERVER_CONNECTIONS,
  });
  let closing = false;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: EmbeddedWorkerMessage) => {
        if (message === 'ready') resolve();
      });
      worker.once('error', reject);
      void exited.then((code) => reject(new Error(`the database thread exited with ${code}`)));
    });
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  // From here on, a database thread that dies takes the process down loudly, never half-alive.
  let lastError: Error | undefined;
  worker.on('error', (error) => (lastError = error));
  void exited.then((code) => {
    if (closing) return;
    const reason = lastError?.message ?? `código de salida ${code}`;
    console.error(`La base de datos embebida se detuvo de forma inesperada: ${reason}`);
    process.exit(1);
  });

  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    ssl: false,
    max: EMBEDDED_CONNECTIONS,
    idleTimeoutMillis: 0, // kept open: it is free, and its prepared statements live on
    // A new connection (the pool replaces one after a failed query) joins the same PGlite session,
    // where the statements its predecessor prepared under the same names are still there.
    verify: (client, done) => {
      client.query('DEALLOCATE ALL').then(() => done(), done);
    },
  });
  let snapshots = 0;
  const snapshot = (into: string) =>
    new Promise<{ heldMs: number }>((resolve, reject) => {
      const id = ++snapshots;
      const onAnswer = (answer: SnapshotAnswer | EmbeddedWorkerMessage) => {
        if (typeof answer !== 'object' || answer.snapshot !== id) return;
        worker.off('message', onAnswer);
        if (answer.error) reject(new Error(answer.error));
        else resolve({ heldMs: answer.heldMs ?? 0 });
      };
      worker.on('message', onAnswer);
      worker.postMessage({ snapshot: id, into } satisfies SnapshotRequest);
    });
  const database = await openPool(pool, 'embedded', async () => {
    // The pool has ended; now the socket server, then PGlite (flushing), then the thread, which
    // ends on its own once both are closed.
    closing = true;
    worker.postMessage('close' satisfies EmbeddedWorkerMessage);
    const stuck = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
    await exited;
    clearTimeout(stuck);
    removeSocketDir();
  });
  return dataDir === undefined ? database : { ...database, snapshot };
}
