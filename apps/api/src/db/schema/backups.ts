import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each backup the server made or tried (issue 15): when, where, how large, or why it failed. The
 * admin's Inicio reads the latest; every instance sees the same answer.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'scheduled' or 'on-demand' */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** the backup file's name once complete (never a path with secrets) */
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** why it failed, in Spanish for the admin; null while running or when it succeeded */
    error: text('error'),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt.desc())],
);
