import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openEmbedded, openPostgres, type Database } from './db/client';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';
import { purgeExpiredSessions } from './features/auth/auth.queries';
import { backupJob } from './features/backups/backup-job';
import { startControlSocket } from './features/backups/control-socket';
import { createBackups, type Backups } from './features/backups/make-backup';
import { ensureFirstAdmin } from './features/auth/first-admin';
import { importFolderFiles } from './features/files/folder-import';
import { orphanPhotoSweepJob } from './features/files/orphan-photos';
import { recurringExpensesJob } from './features/finance/finance.queries';
import {
  forgottenExitJob,
  notificationMailJob,
} from './features/notifications/notifications.queries';
import { loadAppSecret } from './lib/app-secret';
import { localFileStorage } from './lib/file-storage';
import { loggableError } from './lib/loggable-error';
import { makePrivate } from './lib/private-folder';
import { startJobs, type Job, type JobRunner } from './lib/scheduled-jobs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built SPA: beside the bundled server in production, apps/web/dist from source. */
const WEB_DIR = process.env.WEB_DIR ?? path.resolve(here, '../../web/dist');

export type StartOptions = {
  /** Runs on the opened, migrated database before anything else reads it (the demo seeds here). */
  prepare?: (database: Database) => Promise<void>;
  /** The benchmark's baseline routes (apps/api/bench/bench-server.ts); never in the product. */
  extraApiRoutes?: AppOptions['extraApiRoutes'];
};

/**
 * The scheduled jobs of a server (lib/scheduled-jobs.ts): the hourly sweep of uploaded photos no
 * punch took, and the recurring expenses' generation (at start, catching up, and every hour).
 */
export function scheduledJobsOf(app: FastifyInstance, backups?: Backups): Job[] {
  return [
    // The daily backup of the embedded database (issue 15); PostgreSQL has its server's own.
    ...(backups
      ? [
          backupJob({
            backups,
            clock: app.clock,
            backupTime: app.config.backupTime,
          }),
        ]
      : []),
    orphanPhotoSweepJob({ db: app.db, storage: app.files.storage }),
    recurringExpensesJob({
      db: app.db,
      clock: app.clock,
    }),
    // Issue 26: forgotten exits told to their workers, and the notifications' mail outbox.
    forgottenExitJob({
      db: app.db,
      clock: app.clock,
      forgottenHours: app.config.punchForgottenHours,
    }),
    notificationMailJob({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl }),
  ];
}

export async function startServer(config: Config, options: StartOptions = {}) {
  // Nothing this process creates is readable by other accounts (the database, its WAL with
  // password hashes, uploads, mail, the secret); and a folder left loose is repaired.
  process.umask(0o077);
  const unlock = lockDataDir(config.dataDir);
  process.once('exit', unlock); // also on a forced or fatal exit (the database thread dying)
  makePrivate(config.dataDir);
  let database: Database | undefined;
  let secret: string;
  try {
    secret = loadAppSecret(config.appSecret, config.dataDir);
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openEmbedded(path.join(config.dataDir, 'db'), {
          socketDir: path.join(config.dataDir, 'run'),
        });
    makePrivate(config.dataDir); // PGlite writes a new database's files 0666 whatever the umask
    await options.prepare?.(database);
  } catch (error) {
    await database?.close().catch(() => undefined);
    unlock();
    throw error;
  }
  const db = database;
  // Backups of the embedded database (issue 15): daily, on demand from the admin's Inicio, and
  // through the local socket that `npm run backup` asks (DATA_DIR/run, private to this account).
  const backups = db.snapshot ? createBackups({ database: db, config, secret }) : undefined;
  const app = await buildApp({
    config,
    database: db,
    ...(backups && { backups }),
    webDir: WEB_DIR,
    ...(options.extraApiRoutes && { extraApiRoutes: options.extraApiRoutes }),
  });

  const admin = await ensureFirstAdmin(db.db, {
    email: config.adminEmail,
    password: config.adminPassword,
    appUrl: config.appUrl,
    now: app.clock.now(),
  });
  if (admin.kind === 'setup-link') {
    // With ADMIN_EMAIL the account is named; without it the page asks for the admin's own email.
    const who = config.adminEmail ? `Primer administrador: ${admin.email}\n` : '';
    console.warn(
      `\n${who}Configura la cuenta del primer administrador (enlace de un solo uso, 48 h):\n  ${admin.link}\n`,
    );
  }
  await purgeExpiredSessions(db.db, app.clock.now());
  if (app.files.storage.kind === 'database') {
    // Photos this instance kept in its data folder before files lived in PostgreSQL.
    const folder = localFileStorage(path.join(config.dataDir, 'uploads'));
    const { imported } = await importFolderFiles(db.db, folder);
    if (imported > 0) app.log.warn({ imported }, 'photos of the data folder moved into PostgreSQL');
  }
  let jobs: JobRunner | undefined;
  const control = backups ? await startControlSocket(config.dataDir, backups) : null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.accepting = false;
    // First a drain: /api/ready answers 503 while requests are still served, so that a load
    // balancer stops sending new ones before the listener closes.
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 15_000);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    app.log.info('shutting down: finishing requests in flight');
    try {
      // Stops accepting and waits for requests in flight, and for scheduled jobs to stop.
      await Promise.all([app.close(), jobs?.stop(), control?.close()]);
      await db.close();
    } finally {
      unlock();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Scheduled jobs (lib/scheduled-jobs.ts), each run by one instance per period and caught up
  // now, in the background: uploaded photos no punch took are swept once an hour.
  if (!stopping) {
    jobs = startJobs(
      { db: db.db, log: app.log, now: app.clock.now },
      scheduledJobsOf(app, backups),
    );
  }
  console.warn(
    `Back Office escuchando en http://${config.host}:${config.port} (${db.kind === 'embedded' ? `base de datos embebida en ${config.dataDir}` : 'PostgreSQL'})`,
  );
  return app;
}

// Only as its own entry (src/server.ts, dist/server.js): dist/demo.js bundles this module too.
const self = fileURLToPath(import.meta.url);
const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === self &&
  /^server\.[jt]s$/.test(path.basename(self));
if (isMain) {
  try {
    await startServer(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
    } else {
      console.error(
        'No se pudo iniciar el servidor:',
        error instanceof Error ? loggableError(error).message : error,
      );
    }
    process.exit(1);
  }
}
