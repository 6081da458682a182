/**
 * A backup made by an older version of the product restores into this one (issue 15 §2): a data
 * folder whose database stands at migration 0010 (before 0011 added the managers, the vault and
 * backup_runs), filled with that version's rows and an uploaded photo, packed by the product's own
 * packers with the level that version records (in today's authenticated format, and in the old
 * unauthenticated format 1 of the versions before issue 23), is restored by `npm run restore` into
 * an empty folder; `npm start` migrates it and serves the old rows, the old passwords and 0011's
 * tables. A backup of a level newer than this product, or of another product's migrations, is
 * refused with its message in either format; one of format 1 only restores with
 * `--accept-unauthenticated` (docs/decisions/075).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDateId } from '@app/contract/dates';
import { afterEach, describe, expect, it } from 'vitest';
import { productMigrationCount } from '../src/db/client';
import { files } from '../src/db/schema/index';
import {
  filesUnder,
  packLegacyBackupSync,
  type BackupManifest,
} from '../src/features/backups/backup-file';
import { legacyKeyFingerprint } from '../src/features/backups/backup-keys';
import { writeBackupFile } from '../src/features/backups/backup-pack';
import { migrationLevel } from '../src/features/backups/make-backup';
import { companyClock } from '../src/lib/time';
import {
  insertCatalog,
  insertIncome,
  passwordHashOf,
  TEST_PASSWORD,
  TEST_TIME_ZONE,
} from './factories';
import { embeddedAtLevel, journal } from './migration-level';
import { TINY_PNG } from './multipart';
import {
  cleanUpServers,
  command,
  signIn,
  START_TIMEOUT_MS,
  startServer,
  stop,
  tempDataDir,
  type Server,
} from './spawned-server';

afterEach(cleanUpServers);

/**
 * A user as the older version stored one: only the columns its users table had (the factories
 * write today's columns, which a database at that level does not have).
 */
async function insertOldUser(
  pglite: PGlite,
  user: { role: 'admin' | 'usuario'; email: string; password: string },
) {
  const { rows } = await pglite.query<{ id: number }>(
    `insert into users (name, email, role, password_hash, verified_at)
     values ($1, $2, $3, $4, now()) returning id`,
    [user.email.split('@')[0], user.email, user.role, await passwordHashOf(user.password)],
  );
  return { id: rows[0]!.id, email: user.email };
}

const APP_SECRET = randomBytes(32).toString('hex');
/** The last migration of the older version. */
const OLD_LEVEL = '0010_finance';
const BOSS = { email: 'jefa@antigua.test', password: 'Clave-De-La-Jefa-2025' };

const envOf = (dataDir: string) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.tmpdir(),
  DATA_DIR: dataDir,
  APP_SECRET,
  APP_TIME_ZONE: TEST_TIME_ZONE,
  LOG_LEVEL: 'warn',
});

/**
 * A data folder as the older version left it: its database at OLD_LEVEL with an admin and a worker
 * (each with a password), a shift, a punch with its photo in `uploads/`, and an income.
 */
async function olderDataFolder(dataDir: string) {
  const { pglite, db } = await embeddedAtLevel(path.join(dataDir, 'db'), OLD_LEVEL);
  try {
    const tables = await pglite.query<{ incomes: string | null; notebooks: string | null }>(
      `select to_regclass('public.incomes')::text as incomes,
              to_regclass('public.notebooks')::text as notebooks`,
    );
    expect(tables.rows[0]).toEqual({ incomes: 'incomes', notebooks: null });

    const boss = await insertOldUser(pglite, { role: 'admin', ...BOSS });
    const worker = await insertOldUser(pglite, {
      role: 'usuario',
      email: 'ana@antigua.test',
      password: TEST_PASSWORD,
    });
    const dateIn = new Date(Date.now() - 50 * 3_600_000);
    const dateOut = new Date(dateIn.getTime() + 8 * 3_600_000);
    const day = calendarDateId(companyClock(TEST_TIME_ZONE).dateOf(dateIn));
    // In SQL, as that version's table was: today's schema names columns it did not have yet.
    const {
      rows: [shift],
    } = await pglite.query<{ id: number }>(
      `insert into shifts (user_id, group_id, start_at, end_at, calendar_date_id, published)
       values ($1, $2, $3, $4, $5, true) returning id`,
      [worker.id, randomUUID(), dateIn, dateOut, day],
    );
    const photo = `${worker.id}-${day}-I-${randomBytes(8).toString('hex')}.png`;
    await db.insert(files).values({
      key: photo,
      ownerId: worker.id,
      purpose: 'punch-photo',
      contentType: 'image/png',
      size: TINY_PNG.length,
    });
    fs.mkdirSync(path.join(dataDir, 'uploads'), { mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, 'uploads', photo), TINY_PNG, { mode: 0o600 });
    await pglite.query(
      `insert into punches (user_id, calendar_date_id, date_in, date_out, img_in)
       values ($1, $2, $3, $4, $5)`,
      [worker.id, day, dateIn, dateOut, photo],
    );
    const { area } = await insertCatalog(db, { name: 'Tienda antigua' });
    await insertIncome(db, { areaId: area.id, amount: '1234.50', date: '2025-06-15' });

    // The level that version's backup records: its migrations, the last one 0010.
    const level = await migrationLevel(db);
    const last = journal().entries.find((entry) => entry.tag === OLD_LEVEL)!;
    expect(level).toEqual({ count: last.idx + 1, last: String(last.when) });
    return { boss, worker, shift: shift!, level };
  } finally {
    await pglite.close();
  }
}

