import type { PageRequest } from '@app/contract/common';
import type { CredentialListQuery } from '@app/contract/password-manager';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials, users, vault } from '../../db/schema/index';
import { foldedContains } from '../../lib/folded-text';
import { pagedList } from '../../lib/paged-list';
import { VAULT_ID } from './vault-key.repository';

/**
 * The credentials' queries: the list, one credential, its writes. The vault's row is in
 * vault-key.repository, the log in vault-activity.repository. Nothing of HTTP.
 */

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
