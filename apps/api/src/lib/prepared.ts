import type { Db } from '../db/client';

/**
 * A query built once per database handle and reused by every request: Drizzle skips rebuilding
 * the SQL, and PostgreSQL keeps it as a named prepared statement on each pooled connection.
 * For the hot reads (session lookup, lists); the name must be unique per query.
 */
export function preparedPerDb<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const cache = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) cache.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
