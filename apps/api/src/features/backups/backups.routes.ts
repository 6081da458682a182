import {
  BACKUP_STALE_HOURS,
  BACKUP_TEXTS,
  backupRunResponseSchema,
  backupStatusResponseSchema,
  type BackupRun,
} from '@app/contract/backups';
import { desc, eq, isNotNull, isNull, and } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupRuns } from '../../db/schema/index';
import { ADMIN } from '../../lib/access';
import { AppError, conflict } from '../../lib/app-error';
import { auditActorOf } from '../audit/audit.queries';
import { failureReason, type Backups } from './make-backup';

const TAG = 'Copias de seguridad';

type RunRow = typeof backupRuns.$inferSelect;
const runOf = (row: RunRow | undefined): BackupRun | null =>
  row
    ? {
        trigger: row.trigger === 'scheduled' ? 'scheduled' : 'on-demand',
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
        fileName: row.fileName,
        sizeBytes: row.sizeBytes,
        error: row.error,
      }
    : null;

/**
 * GET /backups/status (admin, issue 15): the latest backup run, the latest that succeeded, and the
 * warning the admin's Inicio shows. Read from backup_runs, so every instance answers the same.
 */
export const backupsRoutes: FastifyPluginAsync<{ backups?: Backups }> = async (parent, options) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/backups/status',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'When the last backup was made, and whether it failed or is too old',
        response: { 200: backupStatusResponseSchema },
      },
    },
    async () => {
      // The file store follows the database (lib/file-storage.ts): 'database' means PostgreSQL.
      const database: 'embedded' | 'postgres' =
        app.files.storage.kind === 'database' ? 'postgres' : 'embedded';
      const [last] = await app.db
        .select()
        .from(backupRuns)
        .where(isNotNull(backupRuns.finishedAt))
        .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
        .limit(1);
      const [success] = await app.db
        .select()
        .from(backupRuns)
        .where(and(isNotNull(backupRuns.finishedAt), isNull(backupRuns.error)))
        .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
        .limit(1);
      const staleBefore = app.clock.now().getTime() - BACKUP_STALE_HOURS * 3_600_000;
      const warning =
        database === 'postgres'
          ? null
          : last?.error
            ? ('failed' as const)
            : !success || success.finishedAt!.getTime() < staleBefore
              ? ('stale' as const)
              : null;
      return {
        success: true as const,
        data: {
          database: database,
          lastRun: runOf(last),
          lastSuccess: runOf(success),
          warning,
          dailyAt: app.config.backupTime,
          keep: app.config.backupKeep,
        },
      };
    },
  );

  /**
   * POST /backups/run (admin): 'Hacer copia ahora' of the admin's Inicio. One backup at a time per
   * process (a run in progress finishes first); recorded in backup_runs like the daily one. With a
   * PostgreSQL server the product makes no backups (409).
   */
  app.post(
    '/backups/run',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Makes a backup now',
        response: { 200: backupRunResponseSchema },
      },
    },
    async (request) => {
      const { backups } = options;
      if (!backups) throw conflict(BACKUP_TEXTS.notHere);
      let fileName: string;
      try {
        ({ fileName } = await backups.run('on-demand', undefined, auditActorOf(request)));
      } catch (error) {
        // The run is recorded as failed, with this same reason, for the card.
        throw new AppError('UNAVAILABLE', 503, failureReason(error));
      }
      const [row] = await app.db
        .select()
        .from(backupRuns)
        .where(eq(backupRuns.fileName, fileName))
        .limit(1);
      const run = runOf(row);
      if (!run) throw new AppError('INTERNAL', 500, BACKUP_TEXTS.runError);
      return { success: true as const, message: BACKUP_TEXTS.made, data: run };
    },
  );
};
