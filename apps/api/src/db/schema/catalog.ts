import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('areas_name_unique').on(sql`lower(${t.name})`)],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    telephone: text('telephone').notNull().default(''),
    direction: text('direction').notNull().default(''),
    email: text('email').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('suppliers_name_unique').on(sql`lower(${t.name})`)],
);
