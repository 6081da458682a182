/** What other features read of the backups (issue 15): when the last one was made. */
import { and, isNotNull, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema/index';

/**
 * When the latest backup that succeeded finished, or null when none has: read from backup_runs,
 * so that every instance (and the command line's backups) tell the same.
 */
export async function lastBackupFinishedAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(backupRuns.finishedAt) })
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), isNull(backupRuns.error)));
  return row?.at ?? null;
}
