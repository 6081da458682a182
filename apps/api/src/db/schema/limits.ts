import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counted attempts (failed sign-ins per account and address, reset mails per account), kept in the
 * database so that every instance sees the same counts (DECISIONS §4). Rows older than the longest
 * window are removed as new ones come in.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** what is counted: 'login' or 'reset' */
    scope: text('scope').notNull(),
    /** whose attempts: an email, or an email and an address */
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Until when an attempt being evaluated counts without a verdict (lib/attempt-limiter.ts):
     * null once it failed; a reservation whose server died meanwhile stops counting then.
     */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
  },
  (t) => [index('attempts_scope_subject_at_idx').on(t.scope, t.subject, t.at)],
);

/**
 * Per-address request counts of the rate-limited routes (@fastify/rate-limit's store): one row per
 * route and address, a fixed window that starts again once it has passed.
 */
export const rateWindows = pgTable('rate_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
