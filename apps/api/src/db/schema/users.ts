import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'office', 'usuario'] }).notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Notifications are also sent by mail unless the user turned it off (DECISIONS §10). */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Opaque bearer sessions; only the SHA-256 of the token is kept (DECISIONS §4). */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent as it signed in (at most 512 characters): 'Mi cuenta' names it. */
    userAgent: text('user_agent').notNull().default(''),
    /** The address it signed in from (the proxy's client address with TRUST_PROXY). */
    address: text('address').notNull().default(''),
    /** How it signed in: password, password and second factor, passkey, or single sign-on. */
    method: text('method', { enum: ['password', 'mfa', 'passkey', 'sso'] })
      .notNull()
      .default('password'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use emailed tokens: account verification and password reset. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_unique').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A change counter per list, bumped by a trigger in the same transaction as any change to the
 * list's table (migration 0003): a reader that sees the same version may serve what it built
 * before, on any number of server instances.
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
