import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { punches } from './punches';
import { users } from './users';

/** A break or lunch as a correction asks for it, or as the history records it. */
export type StoredBreak = {
  id?: number;
  type: 'break' | 'lunch';
  breakIn: string;
  breakOut: string | null;
};

/**
 * Correction requests of the attendance record (DECISIONS §10): a fix of an existing punch
 * (`punchId`) or a missing punch on a day with a published shift (`punchId` null). What was asked
 * is kept as asked; what was applied (the decider may adjust the times) is in `applied*`. One
 * pending request per user and day (the partial unique index).
 */
export const punchCorrections = pgTable(
  'punch_corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    punchId: integer('punch_id').references(() => punches.id, { onDelete: 'set null' }),
    calendarDateId: integer('calendar_date_id').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    dateIn: timestamp('date_in', { withTimezone: true }),
    dateOut: timestamp('date_out', { withTimezone: true }),
    /** null: keep the punch's breaks; []: remove them. */
    breaks: jsonb('breaks').$type<StoredBreak[] | null>(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    appliedDateIn: timestamp('applied_date_in', { withTimezone: true }),
    appliedDateOut: timestamp('applied_date_out', { withTimezone: true }),
    appliedBreaks: jsonb('applied_breaks').$type<StoredBreak[] | null>(),
  },
  (t) => [
    uniqueIndex('punch_corrections_one_pending')
      .on(t.userId, t.calendarDateId)
      .where(sql`${t.status} = 'pending'`),
    index('punch_corrections_status_idx').on(t.status, t.requestedAt),
    index('punch_corrections_user_idx').on(t.userId, t.requestedAt),
    index('punch_corrections_punch_idx').on(t.punchId),
  ],
);

/**
 * The attendance record's history (DECISIONS §10): one row per change, never updated or deleted
 * (a trigger refuses it), each row's `hash` the SHA-256 of the previous row's hash followed by the
 * row's other fields as canonical JSON. No foreign keys: a row outlives what it describes.
 */
export const punchHistory = pgTable(
  'punch_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    punchId: integer('punch_id'),
    userId: integer('user_id'),
    calendarDateId: integer('calendar_date_id'),
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    ip: text('ip'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('punch_history_punch_idx').on(t.punchId, t.id)],
);

/** Closed months of the attendance record ('YYYY-MM'); closed while reopenedAt is older. */
export const periods = pgTable('periods', {
  month: text('month').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: integer('closed_by').references(() => users.id),
  reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  reopenedBy: integer('reopened_by').references(() => users.id),
  reason: text('reason'),
});

/** In-app notifications of one user (DECISIONS §10); mail is sent beside them. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** What the notification is about (e.g. `punch:12`), so that a job never tells twice. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The mail outbox (docs/decisions/085): set when the notification is recorded for a user who
     * keeps mail on, cleared by the mail job once sent; only committed rows are ever mailed.
     */
    mailPending: boolean('mail_pending').notNull().default(false),
    /** Failed sends of its mail; given up after a few (notification-mail.repository.ts). */
    mailAttempts: smallint('mail_attempts').notNull().default(0),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_mail_pending_idx')
      .on(t.id)
      .where(sql`${t.mailPending}`),
    uniqueIndex('notifications_user_kind_subject_unique')
      .on(t.userId, t.kind, t.subject)
      .where(sql`${t.subject} is not null`),
  ],
);
