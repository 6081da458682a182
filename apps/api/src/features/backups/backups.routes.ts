import {
  BACKUP_STALE_HOURS,
  backupStatusResponseSchema,
  type BackupRun,
} from '@app/contract/backups';
import { desc, isNotNull, isNull, and } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupRuns } from '../../db/schema/index';
import { ADMIN } from '../../lib/access';

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
export const backupsRoutes: FastifyPluginAsync = async (parent) => {
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
      const staleBefore = app.now().getTime() - BACKUP_STALE_HOURS * 3_600_000;
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
};
