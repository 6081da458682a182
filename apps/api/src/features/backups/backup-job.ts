import type { Job } from '../../lib/scheduled-jobs';
import type { CompanyClock } from '../../lib/time';
import type { Backups } from './make-backup';

/** The company's date before `date` ('YYYY-MM-DD'). */
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The daily backup's period at `now`: the company date of the last BACKUP_TIME reached ('HH:MM',
 * company time). Before that time of day the period is still the day before.
 */
export const backupPeriodOf = (clock: CompanyClock, backupTime: string) => (now: Date) => {
  const wall = clock.wallClockOf(now); // 'YYYY-MM-DD HH:mm'
  const date = wall.slice(0, 10);
  return wall.slice(11, 16) >= backupTime ? date : dayBefore(date);
};

/**
 * The daily backup (issue 15): one a day at BACKUP_TIME, company time; a day the server was down
 * at that time is caught up at its next start. The very first period (a server that never ran the
 * job) is only recorded: a new installation, or one just updated, makes its first backup at the
 * next BACKUP_TIME rather than while it starts. A failed run is recorded in backup_runs and tried
 * again at the next check (the period stays undone).
 */
export function backupJob(deps: {
  backups: Backups;
  clock: CompanyClock;
  backupTime: string;
}): Job {
  return {
    name: 'daily-backup',
    periodOf: backupPeriodOf(deps.clock, deps.backupTime),
    // A failed backup is tried again this often (the job's period stays undone until one works).
    checkEveryMs: 15 * 60_000,
    async run({ lastPeriod, signal, log }) {
      if (lastPeriod === null) return;
      const result = await deps.backups.run('scheduled', signal);
      log.info(
        { file: result.fileName, bytes: result.sizeBytes, ms: Math.round(result.ms) },
        'backup made',
      );
    },
  };
}
