import type { PageRequest } from '@app/contract/common';
import type { CredentialListQuery, VaultAction } from '@app/contract/password-manager';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials, users, vault, vaultActivity } from '../../db/schema/index';
import { foldedContains } from '../../lib/folded-text';
import { pagedList } from '../../lib/paged-list';
import { preparedPerDb } from '../../lib/prepared';
import type { StoredWrap } from './vault-keys';

/** Every query of the vault: its one row, the credentials, the activity log. Nothing of HTTP. */

const VAULT_ID = 1;

const wrapColumns = {
  kdf: vault.kdf,
  kdfParams: vault.kdfParams,
  salt: vault.salt,
  wrappedKey: vault.wrappedKey,
  wrapVersion: vault.wrapVersion,
};

const wrapLookup = preparedPerDb((db) =>
  db.select(wrapColumns).from(vault).where(eq(vault.id, VAULT_ID)).prepare('vault_wrap'),
);

/**
 * The vault's wrap (one read by primary key, prepared once per database handle: every vault call
 * makes it), or undefined before the setup.
 */
export async function readWrap(db: Db): Promise<StoredWrap | undefined> {
  const [row] = await wrapLookup(db).execute();
  return row;
}

export async function isConfigured(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: vault.id }).from(vault).where(eq(vault.id, VAULT_ID));
  return row !== undefined;
}

/** The first wrap; false when the vault was set up meanwhile (another admin, another instance). */
export async function insertWrap(db: Db, wrap: StoredWrap, configuredBy: number) {
  const rows = await db
    .insert(vault)
    .values({ id: VAULT_ID, ...wrap, configuredBy })
    .onConflictDoNothing()
    .returning({ id: vault.id });
  return rows.length > 0;
}

/**
 * Replaces the wrap read at `fromVersion` by `wrap` (version fromVersion + 1); false when another
 * change came first.
 */
export async function replaceWrap(db: Db, fromVersion: number, wrap: StoredWrap) {
  const rows = await db
    .update(vault)
    .set({ ...wrap, updatedAt: sql`now()` })
    .where(and(eq(vault.id, VAULT_ID), eq(vault.wrapVersion, fromVersion)))
    .returning({ id: vault.id });
  return rows.length > 0;
}

export const credentialColumns = {
  id: credentials.id,
  name: credentials.name,
  username: credentials.username,
  code: credentials.code,
  website: credentials.website,
  description: credentials.description,
  privated: credentials.privated,
  creatorId: credentials.creatorId,
  creatorName: users.name,
  createdAt: credentials.createdAt,
  updatedAt: credentials.updatedAt,
};
export type CredentialRow = {
  id: number;
  name: string;
  username: string;
  code: string;
  website: string;
  description: string;
  privated: boolean;
  creatorId: number;
  creatorName: string;
  createdAt: Date;
  updatedAt: Date;
};

const selectCredentials = (db: Db) =>
  db
    .select(credentialColumns)
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.creatorId))
    .$dynamic();

/** Public credentials, and the private ones of this user (DECISIONS §9). */
const visibleTo = (userId: number) =>
  or(eq(credentials.privated, false), eq(credentials.creatorId, userId));

export type CredentialFilters = Omit<CredentialListQuery, 'page' | 'limit'> & { viewerId: number };

/** SPEC §2: service name, username and website, each part of the text, accent- and case-blind. */
export const credentialList = pagedList<CredentialFilters, ReturnType<typeof selectCredentials>>({
  table: credentials,
  select: selectCredentials,
  filters: {
    viewerId: visibleTo,
    name: (text: string) => foldedContains([credentials.name], text),
    username: (text: string) => foldedContains([credentials.username], text),
    website: (text: string) => foldedContains([credentials.website], text),
  },
});

/**
 * The count of the list with the vault's wrap (version and salt) read in the same statement: the
 * list's check of the header against the unlocked key then costs no query of its own.
 */
const countWithWrap = (db: Db) =>
  db
    .select({
      count: sql<number>`count(*)::int`,
      wrapVersion: sql<
        number | null
      >`(select ${vault.wrapVersion} from ${vault} where ${vault.id} = ${VAULT_ID})`,
      salt: sql<
        string | null
      >`(select ${vault.salt} from ${vault} where ${vault.id} = ${VAULT_ID})`,
    })
    .from(credentials)
    .$dynamic();

/** A page of the list, its total, and the vault's present wrap (undefined before the setup). */
export async function credentialPage(db: Db, query: CredentialFilters & PageRequest) {
  const [rows, counted] = await Promise.all([
    credentialList.rows(db, query, query),
    countWithWrap(db).where(credentialList.where(query)),
  ]);
  const head = counted[0];
  const wrap =
    head && head.wrapVersion !== null && head.salt !== null
      ? { wrapVersion: Number(head.wrapVersion), salt: head.salt }
      : undefined;
  return { rows, total: Number(head?.count ?? 0), wrap };
}

/** One credential this user may see, with its sealed password; `lock` holds it for a write. */
export async function visibleCredential(db: Db, id: number, userId: number, lock = false) {
  const query = db
    .select({ ...credentialColumns, passwordSealed: credentials.passwordSealed })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.creatorId))
    .where(and(eq(credentials.id, id), visibleTo(userId)));
  const [row] = await (lock ? query.for('update', { of: credentials }) : query);
  return row;
}

export async function credentialById(db: Db, id: number): Promise<CredentialRow | undefined> {
  const [row] = await selectCredentials(db).where(eq(credentials.id, id));
  return row;
}

/** A new row; its password is sealed once its id is known (the associated data), in the same transaction. */
export async function insertCredential(
  db: Db,
  values: Omit<typeof credentials.$inferInsert, 'passwordSealed'>,
) {
  const [row] = await db
    .insert(credentials)
    .values({ ...values, passwordSealed: '' })
    .returning({ id: credentials.id });
  return row!.id;
}

export async function updateCredential(
  db: Db,
  id: number,
  values: Partial<typeof credentials.$inferInsert>,
) {
  await db
    .update(credentials)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(credentials.id, id));
}

export async function deleteCredential(db: Db, id: number) {
  await db.delete(credentials).where(eq(credentials.id, id));
}

export type ActivityEntry = {
  action: VaultAction;
  userId: number;
  userName: string;
  credentialId?: number | undefined;
  credentialName?: string | undefined;
  ip: string;
};

export async function recordActivity(db: Db, entry: ActivityEntry) {
  await db.insert(vaultActivity).values({
    action: entry.action,
    userId: entry.userId,
    userName: entry.userName,
    credentialId: entry.credentialId ?? null,
    credentialName: entry.credentialName ?? null,
    ip: entry.ip,
  });
}

const selectActivity = (db: Db) =>
  db
    .select({
      id: vaultActivity.id,
      action: vaultActivity.action,
      userId: vaultActivity.userId,
      userName: vaultActivity.userName,
      credentialId: vaultActivity.credentialId,
      credentialName: vaultActivity.credentialName,
      ip: vaultActivity.ip,
      at: vaultActivity.at,
    })
    .from(vaultActivity)
    .$dynamic();

/** The log, newest first, by action if asked. */
export const activityList = pagedList<
  { action?: VaultAction | undefined },
  ReturnType<typeof selectActivity>
>({
  table: vaultActivity,
  select: selectActivity,
  filters: { action: (action: VaultAction) => eq(vaultActivity.action, action) },
  orderBy: [desc(vaultActivity.at), desc(vaultActivity.id)],
});
