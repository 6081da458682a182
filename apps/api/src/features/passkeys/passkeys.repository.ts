import type { Passkey } from '@app/contract/passkeys';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema/index';

const listColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

type Row = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null };

const toPasskey = (row: Row): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A user's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  const rows = await db
    .select(listColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

/** The credential ids (and transports) a user already registered: the browser skips them. */
export function credentialsOf(db: Db, userId: number) {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export type NewPasskey = {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
};

export async function insertPasskey(db: Db, values: NewPasskey): Promise<Passkey> {
  const [row] = await db.insert(passkeys).values(values).returning(listColumns);
  return toPasskey(row as Row);
}

/** The stored credential behind a browser's credential id, whoever owns it. */
export async function findByCredentialId(db: Db, credentialId: string) {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

/** After a sign-in: the authenticator's new counter, and when it was last used. */
export async function recordUse(db: Db, id: number, counter: number, at: Date) {
  await db
    .update(passkeys)
    .set({ counter: sql`greatest(${passkeys.counter}, ${counter})`, lastUsedAt: at })
    .where(eq(passkeys.id, id));
}

/** Renames one of the user's own passkeys; undefined when it is not theirs (or gone). */
export async function renamePasskey(db: Db, userId: number, id: number, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(listColumns);
  return row && toPasskey(row);
}

/** Removes one of the user's own passkeys; undefined when it is not theirs (or gone). */
export async function deletePasskey(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(listColumns);
  return row && toPasskey(row);
}
