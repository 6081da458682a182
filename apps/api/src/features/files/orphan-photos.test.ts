import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PUNCH_TEXTS } from '@app/contract/punches';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { punches, users } from '../../db/schema/index';
import { startJobs } from '../../lib/scheduled-jobs';
import { localFileStorage, type FileStorage } from '../../lib/file-storage';
import { expectErrorBody } from '../../../test/api-checks';
import { insertPunch } from '../../../test/factories';
import { pngUpload, TINY_PNG } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ORPHAN_PHOTO_GRACE_MS, orphanPhotoSweepJob, sweepOrphanPhotos } from './orphan-photos';

const HOUR = 3_600_000;
let t: TestApp;
let owner: number;
const folders: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signIn('usuario')).id;
});
afterAll(async () => {
  await t.close();
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A photo folder of the test's own, so that the sweep's counts are exact. */
async function photoFolder() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orphan-photos-'));
  folders.push(dir);
  const storage = localFileStorage(dir);
  /** Writes a file under `name` and dates it `ageHours` back. */
  const write = async (name: string, ageHours: number) => {
    await fs.writeFile(path.join(dir, name), TINY_PNG);
    const when = new Date(Date.now() - ageHours * HOUR);
    await fs.utimes(path.join(dir, name), when, when);
    return name;
  };
  const names = async () => (await fs.readdir(dir)).sort();
  return { dir, storage, write, names };
}

const newKey = (userId = owner, action: 'I' | 'O' = 'I') =>
  `${userId}-20260105-${action}-${randomBytes(8).toString('hex')}.png`;

let day = 20260101;
/** A punch of the owner holding these keys, on a day of its own. */
async function punchWith(imgIn: string | null, imgOut: string | null, userId = owner) {
  day += 1;
  await insertPunch(t.db, {
    userId,
    calendarDateId: day,
    dateOut: imgOut === null ? null : new Date(),
    imgIn,
    imgOut,
  });
}

const sweep = (storage: FileStorage, now?: Date) =>
  sweepOrphanPhotos({ db: t.db, storage }, now ? { now } : {});

describe('the orphan photo sweep', () => {
  it('deletes an old photo no punch holds and keeps a recent one until it is old', async () => {
    const { storage, write, names } = await photoFolder();
    const old = await write(newKey(), 25);
    const recent = await write(newKey(), 1);

    expect(await sweep(storage)).toEqual({ checked: 1, removed: 1 });
    expect(await names()).toEqual([recent]);
    expect(await storage.exists(old)).toBe(false);

    // The same photo a day later (the sweep's clock moved) has had its grace period.
    const dayLater = new Date(Date.now() + ORPHAN_PHOTO_GRACE_MS);
    expect(await sweep(storage, dayLater)).toEqual({ checked: 1, removed: 1 });
    expect(await names()).toEqual([]);
  });

  it('keeps old photos held by a punch, as its photo in or its photo out', async () => {
    const { storage, write, names } = await photoFolder();
    const photoIn = await write(newKey(owner, 'I'), 24 * 40);
    const photoOut = await write(newKey(owner, 'O'), 24 * 40);
    const onlyOut = await write(newKey(owner, 'O'), 48);
    const orphan = await write(newKey(owner, 'O'), 48);
    await punchWith(photoIn, photoOut);
    await punchWith(null, onlyOut);

    expect(await sweep(storage)).toEqual({ checked: 4, removed: 1 });
    expect(await names()).toEqual([photoIn, photoOut, onlyOut].sort());
    expect(await storage.exists(orphan)).toBe(false);
  });

  it('leaves alone every file whose name is not a photo key', async () => {
    const { dir, storage, write, names } = await photoFolder();
    const key = newKey();
    const others = [
      'notas.txt',
      'README',
      '.oculto',
      `${key}.4242.tmp`, // an upload cut short before its rename
      `${key}.bak`,
      key.toUpperCase(),
      key.replace('.png', '.gif'),
      key.replace('-I-', '-X-'),
      `0${key.slice(key.indexOf('-'))}`,
      `1-2026015-I-${'a'.repeat(16)}.png`,
    ];
    for (const name of others) await write(name, 24 * 400);
    // A folder named like a photo key is not a photo either.
    await fs.mkdir(path.join(dir, newKey()));

    expect(await sweep(storage)).toEqual({ checked: 0, removed: 0 });
    expect(await names()).toHaveLength(others.length + 1);
  });

  it('checks the punches in batches and sweeps a folder of any size', async () => {
    const { storage, write, names } = await photoFolder();
    const orphans = 1_234;
    for (let i = 0; i < orphans; i += 1) await write(newKey(), 30);
    const held = [await write(newKey(), 30), await write(newKey(owner, 'O'), 30)];
    await punchWith(held[0]!, held[1]!);

    expect(await sweep(storage)).toEqual({ checked: orphans + 2, removed: orphans });
    expect(await names()).toEqual([...held].sort());
  });

  it('keeps the photo of a punch that is being written while it sweeps', async () => {
    const { storage, write, names } = await photoFolder();
    // Taken a day ago and sent only now: the grace period has passed, so the lock must decide.
    const late = await write(newKey(), 25);
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const punchWritten = new Promise<void>((resolve) => (written = resolve));
    // As the punch service does: the user's row FOR UPDATE, the checks, the insert, then commit.
    const writer = t.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, owner)).for('update');
      day += 1;
      await tx.insert(punches).values({
        userId: owner,
        calendarDateId: day,
        dateIn: new Date(),
        imgIn: late,
      });
      written();
      await committing;
    });
    await punchWritten;
    const sweeping = sweep(storage);
    // On PostgreSQL the sweep runs beside the writer and must wait; the embedded database has one
    // connection, so there it runs only after the commit.
    const waited = process.env.TEST_DATABASE_URL ? await sweepWaitsForLock() : true;
    commit();
    await writer;

    expect(await sweeping).toEqual({ checked: 1, removed: 0 });
    expect(await names()).toEqual([late]);
    expect(waited).toBe(true);
  });

  it('a punch sent after the sweep took its photo is refused and records nothing', async () => {
    const admin = await t.signIn('admin'); // admin may punch without a shift
    const body = pngUpload();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { key } = upload.json<{ key: string }>();
    const { storage } = t.app.files;

    await sweep(storage, new Date(Date.now() + ORPHAN_PHOTO_GRACE_MS + HOUR));
    expect(await storage.exists(key)).toBe(false);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/punches/add',
      headers: admin.headers,
      payload: { type: 'I', img: key },
    });
    expectErrorBody(refused, { status: 400, message: PUNCH_TEXTS.badImage });
    expect(await t.db.select().from(punches).where(eq(punches.userId, admin.id))).toEqual([]);
  });
});

