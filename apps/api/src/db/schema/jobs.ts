import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Scheduled jobs (lib/scheduled-jobs.ts): the last period each job completed, so that a job runs
 * once per period whichever instance runs it, and catches up after downtime.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** the period of the last completed run, as the job names its periods ('2026-11', …) */
  lastPeriod: text('last_period').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
