import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The three shared managers (SPEC §2 'Gestor de correos / links / plantillas', DECISIONS §8): one
 * table of items with their `type`, the users each is shared with, and who revealed a mailbox
 * password when. Sub-categories are shared by everyone, per feature.
 */

/** email, link, template (SPEC §3 Sub-category `feature`, the notebook `type`). */
const featureCheck = (column: unknown) => sql`${column} in ('email', 'link', 'template')`;

export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feature: text('feature').notNull(),
    value: text('value').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sub_categories_feature_value_unique').on(t.feature, sql`lower(${t.value})`),
    check('sub_categories_feature_known', featureCheck(t.feature)),
  ],
);

export const notebooks = pgTable(
  'notebooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Nombre' of a mailbox, 'Titulo' of a link or template */
    title: text('title').notNull().default(''),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, {
      onDelete: 'set null',
    }),
    /** email items: the mailbox address */
    email: text('email'),
    /**
     * email items: the password sealed with AES-256-GCM (`lib/sealed-box.ts`: iv, tag and
     * ciphertext, base64url), the item's id as associated data; never in clear.
     */
    passwordSealed: text('password_sealed'),
    /** which key sealed it, so that the key can be rotated later */
    passwordKeyId: text('password_key_id'),
    /** link items: the address, http or https */
    link: text('link'),
    description: text('description').notNull().default(''),
    /** template items: the text, placeholders like {{nombre}} included */
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notebooks_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('notebooks_owner_type_created_idx').on(
      t.ownerId,
      t.type,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('notebooks_sub_category_idx').on(t.subCategoryId),
    check('notebooks_type_known', featureCheck(t.type)),
    check(
      'notebooks_fields_of_type',
      sql`(${t.type} <> 'email' or (${t.email} is not null and ${t.passwordSealed} is not null and ${t.passwordKeyId} is not null))
        and (${t.type} <> 'link' or ${t.link} is not null)
        and (${t.type} <> 'template' or ${t.text} is not null)`,
    ),
  ],
);

/** The users an item is shared with (DECISIONS §8: the owner sets the whole list at once). */
export const notebookShares = pgTable(
  'notebook_shares',
  {
    notebookId: integer('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notebookId, t.userId] }),
    index('notebook_shares_user_idx').on(t.userId, t.notebookId),
  ],
);

/** Each read of a mailbox password: who and when (the owner sees it). */
export const notebookReveals = pgTable(
  'notebook_reveals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notebookId: integer('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the name at the time, kept when the user is deleted */
    userName: text('user_name').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notebook_reveals_notebook_idx').on(t.notebookId, t.revealedAt.desc())],
);