/**
 * Packs a closed data folder into a backup file with this level, as the product packs one
 * ('authenticated'), or as the versions before issue 23 packed one ('legacy': format 1, plain).
 */
async function pack(
  dataDir: string,
  target: string,
  migrations: BackupManifest['migrations'],
  format: 'authenticated' | 'legacy' = 'authenticated',
) {
  const manifest: BackupManifest = {
    format: 'backoffice-backup',
    version: 2,
    createdAt: new Date().toISOString(),
    trigger: 'scheduled',
    product: 'backoffice',
    migrations,
  };
  const sources = [
    ...(await filesUnder(path.join(dataDir, 'db'), 'db')),
    ...(await filesUnder(path.join(dataDir, 'uploads'), 'uploads')),
  ];
  expect(sources.some((source) => source.name === 'db/postmaster.pid')).toBe(false);
  if (format === 'legacy') {
    const keyFingerprint = legacyKeyFingerprint(APP_SECRET);
    packLegacyBackupSync(target, { ...manifest, version: 1, keyFingerprint }, sources);
    expect(fs.readFileSync(target).subarray(0, 11).toString()).toBe('BOBACKUP 1\n');
  } else {
    await writeBackupFile(target, manifest, sources, APP_SECRET);
    expect(fs.readFileSync(target).subarray(0, 11).toString()).toBe('BOBACKUP 2\n');
  }
}

const ACCEPT = '--accept-unauthenticated';