describe('the scheduled sweep', () => {
  it('sweeps at once, logs counts without file names, and stops', async () => {
    const { storage, write, names } = await photoFolder();
    const orphan = await write(newKey(), 25);
    const kept = await write(newKey(), 1);
    const logged: unknown[] = [];
    let loggedOnce!: () => void;
    const firstLog = new Promise<void>((resolve) => (loggedOnce = resolve));
    const log = {
      info: (entry: unknown) => {
        logged.push(entry);
        loggedOnce();
      },
      error: (entry: unknown) => {
        logged.push(entry);
        loggedOnce();
      },
    };

    const schedule = startJobs({ db: t.db, log }, [orphanPhotoSweepJob({ db: t.db, storage })]);
    await firstLog;
    await schedule.stop();
    await schedule.stop(); // stopping twice is harmless

    expect(logged).toEqual([{ removed: 1, checked: 1 }]);
    expect(JSON.stringify(logged)).not.toContain(orphan.slice(0, 12));
    expect(await names()).toEqual([kept]);
  });
});

/** On PostgreSQL: whether the sweep's session comes to wait for a lock (polled up to 5 s). */
async function sweepWaitsForLock() {
  for (let tries = 0; tries < 250; tries += 1) {
    const waiting = (await t.db.execute(
      sql`SELECT count(*)::int AS count FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as { rows: { count: number }[] };
    if (waiting.rows[0]!.count > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
