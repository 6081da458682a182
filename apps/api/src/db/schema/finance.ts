import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { areas, categories, suppliers } from './catalog';
import { files } from './files';
import { users } from './users';

/**
 * Finance (SPEC §3, DECISIONS §7). Money is `numeric(14,2)` and read as a decimal string; dates
 * are company-zone calendar dates (`date`). A category, area or supplier in use cannot be deleted
 * (`restrict`: the service answers 409 with the count first).
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const incomes = pgTable(
  'incomes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    amount: money('amount').notNull(),
    /** cash, credit_card, debit_card, checking_account (SPEC §9) */
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    /** 'Concepto' (DECISIONS §7): optional; the name filter matches it or the area's name */
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('incomes_date_idx').on(t.date.desc(), t.id.desc()),
    index('incomes_area_date_idx').on(t.areaId, t.date),
    check('incomes_amount_positive', sql`${t.amount} > 0`),
    check(
      'incomes_type_known',
      sql`${t.type} in ('cash', 'credit_card', 'debit_card', 'checking_account')`,
    ),
  ],
);

export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    /** 1, 5, 10, 15, 20 or 25 (SPEC §9) */
    dayOfMonth: smallint('day_of_month').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
    /** false pauses generation (DECISIONS §7) */
    active: boolean('active').notNull().default(true),
    /**
     * The first month generated is the first `dayOfMonth` on or after this company-zone date
     * (the creation day, DECISIONS §7).
     */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('recurring_expenses_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('recurring_expenses_amount_positive', sql`${t.amount} > 0`),
    check('recurring_expenses_day_known', sql`${t.dayOfMonth} in (1, 5, 10, 15, 20, 25)`),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
    /** set on the expenses a recurring expense generated; kept when it is deleted */
    recurringExpenseId: integer('recurring_expense_id').references(() => recurringExpenses.id, {
      onDelete: 'set null',
    }),
    /** the month a recurring expense generated this for, 'YYYY-MM': once per (recurring, month) */
    recurringMonth: text('recurring_month'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('expenses_date_idx').on(t.date.desc(), t.id.desc()),
    index('expenses_category_date_idx').on(t.categoryId, t.date),
    index('expenses_area_date_idx').on(t.areaId, t.date),
    index('expenses_supplier_date_idx').on(t.supplierId, t.date),
    uniqueIndex('expenses_recurring_month_unique').on(t.recurringExpenseId, t.recurringMonth),
    check('expenses_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Receipts of an expense (issue 12): files of purpose 'expense-receipt', up to 5 per expense. */
export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    fileKey: text('file_key')
      .primaryKey()
      .references(() => files.key, { onDelete: 'cascade' }),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    /** the name the file had on the uploader's machine, shown in the dialog */
    fileName: text('file_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expense_receipts_expense_idx').on(t.expenseId, t.createdAt)],
);

/**
 * The total and count of incomes and of expenses per company-zone day, kept by triggers in the
 * same transaction as every write to `incomes` and `expenses` (migration 0010): the summary
 * dashboard reads these instead of grouping a million rows. `kind` is 'income' or 'expense'.
 * Plain `numeric`: a day's total may pass one amount's maximum.
 */
export const financeDailyTotals = pgTable(
  'finance_daily_totals',
  {
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    total: numeric('total', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);
