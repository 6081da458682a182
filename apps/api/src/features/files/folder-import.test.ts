/**
 * A PostgreSQL instance that kept photos in its data folder (before files lived in the database)
 * moves them into the database at start, with their rows: every instance then serves them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { files } from '../../db/schema/index';
import { databaseFileStorage, localFileStorage } from '../../lib/file-storage';
import { importFolderFiles } from './folder-import';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'folder-import-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const keyOf = (owner: number) => `${owner}-20260105-I-${randomBytes(8).toString('hex')}.png`;

describe('moving the data folder photos into PostgreSQL', () => {
  it('copies each photo with its owner and upload time, then removes it from the folder', async () => {
    const owner = await t.signIn('usuario');
    const photo = keyOf(owner.id);
    const strangers = keyOf(987_654); // no such user: left where it is
    const taken = new Date('2026-01-05T08:00:00Z');
    for (const name of [photo, strangers, 'notas.txt']) {
      await fs.writeFile(path.join(dir, name), TINY_PNG);
      await fs.utimes(path.join(dir, name), taken, taken);
    }

    expect(await importFolderFiles(t.db, localFileStorage(dir))).toEqual({ imported: 1 });
    expect((await fs.readdir(dir)).sort()).toEqual([strangers, 'notas.txt'].sort());
    const [row] = await t.db.select().from(files).where(eq(files.key, photo));
    expect(row).toMatchObject({
      ownerId: owner.id,
      purpose: 'punch-photo',
      contentType: 'image/png',
      size: TINY_PNG.length,
      createdAt: taken,
    });
    const stored = await databaseFileStorage(t.db).get(photo);
    expect(stored?.equals(TINY_PNG)).toBe(true);

    // A second start finds nothing more to move.
    expect(await importFolderFiles(t.db, localFileStorage(dir))).toEqual({ imported: 0 });
  });
});
