import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vault } from '../../db/schema/index';
import { preparedPerDb } from '../../lib/prepared';
import type { StoredWrap } from './vault-keys';

/** The vault's one row: the wrapped vault key, its salt and version. Nothing of HTTP. */

/** The id of the vault's only row. */
export const VAULT_ID = 1;

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
