import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openEmbedded, openPostgres, type Database } from '../src/db/client';

/**
 * A fresh, migrated database for one test file: an in-memory embedded one by default, or a new
 * database on the server of TEST_DATABASE_URL (dropped again on close; `url` names it, so that a
 * test can open a second pool on it, as a second instance would).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbedded(undefined);

  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
