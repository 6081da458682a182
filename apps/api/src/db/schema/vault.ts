import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The credential vault (SPEC §2 'Gestor de credenciales', DECISIONS §9): one company vault whose
 * key is kept only wrapped by a key derived from the security password and APP_SECRET; each
 * credential's password sealed under the vault key; and the activity log.
 */

/** The one vault (id 1): what unlocking needs, never the vault key in clear. */
export const vault = pgTable(
  'vault',
  {
    id: integer('id').primaryKey().default(1),
    /** 'argon2id' */
    kdf: text('kdf').notNull(),
    /** the KDF's parameters as JSON (memory in KiB, passes, parallelism), kept with the salt */
    kdfParams: text('kdf_params').notNull(),
    /** base64url */
    salt: text('salt').notNull(),
    /** the vault key sealed (AES-256-GCM) under the derived key, base64url */
    wrappedKey: text('wrapped_key').notNull(),
    /**
     * Raised by every change of the security password: each call compares it with the version
     * it unlocked, so a change locks every instance at once (DECISIONS §9).
     */
    wrapVersion: integer('wrap_version').notNull().default(1),
    configuredBy: integer('configured_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vault_single_row', sql`${t.id} = 1`)],
);

/** SPEC §3 Credential. */
export const credentials = pgTable(
  'credentials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'Servicio' */
    name: text('name').notNull(),
    username: text('username').notNull(),
    /** sealed under the vault key with the credential's id as associated data, base64url */
    passwordSealed: text('password_sealed').notNull(),
    code: text('code').notNull().default(''),
    website: text('website').notNull().default(''),
    description: text('description').notNull().default(''),
    /** private: visible to its creator only */
    privated: boolean('privated').notNull().default(false),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credentials_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('credentials_creator_idx').on(t.creatorId),
  ],
);

/**
 * Every unlock, failed unlock, reveal, create, edit and delete (DECISIONS §9), with who, when and
 * from where. Names are copied so that the log outlives the user or credential it names.
 */
export const vaultActivity = pgTable(
  'vault_activity',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    /** no reference: the entry stays when the credential is deleted */
    credentialId: integer('credential_id'),
    credentialName: text('credential_name'),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vault_activity_at_idx').on(t.at.desc(), t.id.desc()),
    check(
      'vault_activity_action_known',
      sql`${t.action} in ('setup', 'change', 'unlock', 'unlock_failed', 'reveal', 'create', 'update', 'delete')`,
    ),
  ],
);
