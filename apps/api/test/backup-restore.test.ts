/**
 * Backup and restore of the embedded database (issue 15), with real server processes: a product
 * filled with data of every kind (photos and receipts through the real upload routes) is backed up
 * by `npm run backup` while requests keep coming, restored by `npm run restore` into a new folder,
 * started, and compared table by table and file by file; a backup killed halfway leaves no file
 * that looks like a backup; a restore with another key is refused with its message. Issue 23 §3
 * (docs/decisions/075): a backup shows no name, email or amount; one altered, cut short, spliced
 * or rebuilt by an attacker in the old format is refused, and nothing is written.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, inflateRawSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { productMigrations } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import {
  CHUNK_BYTES,
  filesUnder,
  HEADER_BYTES,
  packLegacyBackupSync,
} from '../src/features/backups/backup-file';
import { legacyKeyFingerprint } from '../src/features/backups/backup-keys';
import { deriveKey, open, seal } from '../src/lib/sealed-box';
import {
  insertCatalog,
  insertExpense,
  insertIncome,
  insertRecurringExpense,
  insertShift,
  insertUser,
  TEST_PASSWORD,
} from './factories';
import { multipart, pngUpload, TINY_PNG } from './multipart';
import {
  cleanUpServers,
  command,
  signIn,
  sleep,
  START_TIMEOUT_MS,
  startServer,
  stop,
  tempDataDir,
  withAdmin,
  type Server,
} from './spawned-server';

afterEach(cleanUpServers);

const APP_SECRET = randomBytes(32).toString('hex');
const BACKUP_NAME = /^backoffice-.+\.backup$/;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The environment of `npm start` for a data folder, as the commands get it. */
const envOf = (dataDir: string, extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.tmpdir(),
  DATA_DIR: dataDir,
  APP_SECRET,
  APP_TIME_ZONE: 'Europe/Madrid',
  LOG_LEVEL: 'warn',
  ...extra,
});

/** A connection to a running server's embedded database, through its private socket. */
function socketPool(dataDir: string) {
  return new pg.Pool({
    host: path.join(dataDir, 'run'),
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
  });
}

/** Every row of every table (public and the migrations' own), each table's rows sorted. */
async function everyTable(pool: pg.Pool) {
  const tables = await pool.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const out: Record<string, string[]> = {};
  for (const { schema: s, name } of tables.rows) {
    const rows = await pool.query(`select * from "${s}"."${name}"`);
    out[`${s}.${name}`] = rows.rows
      .map((row) => JSON.stringify(row, (_k, v) => (Buffer.isBuffer(v) ? v.toString('hex') : v)))
      .sort();
  }
  return out;
}

/** Every file under a folder, by relative name, with its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!fs.existsSync(dir)) return out;
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) out.set(name, fs.readFileSync(file));
  }
  return out;
}

async function call(server: Server, auth: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: auth,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return response;
}

async function upload(
  server: Server,
  auth: string,
  url: string,
  form: ReturnType<typeof multipart>,
) {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { authorization: auth, ...form.headers },
    body: form.payload,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { key?: string; link?: string; data?: { key: string } };
}

/**
 * Data of every kind: users of each role (with their passwords), shifts, punches in and out with
 * photos, a year of finance with receipts (a PNG and a PDF), a recurring expense, the managers'
 * items and the vault (sealed under a key derived from the secret, as the product seals).
 */
