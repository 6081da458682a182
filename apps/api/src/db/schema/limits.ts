import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

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
  },
  (t) => [index('attempts_scope_subject_at_idx').on(t.scope, t.subject, t.at)],
);

/**
 * Every uploaded punch photo with its owner and time: the per-user upload limits (a rate, and a
 * cap on photos no punch holds yet) are counted here, where every instance sees them.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('photo_uploads_user_at_idx').on(t.userId, t.uploadedAt)],
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
