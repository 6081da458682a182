/** The backup file: what goes in comes out byte for byte; a file cut short or altered is refused. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BackupFormatError,
  extractBackupFile,
  filesUnder,
  readManifest,
  type BackupManifest,
} from './backup-file';
import { writeBackupFile } from './backup-pack';
import { keyFingerprint } from './make-backup';

const dirs: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-file-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const manifest: BackupManifest = {
  format: 'backoffice-backup',
  version: 1,
  createdAt: '2026-11-24T01:00:00.000Z',
  trigger: 'on-demand',
  product: 'backoffice',
  migrations: { count: 12, last: '1795277316871' },
  keyFingerprint: keyFingerprint('una clave secreta de al menos treinta y dos caracteres'),
};

/** A folder like a data folder: a database folder with subfolders, and uploads (one empty). */
function dataFolder() {
  const root = temp();
  const files: Record<string, Buffer> = {
    'db/PG_VERSION': Buffer.from('17\n'),
    'db/base/1/1259': randomBytes(200_000),
    'db/pg_wal/000000010000000000000001': randomBytes(70_000),
    'uploads/foto-ñ.png': randomBytes(3000),
    'uploads/vacío.pdf': Buffer.alloc(0),
  };
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), data);
  }
  // PostgreSQL will not start without its empty folders.
  fs.mkdirSync(path.join(root, 'db/pg_tblspc'));
  fs.mkdirSync(path.join(root, 'db/pg_logical/snapshots'), { recursive: true });
  return { root, files };
}

async function packed() {
  const { root, files } = dataFolder();
  const sources = [
    ...(await filesUnder(path.join(root, 'db'), 'db')),
    ...(await filesUnder(path.join(root, 'uploads'), 'uploads')),
  ];
  const file = path.join(temp(), 'copia.backup');
  await writeBackupFile(file, manifest, sources);
  return { file, files };
}

describe('the backup file', () => {
  it('gives back every file byte for byte, and its header, mode 0600', async () => {
    const { file, files } = await packed();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(await readManifest(file)).toEqual(manifest);
    const into = temp();
    expect((await extractBackupFile(file, into)).files).toBe(Object.keys(files).length);
    for (const [name, data] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(into, name)).equals(data), name).toBe(true);
    }
    expect(fs.readdirSync(path.join(into, 'db/pg_tblspc'))).toEqual([]);
    expect(fs.readdirSync(path.join(into, 'db/pg_logical/snapshots'))).toEqual([]);
  });

  it('refuses a file cut short', async () => {
    const { file } = await packed();
    const size = fs.statSync(file).size;
    fs.truncateSync(file, Math.floor(size / 2));
    await expect(extractBackupFile(file, temp())).rejects.toThrow(BackupFormatError);
    fs.truncateSync(file, size - 10);
    await expect(extractBackupFile(file, temp())).rejects.toThrow(BackupFormatError);
  });

  it('refuses a file altered after it was written', async () => {
    const { file } = await packed();
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 40]! ^= 0xff;
    fs.writeFileSync(file, bytes);
    await expect(extractBackupFile(file, temp())).rejects.toThrow(BackupFormatError);
  });

  it('refuses what is not a backup, and never writes over an existing file', async () => {
    const other = path.join(temp(), 'foto.png');
    fs.writeFileSync(other, randomBytes(100));
    await expect(readManifest(other)).rejects.toThrow(
      'no es una copia de seguridad de Back Office',
    );
    await expect(writeBackupFile(other, manifest, [])).rejects.toThrow(/EEXIST/);
  });

  it('tells keys apart by a fingerprint that does not contain them', () => {
    const key = 'una clave secreta de al menos treinta y dos caracteres';
    expect(keyFingerprint(key)).toBe(manifest.keyFingerprint);
    expect(keyFingerprint(`${key}!`)).not.toBe(manifest.keyFingerprint);
    expect(manifest.keyFingerprint).not.toContain(Buffer.from(key).toString('hex').slice(0, 16));
  });
});