async function fill(server: Server, dataDir: string) {
  const { authorization: admin } = await signIn(server);
  const pool = socketPool(dataDir);
  const db = drizzle({ client: pool, schema });
  try {
    const staff = [
      await insertUser(db, { role: 'office', email: 'oficina@empresa.test' }),
      await insertUser(db, { role: 'usuario', email: 'ana@empresa.test' }),
      await insertUser(db, {
        role: 'usuario',
        email: 'luis@empresa.test',
        password: 'Otra-Clave-De-Luis-9',
      }),
    ];
    const day = Date.parse('2026-11-02T08:00:00Z');
    for (const [i, user] of staff.entries()) {
      for (let d = 0; d < 5; d++) {
        await insertShift(db, {
          userId: user.id,
          startAt: new Date(day + (d * 24 + i) * 3_600_000),
          endAt: new Date(day + (d * 24 + i + 8) * 3_600_000),
          breakMinutes: 15,
        });
      }
    }
    // A punch in and out with photos, through the real upload and punch routes.
    const photoIn = await upload(server, admin, '/api/files/upload', pngUpload('entrada.png'));
    expect(
      (await call(server, admin, 'POST', '/api/punches/add', { type: 'I', img: photoIn.key }))
        .status,
    ).toBe(201);
    const photoOut = await upload(
      server,
      admin,
      '/api/files/upload',
      pngUpload('salida.png', TINY_PNG, 'O'),
    );
    expect(
      (await call(server, admin, 'POST', '/api/punches/add', { type: 'O', img: photoOut.key }))
        .status,
    ).toBe(201);

    const { category, area, supplier } = await insertCatalog(db, { name: 'Suministros ñ' });
    for (let m = 1; m <= 12; m++) {
      const date = `2026-${String(m).padStart(2, '0')}-15`;
      await insertIncome(db, { areaId: area.id, amount: `${1000 + m}.50`, date });
      await insertExpense(db, {
        categoryId: category.id,
        areaId: area.id,
        supplierId: supplier.id,
        amount: `${200 + m}.25`,
        date,
      });
    }
    await insertRecurringExpense(db, {
      categoryId: category.id,
      areaId: area.id,
      name: 'Alquiler',
      startsOn: '2026-01-01',
    });
    const [expense] = await db.select().from(schema.expenses).limit(1);
    await upload(
      server,
      admin,
      `/api/expenses/${expense!.id}/receipts`,
      multipart([{ name: 'file', filename: 'ticket.png', data: TINY_PNG, type: 'image/png' }]),
    );
    await upload(
      server,
      admin,
      `/api/expenses/${expense!.id}/receipts`,
      multipart([{ name: 'file', filename: 'factura.pdf', data: PDF, type: 'application/pdf' }]),
    );

    // Managers and vault (their tables, migration 0011), secrets sealed as the product seals them.
    const key = deriveKey(APP_SECRET, 'backup-test');
    const [owner] = await db.select().from(schema.users).limit(1);
    const [sub] = await db
      .insert(schema.subCategories)
      .values({ feature: 'email', value: 'Ventas' })
      .returning();
    const [mailbox] = await db
      .insert(schema.notebooks)
      .values({
        type: 'email',
        ownerId: owner!.id,
        title: 'Buzón de ventas',
        subCategoryId: sub!.id,
        email: 'ventas@empresa.test',
        passwordSealed: seal(key, 'clave-del-buzón', 'buzón'),
        passwordKeyId: 'k1',
      })
      .returning();
    await db
      .insert(schema.notebookShares)
      .values({ notebookId: mailbox!.id, userId: staff[0]!.id });
    await db.insert(schema.vault).values({
      kdf: 'argon2id',
      kdfParams: '{}',
      salt: 'c2FsdA',
      wrappedKey: seal(key, 'llave', 'vault'),
    });
    await db.insert(schema.credentials).values({
      name: 'Banco',
      username: 'empresa',
      passwordSealed: seal(key, 'clave-del-banco', 'banco'),
      creatorId: owner!.id,
    });
    return { staff, key, photoLink: photoIn.link! };
  } finally {
    await pool.end();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore', () => {
  it(
    'backs up a full product while it serves, restores it into a new folder and serves the same rows, files and passwords',
    async () => {
      const dataDir = tempDataDir();
      const original = await startServer(dataDir, { ...withAdmin, APP_SECRET });
      const { staff, key, photoLink } = await fill(original, dataDir);

      // Requests keep coming while `npm run backup` asks the server for a backup.
      const { authorization } = await signIn(original);
      let serving = true;
      const latencies: number[] = [];
      const load = (async () => {
        while (serving) {
          const started = performance.now();
          const response = await call(original, authorization, 'GET', '/api/categories');
          expect(response.status).toBe(200);
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
        }
      })();
      const backup = await command('backup', envOf(dataDir)).done;
      serving = false;
      await load;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('el servidor en marcha');
      const backupDir = path.join(dataDir, 'backups');
      const [file, ...others] = fs.readdirSync(backupDir).filter((name) => BACKUP_NAME.test(name));
      expect(others).toEqual([]);
      const backupFile = path.join(backupDir, file!);
      expect(backup.output).toContain(backupFile);
      expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
      // The key is never inside.
      expect(fs.readFileSync(backupFile).includes(Buffer.from(APP_SECRET))).toBe(false);
      expect(latencies.length).toBeGreaterThan(0);
      expect(Math.max(...latencies), 'no request waited more than a moment').toBeLessThan(2000);

      // The run is on the admin's Inicio.
      const status = await call(original, authorization, 'GET', '/api/backups/status');
      const body = (await status.json()) as {
        data: { lastRun: { fileName: string }; warning: null };
      };
      expect(body.data.lastRun.fileName).toBe(file);
      expect(body.data.warning).toBeNull();

      const pool = socketPool(dataDir);
      const before = await everyTable(pool);
      await pool.end();
      const uploadsBefore = filesOf(path.join(dataDir, 'uploads'));
      expect(uploadsBefore.size).toBe(4); // two photos, a PNG and a PDF receipt
      expect((await stop(original)).code).toBe(0);

      // Restore into a new, empty folder, and start it.
      const restoredDir = tempDataDir();
      const restore = await command('restore', envOf(restoredDir), [backupFile]).done;
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('restaurada');
      const restored = await startServer(restoredDir, { APP_SECRET });
      const restoredPool = socketPool(restoredDir);
      const after = await everyTable(restoredPool);
      // The backup's own run was copied while it ran: the original has finished it since.
      const runs = (rows: string[]) =>
        rows.map((row) => JSON.parse(row) as { id: number; finished_at: unknown });
      expect(runs(after['public.backup_runs']!).map((r) => [r.id, r.finished_at])).toEqual(
        runs(before['public.backup_runs']!).map((r) => [r.id, null]),
      );
      delete before['public.backup_runs'];
      delete after['public.backup_runs'];
      // The audit log: the original writes 'backup-made' once its copy is done, after the copy was
      // taken; the restored server writes 'backup-restored' when it first opens the restored data.
      const audit = (rows: string[]) => rows.map((row) => JSON.parse(row) as { action: string });
      const withoutAction = (rows: string[], action: string) =>
        rows.filter((row) => (JSON.parse(row) as { action: string }).action !== action);
      expect(audit(before['public.audit_log']!).map((row) => row.action)).toContain('backup-made');
      expect(
        audit(after['public.audit_log']!).filter((row) => row.action === 'backup-restored'),
      ).toHaveLength(1);
      before['public.audit_log'] = withoutAction(before['public.audit_log']!, 'backup-made');
      after['public.audit_log'] = withoutAction(after['public.audit_log']!, 'backup-restored');
      // Which period each scheduled job last ran in is the running servers' bookkeeping: the
      // notification mail job runs every 10 s, so the restored server may have run it already.
      const jobNames = (rows: string[]) =>
        rows.map((row) => (JSON.parse(row) as { name: string }).name).sort();
      expect(jobNames(after['public.scheduled_jobs']!)).toEqual(
        jobNames(before['public.scheduled_jobs']!),
      );
      delete before['public.scheduled_jobs'];
      delete after['public.scheduled_jobs'];
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
      expect(before['public.credentials']).toHaveLength(1);
      expect(before['public.notebooks']).toHaveLength(1);

      const uploadsAfter = filesOf(path.join(restoredDir, 'uploads'));
      expect([...uploadsAfter.keys()].sort()).toEqual([...uploadsBefore.keys()].sort());
      for (const [name, bytes] of uploadsBefore)
        expect(uploadsAfter.get(name)?.equals(bytes), name).toBe(true);

      // The vault's secrets open with the same key.
      const [credential] = await drizzle({ client: restoredPool, schema })
        .select()
        .from(schema.credentials);
      expect(open(key, credential!.passwordSealed, 'banco').toString()).toBe('clave-del-banco');
      await restoredPool.end();

      // Everyone signs in with their password; the punch's photo is served.
      const { authorization: admin } = await signIn(restored);
      await signIn(restored, staff[1]!.email, TEST_PASSWORD);
      await signIn(restored, staff[2]!.email, 'Otra-Clave-De-Luis-9');
      const photo = await call(restored, admin, 'GET', photoLink);
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer()).equals(TINY_PNG)).toBe(true);
      expect((await stop(restored)).code).toBe(0);
    },
    6 * START_TIMEOUT_MS,
  );

  it(
    'leaves no backup file when the backup is killed halfway, and the server serves after',
    async () => {
      const dataDir = tempDataDir();
      const first = await startServer(dataDir, { ...withAdmin, APP_SECRET });
      expect((await stop(first)).code).toBe(0);

      // No server runs: the command makes the backup itself; killed while it writes.
      const backupDir = path.join(dataDir, 'backups');
      const run = command('backup', envOf(dataDir));
      let killed = false;
      for (let i = 0; i < 3000 && !killed; i++) {
        const partial = fs.existsSync(backupDir)
          ? fs.readdirSync(backupDir).find((name) => name.startsWith('.partial-'))
          : undefined;
        if (partial && fs.existsSync(path.join(backupDir, partial, 'backup'))) {
          run.child.kill('SIGKILL');
          killed = true;
        }
        await sleep(5);
      }
      const result = await run.done;
      expect(killed, result.output).toBe(true);
      expect(result.signal).toBe('SIGKILL');
      expect(fs.readdirSync(backupDir).filter((name) => BACKUP_NAME.test(name))).toEqual([]);

      // The server starts on the folder and serves; its next backup is whole and clears the debris.
      const server = await startServer(dataDir, { ...withAdmin, APP_SECRET });
      const { authorization } = await signIn(server);
      expect((await call(server, authorization, 'GET', '/api/categories')).status).toBe(200);
      const again = await command('backup', envOf(dataDir)).done;
      expect(again.code, again.output).toBe(0);
      expect(fs.readdirSync(backupDir).filter((name) => BACKUP_NAME.test(name))).toHaveLength(1);
      expect(fs.readdirSync(backupDir).filter((name) => name.startsWith('.partial-'))).toEqual([]);

      // A backup that fails inside the server is recorded with its reason; the server still serves.
      const blocked = path.join(dataDir, 'no-es-carpeta');
      fs.writeFileSync(blocked, 'x');
      await stop(server);
      const failing = await startServer(dataDir, { ...withAdmin, APP_SECRET, BACKUP_DIR: blocked });
      const failed = await command('backup', envOf(dataDir, { BACKUP_DIR: blocked })).done;
      expect(failed.code).toBe(1);
      expect(failed.output).toContain('BACKUP_DIR');
      const { authorization: auth } = await signIn(failing);
      const status = await call(failing, auth, 'GET', '/api/backups/status');
      const body = (await status.json()) as {
        data: { warning: string; lastRun: { error: string } };
      };
      expect(body.data.warning).toBe('failed');
      expect(body.data.lastRun.error).toContain('BACKUP_DIR');
      expect((await call(failing, auth, 'GET', '/api/categories')).status).toBe(200);
      expect((await stop(failing)).code).toBe(0);
    },
    6 * START_TIMEOUT_MS,
  );

  it(
    'refuses a restore with another secret key, and into a folder that holds data',
    async () => {
      const dataDir = tempDataDir();
      const server = await startServer(dataDir, { ...withAdmin, APP_SECRET });
      await stop(server);
      const made = await command('backup', envOf(dataDir)).done;
      expect(made.code, made.output).toBe(0);
      const backupDir = path.join(dataDir, 'backups');
      const file = path.join(
        backupDir,
        fs.readdirSync(backupDir).find((n) => BACKUP_NAME.test(n))!,
      );

      const target = tempDataDir();
      const wrong = await command(
        'restore',
        envOf(target, { APP_SECRET: randomBytes(32).toString('hex') }),
        [file],
      ).done;
      expect(wrong.code).toBe(1);
      expect(wrong.output).toContain('La clave secreta no coincide con la de la copia');
      expect(fs.existsSync(path.join(target, 'db'))).toBe(false);

      const full = await command('restore', envOf(dataDir), [file]).done;
      expect(full.code).toBe(1);
      expect(full.output).toContain(`La carpeta de datos ${dataDir} ya tiene datos`);
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'shows no name, email or amount, and refuses a backup altered, cut short, spliced, foreign or rebuilt in the old format, writing nothing',
    async () => {
      const dataDir = tempDataDir();
      const server = await startServer(dataDir, { ...withAdmin, APP_SECRET });
      const pool = socketPool(dataDir);
      const db = drizzle({ client: pool, schema });
      const ANA = { name: 'Ana Belén Quintana', email: 'ana.quintana@empresa.test' };
      await insertUser(db, { role: 'usuario', ...ANA });
      const { area } = await insertCatalog(db, { name: 'Tienda del centro' });
      await insertIncome(db, {
        areaId: area.id,
        amount: '4321.75',
        description: 'Cobro de 4321,75 € a Quintana',
      });
      await pool.end();
      // Two backups made by the running server.
      const backupDir = path.join(dataDir, 'backups');
      for (let i = 0; i < 2; i++) {
        const made = await command('backup', envOf(dataDir)).done;
        expect(made.code, made.output).toBe(0);
        expect(made.output).toContain('el servidor en marcha');
      }
      expect((await stop(server)).code).toBe(0);
      const [file, second] = fs
        .readdirSync(backupDir)
        .filter((name) => BACKUP_NAME.test(name))
        .sort()
        .map((name) => path.join(backupDir, name));
      const bytes = fs.readFileSync(file!);

      // Copied to other storage, it shows no name, email or amount: neither in its bytes nor in
      // anything a gzip reader could inflate from them. (The database's files do hold them.)
      const words = [ANA.name, ANA.email, '4321,75', 'Tienda del centro'];
      const dbFiles = [...filesOf(path.join(dataDir, 'db')).values()];
      expect(dbFiles.some((data) => data.includes(ANA.email))).toBe(true);
      expect(dbFiles.some((data) => data.includes('4321,75'))).toBe(true);
      const readable = [bytes];
      for (let at = bytes.indexOf('\x1f\x8b\x08', 0, 'latin1'); at >= 0;) {
        try {
          const sync = { finishFlush: constants.Z_SYNC_FLUSH };
          readable.push(inflateRawSync(bytes.subarray(at + 10), sync));
        } catch {
          // not a gzip member
        }
        at = bytes.indexOf('\x1f\x8b\x08', at + 1, 'latin1');
      }
      for (const word of words) {
        for (const text of readable) expect(text.includes(word), word).toBe(false);
      }

      /** Restores `data` into a new data folder: refused with `message`, the folder never made. */
      const refused = async (data: Buffer, message: string, env: Record<string, string> = {}) => {
        const altered = path.join(tempDataDir(), 'alterada.backup');
        fs.writeFileSync(altered, data);
        const target = path.join(tempDataDir(), 'datos');
        const run = await command('restore', envOf(target, env), [altered]).done;
        expect(run.code, run.output).toBe(1);
        expect(run.output).toContain(message);
        expect(run.output).toContain('No se ha restaurado nada');
        expect(fs.existsSync(target), 'nothing written: not even the data folder').toBe(false);
      };
      const DAMAGED = 'La copia está dañada o fue modificada';
      const flipped = (at: number) => {
        const copy = Buffer.from(bytes);
        copy[at]! ^= 0x20;
        return copy;
      };
      const stored = CHUNK_BYTES + 16;
      const chunks = Math.ceil((bytes.length - HEADER_BYTES) / stored);
      expect(chunks).toBeGreaterThan(2);
      // Content spliced in from the other backup of the same installation, at the same place.
      const spliced = Buffer.from(bytes);
      fs.readFileSync(second!).copy(
        spliced,
        HEADER_BYTES + stored,
        HEADER_BYTES + stored,
        HEADER_BYTES + 2 * stored,
      );
      const cases: [Buffer, string, Record<string, string>?][] = [
        [flipped(Math.floor(bytes.length / 2)), DAMAGED],
        [flipped(HEADER_BYTES + 3), DAMAGED],
        [flipped(bytes.length - 1), DAMAGED],
        [flipped(20), DAMAGED], // the key's fingerprint
        [flipped(40), DAMAGED], // the salt
        [bytes.subarray(0, bytes.length - 1000), DAMAGED],
        [bytes.subarray(0, HEADER_BYTES + (chunks - 1) * stored), DAMAGED],
        [spliced, DAMAGED],
        // Another installation's key.
        [bytes, 'La copia se hizo con otra clave', { APP_SECRET: randomBytes(32).toString('hex') }],
      ];
      // Three restores at a time: each is a process of its own, on a target of its own.
      for (let i = 0; i < cases.length; i += 3) {
        await Promise.all(cases.slice(i, i + 3).map((args) => refused(...args)));
      }

      // The attacker's rebuild: the database with the admin's password hash swapped for Ana's
      // (whose password she knows), packed in the old format with its plain SHA-256 recomputed and
      // an old backup's fingerprint. Refused without the flag; the flag restores it, warning.
      const forged = tempDataDir();
      fs.cpSync(path.join(dataDir, 'db'), path.join(forged, 'db'), { recursive: true });
      fs.rmSync(path.join(forged, 'db', 'postmaster.pid'), { force: true });
      const pglite = new PGlite({ dataDir: path.join(forged, 'db') });
      const swapped = await pglite.query(
        `update users set password_hash = (select password_hash from users where email = $1)
          where role = 'admin'`,
        [ANA.email],
      );
      expect(swapped.affectedRows).toBe(1);
      await pglite.close();
      const migrations = productMigrations();
      const oldFormat = path.join(tempDataDir(), 'backoffice-2026-11-24T01-00-00-000Z.backup');
      packLegacyBackupSync(
        oldFormat,
        {
          format: 'backoffice-backup',
          version: 1,
          createdAt: new Date().toISOString(),
          trigger: 'scheduled',
          product: 'backoffice',
          migrations: { count: migrations.length, last: String(migrations.at(-1)!.when) },
          keyFingerprint: legacyKeyFingerprint(APP_SECRET),
        },
        await filesUnder(path.join(forged, 'db'), 'db'),
      );
      const target = path.join(tempDataDir(), 'datos');
      const without = await command('restore', envOf(target), [oldFormat]).done;
      expect(without.code, without.output).toBe(1);
      expect(without.output).toContain('copia del formato antiguo, sin autenticar');
      expect(without.output).toContain('--accept-unauthenticated');
      expect(fs.existsSync(target)).toBe(false);
      const withFlag = await command('restore', envOf(target), [
        '--accept-unauthenticated',
        oldFormat,
      ]).done;
      expect(withFlag.code, withFlag.output).toBe(0);
      expect(withFlag.output).toContain('Atención: restauras una copia del formato antiguo');
      expect(fs.existsSync(path.join(target, 'db', 'PG_VERSION'))).toBe(true);

      // The untouched backup restores.
      const good = tempDataDir();
      const restore = await command('restore', envOf(good), [file!]).done;
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).not.toContain('Atención');
    },
    4 * START_TIMEOUT_MS,
  );
});
