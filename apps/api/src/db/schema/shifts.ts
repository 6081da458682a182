import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A planned shift of one user. `calendarDateId` (YYYYMMDD) is the company-local date of the start;
 * shifts created together share a `groupId` (a repeat, or one create for several users).
 */
export const shifts = pgTable(
  'shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    calendarDateId: integer('calendar_date_id').notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    lunchMinutes: integer('lunch_minutes').notNull().default(0),
    notes: text('notes').notNull().default(''),
    color: text('color').notNull().default('#3B82F6'),
    published: boolean('published').notNull().default(false),
    /**
     * The times its person was last told of (DECISIONS §11): set by each publish, so that the next
     * one says what changed for them (new: null; moved: different). Null until first published.
     */
    publishedStartAt: timestamp('published_start_at', { withTimezone: true }),
    publishedEndAt: timestamp('published_end_at', { withTimezone: true }),
    /** Bumped by every edit: an edit that read an older one is refused (SHIFT_CHANGED). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shifts_user_start_idx').on(t.userId, t.startAt),
    index('shifts_calendar_date_idx').on(t.calendarDateId, t.userId),
    index('shifts_group_idx').on(t.groupId, t.startAt),
  ],
);
