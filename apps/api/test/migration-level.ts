/**
 * A database as an older product left it: migrated only up to a given migration, by the same
 * migrator from the product's own migration files, with the journal cut after that one. Test code
 * only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../src/db/schema/index';
import { ROOT } from './spawned-server';

export const MIGRATIONS = path.join(ROOT, 'apps/api/src/db/migrations');

type Journal = { entries: { idx: number; when: number; tag: string }[] };
export const journal = (): Journal =>
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as Journal;

/** A copy of the migrations folder holding `tag` and the migrations before it, nothing after. */
function migrationsUpTo(tag: string): string {
  const whole = journal();
  const last = whole.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = whole.entries.slice(0, last + 1);
  for (const { tag: name } of entries) {
    fs.copyFileSync(path.join(MIGRATIONS, `${name}.sql`), path.join(dir, `${name}.sql`));
  }
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...whole, entries }, null, 2),
  );
  return dir;
}

/**
 * The embedded database in `dbDir` (a data folder's `db/`), created and migrated up to `tag`
 * included; the caller closes it (`pglite.close()`).
 */
export async function embeddedAtLevel(dbDir: string, tag: string) {
  const pglite = new PGlite({ dataDir: dbDir });
  const migrations = migrationsUpTo(tag);
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder: migrations });
  } finally {
    fs.rmSync(migrations, { recursive: true, force: true });
  }
  return { pglite, db: drizzle({ client: pglite, schema }) };
}
