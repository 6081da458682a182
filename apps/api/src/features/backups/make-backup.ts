/**
 * Making a backup of the embedded database (issue 15, docs/decisions/070): a consistent copy of
 * the database folder (taken while queries wait a moment) and every uploaded file, packed into one
 * file (encrypted and authenticated under a key derived from the secret, docs/decisions/075),
 * written under a temporary name, fsync'd, renamed when complete; the oldest beyond BACKUP_KEEP are removed;
 * every run is recorded in backup_runs.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { backupRuns } from '../../db/schema/index';
import { recordAudit, systemActor, type AuditEntry } from '../audit/audit.queries';
import { filesUnder, type BackupManifest } from './backup-file';
import { writeBackupFile } from './backup-pack';
import { recordNotedRestore } from './restore-marker';

export type BackupTrigger = BackupManifest['trigger'];

export type BackupResult = {
  file: string;
  fileName: string;
  sizeBytes: number;
  /** How long queries waited for the database folder's copy. */
  heldMs: number;
  /** The whole run. */
  ms: number;
};

/** Backup files are named by their UTC time, so that their names sort by age. */
export const BACKUP_NAME = /^backoffice-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.backup$/;
/** The work folder of a run in progress: never named like a backup. */
const PARTIAL = /^\.partial-(\d+)-/;

const RUNTIME_FILES = new Set(['db/postmaster.pid', 'db/postmaster.opts']);

/** Why a run failed, in Spanish for the admin (never a secret: paths and error codes only). */
export function failureReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC')
    return 'No queda espacio en el disco de la carpeta de copias (BACKUP_DIR).';
  if (code === 'EACCES' || code === 'EPERM') {
    return 'Sin permiso para escribir en la carpeta de copias (BACKUP_DIR).';
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return 'La carpeta de copias (BACKUP_DIR) no es una carpeta utilizable.';
  }
  if (code === 'ABORT_ERR' || (error as Error).name === 'AbortError') {
    return 'La copia se interrumpió al detenerse el servidor.';
  }
  const message = error instanceof Error ? error.message : String(error);
  return `La copia falló: ${message.slice(0, 300)}`;
}

const stampOf = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/** Whether a process with this pid runs (a partial folder of a live run is left alone). */
const alive = (pid: number) => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes work folders left by a run that a crash or a kill cut off. */
async function removeStalePartials(dir: string) {
  for (const name of await fsp.readdir(dir)) {
    const match = PARTIAL.exec(name);
    if (match && !alive(Number(match[1]))) {
      await fsp.rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

/** Keeps the newest `keep` backup files; removes the older ones. */
async function prune(dir: string, keep: number) {
  const names = (await fsp.readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) {
    await fsp.rm(path.join(dir, name), { force: true });
  }
}

/** The migrations applied in a database, as a backup's header records them. */
export async function migrationLevel(db: Db): Promise<BackupManifest['migrations']> {
  const result = await db.execute(
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const row = (result as { rows: { count: number; last: string | null }[] }).rows[0];
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

export type BackupDeps = {
  database: Database;
  config: Pick<Config, 'dataDir' | 'backupDir' | 'backupKeep'>;
  secret: string;
};

/** Who asked for a backup, as its audit row says (DECISIONS §12). */
export type BackupBy = Pick<AuditEntry, 'actor' | 'address'>;

/** The daily backup's author in the audit log, and a backup asked for without a person. */
export const BACKUP_ACTORS = {
  scheduled: systemActor('Copia diaria'),
  command: systemActor('npm run backup'),
} as const;

export type Backups = {
  /**
   * Makes one backup now (after the one in progress, if any); records it in backup_runs and in
   * the audit log ('backup-made', by `by`: the daily job or the command when not given).
   */
  run: (trigger: BackupTrigger, signal?: AbortSignal, by?: BackupBy) => Promise<BackupResult>;
};

/**
 * Backups of one process: one at a time. Made when the server opens its embedded database, so it
 * first records a restore that `npm run restore` noted in the data folder (restore-marker.ts).
 */
export function createBackups(deps: BackupDeps): Backups {
  let queue: Promise<unknown> = recordNotedRestore(deps.database.db, deps.config.dataDir).catch(
    (error: unknown) => console.error(`No se pudo registrar la restauración: ${String(error)}`),
  );
  return {
    run(trigger, signal, by) {
      const next = queue.then(() => makeBackup(deps, trigger, signal, by));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

export async function makeBackup(
  deps: BackupDeps,
  trigger: BackupTrigger,
  signal?: AbortSignal,
  by: BackupBy = trigger === 'scheduled' ? BACKUP_ACTORS.scheduled : BACKUP_ACTORS.command,
): Promise<BackupResult> {
  const { database, config } = deps;
  const started = performance.now();
  const [run] = await database.db
    .insert(backupRuns)
    .values({ trigger })
    .returning({ id: backupRuns.id, startedAt: backupRuns.startedAt });
  const runId = run!.id;
  const dir = config.backupDir;
  const fileName = `backoffice-${stampOf(new Date())}.backup`;
  const work = path.join(dir, `.partial-${process.pid}-${fileName}`);
  try {
    if (!database.snapshot) {
      throw new Error('esta base de datos no tiene carpeta de datos que copiar');
    }
    await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
    await removeStalePartials(dir);
    await fsp.mkdir(work, { mode: 0o700 });
    const migrations = await migrationLevel(database.db);
    const { heldMs } = await database.snapshot(path.join(work, 'db'));
    signal?.throwIfAborted();
    const manifest: BackupManifest = {
      format: 'backoffice-backup',
      version: 2,
      createdAt: new Date().toISOString(),
      trigger,
      product: 'backoffice',
      migrations,
    };
    const sources = [
      // The running server's lock files are not part of the database (as in any base backup).
      ...(await filesUnder(path.join(work, 'db'), 'db')).filter(
        (source) => !RUNTIME_FILES.has(source.name),
      ),
      ...(await filesUnder(path.join(config.dataDir, 'uploads'), 'uploads')),
    ];
    const packed = path.join(work, 'backup');
    await writeBackupFile(packed, manifest, sources, deps.secret, signal);
    const file = path.join(dir, fileName);
    await fsp.rename(packed, file);
    // The rename itself made durable: the folder's entry is flushed too.
    const folder = await fsp.open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    await fsp.rm(work, { recursive: true, force: true });
    const sizeBytes = (await fsp.stat(file)).size;
    await prune(dir, config.backupKeep);
    // The run's record and its audit row stand or fall together.
    await database.db.transaction(async (tx) => {
      await tx
        .update(backupRuns)
        .set({ finishedAt: sql`now()`, fileName, sizeBytes })
        .where(eq(backupRuns.id, runId));
      await recordAudit(tx, {
        ...by,
        action: 'backup-made',
        target: { type: 'backup', id: fileName, label: fileName },
      });
    });
    return { file, fileName, sizeBytes, heldMs, ms: performance.now() - started };
  } catch (error) {
    await fsp.rm(work, { recursive: true, force: true }).catch(() => undefined);
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(backupRuns)
          .set({ finishedAt: sql`now()`, error: failureReason(error) })
          .where(eq(backupRuns.id, runId));
        await recordAudit(tx, {
          ...by,
          action: 'backup-made',
          outcome: 'failed',
          target: { type: 'backup', id: fileName, label: fileName },
        });
      })
      .catch(() => undefined);
    throw error;
  }
}

/** Whether a path exists and holds anything (a file, or a folder with entries). */
export function holdsData(target: string): boolean {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return false;
  return !stat.isDirectory() || fs.readdirSync(target).length > 0;
}
