import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listVersions } from '../db/schema/index';
import { preparedPerDb } from './prepared';

const versionOf = preparedPerDb((db) =>
  db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(eq(listVersions.name, 'users'))
    .prepare('users_list_version'),
);

/**
 * A list rendered once and served again while its change counter (`list_versions`, bumped by a
 * trigger in the same transaction as any change to the table) is unchanged: one single-row read
 * instead of reading and serialising the whole list. The counter is read BEFORE the rows, so a
 * cached body is never older than the version it is stored under; correct with any number of
 * server instances, since each compares against the database.
 */
export function versionedUsersList(render: (db: Db) => Promise<string>) {
  const cache = new WeakMap<Db, { version: number; body: string }>();
  return async (db: Db): Promise<string> => {
    const [row] = await versionOf(db).execute();
    const version = row?.version ?? -1;
    const cached = cache.get(db);
    if (cached && cached.version === version && version >= 0) return cached.body;
    const body = await render(db);
    cache.set(db, { version, body });
    return body;
  };
}
