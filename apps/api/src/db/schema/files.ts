import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every uploaded file: whose it is, what it was uploaded for (its purpose: a punch photo, an
 * expense receipt), its type and size. The file service reads ownership and purpose here, never
 * from the key; the key (the name SPEC §7's calls use) stays as it was.
 */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'punch-photo', 'expense-receipt', … (features/files/file-purposes.ts) */
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    /** bytes; null for files uploaded before this table existed */
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('files_owner_purpose_created_idx').on(t.ownerId, t.purpose, t.createdAt)],
);

/**
 * The bytes of uploaded files when the database is a PostgreSQL server (DATABASE_URL): every
 * instance serves every file. The embedded database keeps them in DATA_DIR/uploads instead.
 */
export const fileContents = pgTable('file_contents', {
  key: text('key')
    .primaryKey()
    .references(() => files.key, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});
