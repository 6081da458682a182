import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One punch per user per company-local day (`calendarDateId`, YYYYMMDD of dateIn, or of the
 * evening shift a worker arrives for after midnight: docs/decisions/012). Images are
 * stored as file keys; responses carry fresh signed links.
 */
export const punches = pgTable(
  'punches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarDateId: integer('calendar_date_id').notNull(),
    dateIn: timestamp('date_in', { withTimezone: true }).notNull(),
    dateOut: timestamp('date_out', { withTimezone: true }),
    imgIn: text('img_in'),
    imgOut: text('img_out'),
    notesIn: text('notes_in').notNull().default(''),
    notesOut: text('notes_out').notNull().default(''),
    /** A correction changed this punch (DECISIONS §10): the screens mark it 'Corregido'. */
    corrected: boolean('corrected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punches_user_day_unique').on(t.userId, t.calendarDateId),
    index('punches_calendar_date_idx').on(t.calendarDateId, t.userId),
    index('punches_user_date_in_idx').on(t.userId, t.dateIn),
    // The hourly sweep of unused photos asks which keys a punch holds (docs/decisions/011).
    index('punches_img_in_idx')
      .on(t.imgIn)
      .where(sql`${t.imgIn} is not null`),
    index('punches_img_out_idx')
      .on(t.imgOut)
      .where(sql`${t.imgOut} is not null`),
  ],
);

/** Breaks and lunches of a punch: at most one open entry, at most one lunch. */
export const punchBreaks = pgTable(
  'punch_breaks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    punchId: integer('punch_id')
      .notNull()
      .references(() => punches.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['break', 'lunch'] }).notNull(),
    breakIn: timestamp('break_in', { withTimezone: true }).notNull(),
    breakOut: timestamp('break_out', { withTimezone: true }),
  },
  (t) => [
    index('punch_breaks_punch_idx').on(t.punchId, t.breakIn),
    uniqueIndex('punch_breaks_one_open')
      .on(t.punchId)
      .where(sql`${t.breakOut} is null`),
    uniqueIndex('punch_breaks_one_lunch')
      .on(t.punchId)
      .where(sql`${t.type} = 'lunch'`),
  ],
);

/** Punch requests already answered, by the client's Idempotency-Key (per user). */
export const punchRequests = pgTable(
  'punch_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').notNull(),
    punchId: integer('punch_id')
      .notNull()
      .references(() => punches.id, { onDelete: 'cascade' }),
    breakId: integer('break_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('punch_requests_user_key_unique').on(t.userId, t.key)],
);