/** Every file under a folder, by relative name, with its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) out.set(name, fs.readFileSync(file));
  }
  return out;
}

async function get(server: Server, auth: string, url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: { authorization: auth } });
  expect(response.status, `${url}: ${await response.clone().text()}`).toBe(200);
  return response;
}

const json = async <T>(response: Response) => (await response.json()) as T;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a backup of an older version', () => {
  it(
    'restores into this version, which migrates it at start and serves the old rows, files and passwords',
    async () => {
      const oldDir = tempDataDir();
      const { boss, worker, shift, level } = await olderDataFolder(oldDir);
      expect(level.count).toBeLessThan(productMigrationCount());
      const backupFile = path.join(tempDataDir(), 'backoffice-2025-06-30T00-00-00-000Z.backup');
      await pack(oldDir, backupFile, level);

      // A backup of a newer version than this one is refused, and nothing is restored.
      const newerFile = path.join(path.dirname(backupFile), 'newer.backup');
      await pack(oldDir, newerFile, { count: productMigrationCount() + 1, last: '9999999999999' });
      const refusedDir = tempDataDir();
      const refused = await command('restore', envOf(refusedDir), [newerFile]).done;
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('La copia es de una versión más nueva del producto');
      expect(fs.existsSync(path.join(refusedDir, 'db'))).toBe(false);

      // As many migrations as this version knows at that level, but not its own: refused too.
      const foreignFile = path.join(path.dirname(backupFile), 'foreign.backup');
      await pack(oldDir, foreignFile, { count: level.count, last: '1234567890123' });
      const foreign = await command('restore', envOf(refusedDir), [foreignFile]).done;
      expect(foreign.code).toBe(1);
      expect(foreign.output).toContain('La copia no es de ninguna versión de este producto');
      expect(fs.existsSync(path.join(refusedDir, 'db'))).toBe(false);

      // The same two refusals for backups of the old format, restored with consent.
      const newerLegacy = path.join(path.dirname(backupFile), 'newer-legacy.backup');
      await pack(
        oldDir,
        newerLegacy,
        { count: productMigrationCount() + 1, last: '9999999999999' },
        'legacy',
      );
      const refusedLegacy = await command('restore', envOf(refusedDir), [ACCEPT, newerLegacy]).done;
      expect(refusedLegacy.code).toBe(1);
      expect(refusedLegacy.output).toContain('La copia es de una versión más nueva del producto');
      expect(fs.existsSync(path.join(refusedDir, 'db'))).toBe(false);
      const foreignLegacy = path.join(path.dirname(backupFile), 'foreign-legacy.backup');
      await pack(oldDir, foreignLegacy, { count: level.count, last: '1234567890123' }, 'legacy');
      const foreignOld = await command('restore', envOf(refusedDir), [foreignLegacy, ACCEPT]).done;
      expect(foreignOld.code).toBe(1);
      expect(foreignOld.output).toContain('La copia no es de ninguna versión de este producto');
      expect(fs.existsSync(path.join(refusedDir, 'db'))).toBe(false);

      // The old version's own backup (format 1): refused without consent, naming the flag; then
      // restored with it, with its warning, into the same files as today's format.
      const legacyFile = path.join(path.dirname(backupFile), 'legacy.backup');
      await pack(oldDir, legacyFile, level, 'legacy');
      const unconsented = await command('restore', envOf(refusedDir), [legacyFile]).done;
      expect(unconsented.code).toBe(1);
      expect(unconsented.output).toContain('copia del formato antiguo, sin autenticar');
      expect(unconsented.output).toContain(`npm run restore -- ${ACCEPT}`);
      expect(fs.existsSync(path.join(refusedDir, 'db'))).toBe(false);
      const legacyDir = tempDataDir();
      const legacy = await command('restore', envOf(legacyDir), [ACCEPT, legacyFile]).done;
      expect(legacy.code, legacy.output).toBe(0);
      expect(legacy.output).toContain('Atención: restauras una copia del formato antiguo');
      expect(legacy.output).toContain('restaurada');

      const restoredDir = tempDataDir();
      const restore = await command('restore', envOf(restoredDir), [backupFile]).done;
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('restaurada');
      expect(restore.output).not.toContain('Atención');
      // Each restore leaves its own note for the server's first start (the 'backup-restored' row
      // of the audit log: backups/restore-marker.ts), naming that restore's file and time.
      const MARKER = 'restored-backup.json';
      const fromLegacy = filesOf(legacyDir);
      const restoredFiles = filesOf(restoredDir);
      expect(restoredFiles.has(MARKER)).toBe(true);
      fromLegacy.delete(MARKER);
      restoredFiles.delete(MARKER);
      expect([...fromLegacy.keys()].sort()).toEqual([...restoredFiles.keys()].sort());
      for (const [name, bytes] of restoredFiles) {
        expect(fromLegacy.get(name)?.equals(bytes), name).toBe(true);
      }
      const server = await startServer(restoredDir, { APP_SECRET });
      expect(fs.existsSync(path.join(restoredDir, MARKER))).toBe(false); // its row is written

      // The old users sign in with their passwords, and their rows are served.
      const { authorization: admin } = await signIn(server, BOSS.email, BOSS.password);
      const { authorization: ana } = await signIn(server, worker.email, TEST_PASSWORD);
      const users = await json<{ data: { email: string }[] }>(
        await get(server, admin, '/api/users'),
      );
      expect(users.data.map((user) => user.email).sort()).toEqual(
        [boss.email, worker.email].sort(),
      );
      const shiftBody = await json<{ data: { id: number } }>(
        await get(server, ana, `/api/shifts/${shift.id}`),
      );
      expect(shiftBody.data.id).toBe(shift.id);
      const punches = await json<{ data: { imgIn: string | null }[] }>(
        await get(server, ana, `/api/punches/${worker.id}`),
      );
      expect(punches.data).toHaveLength(1);
      const photo = await get(server, ana, punches.data[0]!.imgIn!);
      expect(Buffer.from(await photo.arrayBuffer()).equals(TINY_PNG)).toBe(true);
      const incomes = await json<{ data: { amount: unknown; area: { name: string } }[] }>(
        await get(server, admin, '/api/incomes'),
      );
      expect(incomes.data.map((income) => [String(income.amount), income.area.name])).toEqual([
        ['1234.5', 'Tienda antigua'],
      ]);

      // Migration 0011's tables exist and work.
      const empty = { success: true, data: [], totalItems: 0 };
      expect(await json(await get(server, ana, '/api/sub-categories?feature=link'))).toEqual(empty);
      expect(await json(await get(server, ana, '/api/notebooks?type=link'))).toMatchObject(empty);
      const created = await fetch(`${server.url}/api/sub-categories`, {
        method: 'POST',
        headers: { authorization: ana, 'content-type': 'application/json' },
        body: JSON.stringify({ feature: 'link', value: 'Proveedores' }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const subs = await json<{ data: { value: string }[] }>(
        await get(server, ana, '/api/sub-categories?feature=link'),
      );
      expect(subs.data.map((sub) => sub.value)).toEqual(['Proveedores']);
      const status = await json<{ data: { lastRun: unknown; warning: string | null } }>(
        await get(server, admin, '/api/backups/status'),
      );
      expect(status.data.lastRun).toBeNull();
      expect((await stop(server)).code).toBe(0);
    },
    4 * START_TIMEOUT_MS,
  );
});
