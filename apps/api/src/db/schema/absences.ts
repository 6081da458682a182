import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Absences of the staff (DECISIONS §11): whole days `fromDay`–`toDay` (YYYYMMDD, inclusive, the
 * company's calendar, the same numbers as `shifts.calendar_date_id`). Two pending or approved
 * absences of a user never overlap: the service checks it under the user's advisory lock.
 */
export const absences = pgTable(
  'absences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['vacation', 'sick', 'personal', 'other'] }).notNull(),
    fromDay: integer('from_day').notNull(),
    toDay: integer('to_day').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    check('absences_days_ordered', sql`${t.fromDay} <= ${t.toDay}`),
    index('absences_user_days_idx').on(t.userId, t.fromDay, t.toDay),
    index('absences_days_idx').on(t.fromDay, t.toDay),
    index('absences_status_idx').on(t.status, t.requestedAt),
  ],
);

/** Holidays of the company (DECISIONS §11): one per day (YYYYMMDD). */
export const holidays = pgTable('holidays', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  day: integer('day').notNull().unique('holidays_day_unique'),
  name: text('name').notNull(),
});

/** Optional yearly balances: how many working days of a type a user has in a year. */
export const absenceBalances = pgTable(
  'absence_balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    type: text('type', { enum: ['vacation', 'sick', 'personal', 'other'] }).notNull(),
    days: smallint('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year, t.type] })],
);
