import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's TOTP second factor (DECISIONS §12). The secret is sealed with the server's key
 * (lib/sealed-box.ts, bound to the user's id) like mailbox passwords; `confirmedAt` null while the
 * enrolment waits for its first code. `lastStep` is the last 30-second step whose code was
 * accepted: a code is accepted once, so no step at or before it is accepted again.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyId: text('key_id').notNull(),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of the second factor, kept only as their hash. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Short-lived single-use tickets between the steps of a sign-in, kept only as their hash:
 * `mfa` (the password was right, the code is asked), `enroll` (a role that must enrol: only TOTP
 * setup and confirm accept it), `sso` (the OpenID provider's answer, exchanged by the SPA for a
 * session so that no session token ever travels in a URL).
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['mfa', 'enroll', 'sso'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_tickets_hash_unique').on(t.tokenHash)],
);

/** WebAuthn credentials (passkeys) a user registered (DECISIONS §12). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator gives it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_unique').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * Challenges issued for a WebAuthn ceremony, kept in the database so that any instance may
 * receive the answer; each is used once and lives a few minutes. `userId` null: a sign-in.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challenge: text('challenge').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webauthn_challenges_unique').on(t.challenge)],
);

/**
 * An OpenID Connect sign-in under way: the state (kept as its hash), the nonce and the PKCE
 * verifier, so that the callback may reach any instance; used once, lives 10 minutes.
 */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('oidc_logins_state_unique').on(t.stateHash)],
);

/**
 * The audit log (DECISIONS §12): append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).
 * Who (`actorId`, and the name or email as it was, for a sign-in of an unknown address too), when,
 * from which address, what (`action`), on what (`targetType`, `targetId`, `targetLabel`) and how
 * it went (`outcome`). No secret, code or token is ever written here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorLabel: text('actor_label').notNull().default(''),
    address: text('address').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    targetLabel: text('target_label').notNull().default(''),
    outcome: text('outcome', { enum: ['ok', 'failed', 'locked'] }).notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
