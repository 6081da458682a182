/**
 * The backup file (docs/decisions/070, 075): what goes in comes out byte for byte; the file shows
 * no name, email or amount; a byte changed anywhere, a file cut short, chunks moved or taken from
 * another file, another secret, or a file of the old unauthenticated format read without consent
 * are refused, without writing anything.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { constants, gzipSync, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BackupDamagedError,
  BackupFormatError,
  BackupKeyError,
  BackupUnauthenticatedError,
  CHUNK_BYTES,
  filesUnder,
  HEADER_BYTES,
  packLegacyBackupSync,
  readBackupFile,
  readBackupHeader,
  type BackupManifest,
  type LegacyBackupManifest,
} from './backup-file';
import { backupFileKeys, backupKeyFingerprint, legacyKeyFingerprint } from './backup-keys';
import { writeBackupFile } from './backup-pack';

const dirs: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-file-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'una clave secreta de al menos treinta y dos caracteres';
const OTHER_SECRET = 'otra clave secreta, de otra instalación, también larga';

const manifest: BackupManifest = {
  format: 'backoffice-backup',
  version: 2,
  createdAt: '2026-11-24T01:00:00.000Z',
  trigger: 'on-demand',
  product: 'backoffice',
  migrations: { count: 12, last: '1795277316871' },
};

/** What must never be readable in a backup file: a person's name and email, an amount. */
const SECRETS_OF_THE_COMPANY = ['Ana Martínez Ruiz', 'ana.martinez@empresa.test', '4321,75'];
const ROW = Buffer.from(`Ana Martínez Ruiz;ana.martinez@empresa.test;ingreso 4321,75 €\n`);

/** A folder like a data folder: a database folder with subfolders, and uploads (one empty). */
function dataFolder() {
  const root = temp();
  const files: Record<string, Buffer> = {
    'db/PG_VERSION': Buffer.from('17\n'),
    // Random (so that it spans several chunks compressed), then a "table" of readable rows.
    'db/base/1/1259': randomBytes(800_000),
    'db/base/1/2600': Buffer.concat(Array.from({ length: 200 }, () => ROW)),
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

async function sourcesOf(root: string) {
  return [
    ...(await filesUnder(path.join(root, 'db'), 'db')),
    ...(await filesUnder(path.join(root, 'uploads'), 'uploads')),
  ];
}

async function packed(secret = SECRET) {
  const { root, files } = dataFolder();
  const file = path.join(temp(), 'copia.backup');
  await writeBackupFile(file, manifest, await sourcesOf(root), secret);
  return { file, files, root };
}

const STORED = CHUNK_BYTES + 16;
/** The refusal of a chunk whose tag fails (not only of the inner checksum or gzip). */
const AUTH = /la parte \d+ no supera la comprobación de autenticidad/;
/** The stored chunks of a format-2 file (after its header). */
function chunksOf(bytes: Buffer) {
  const out: Buffer[] = [];
  for (let at = HEADER_BYTES; at < bytes.length; at += STORED) {
    out.push(bytes.subarray(at, Math.min(bytes.length, at + STORED)));
  }
  return out;
}

/** Writes `bytes` as a new file and reads it as a backup (checking only, writing nothing). */
function readAltered(bytes: Buffer, secret = SECRET) {
  const file = path.join(temp(), 'alterada.backup');
  fs.writeFileSync(file, bytes);
  return readBackupFile(file, secret, null);
}

/** Every text a reader could get from the file: its bytes, and every gzip member inflated. */
function readableText(bytes: Buffer): Buffer[] {
  const out = [bytes];
  for (let at = bytes.indexOf('\x1f\x8b\x08', 0, 'latin1'); at >= 0;) {
    try {
      out.push(inflateRawSync(bytes.subarray(at + 10), { finishFlush: constants.Z_SYNC_FLUSH }));
    } catch {
      // not a gzip member
    }
    at = bytes.indexOf('\x1f\x8b\x08', at + 1, 'latin1');
  }
  return out;
}

describe('the backup file', () => {
  it('gives back every file byte for byte, and its manifest, mode 0600', async () => {
    const { file, files } = await packed();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const bytes = fs.readFileSync(file);
    expect(chunksOf(bytes).length, 'several chunks').toBeGreaterThanOrEqual(3);

    // Checking first writes nothing anywhere.
    const checked = await readBackupFile(file, SECRET, null);
    expect(checked).toEqual({ manifest, files: Object.keys(files).length, authenticated: true });

    const into = temp();
    const read = await readBackupFile(file, SECRET, into);
    expect(read.manifest).toEqual(manifest);
    expect(read.files).toBe(Object.keys(files).length);
    for (const [name, data] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(into, name)).equals(data), name).toBe(true);
    }
    expect(fs.readdirSync(path.join(into, 'db/pg_tblspc'))).toEqual([]);
    expect(fs.readdirSync(path.join(into, 'db/pg_logical/snapshots'))).toEqual([]);
  });

  it('shows no name, email, amount, file name or manifest: only the format, a fingerprint and a salt', async () => {
    const { file, root } = await packed();
    const bytes = fs.readFileSync(file);
    // The same rows are readable in an unencrypted gzip of them (the check can see them).
    const plain = gzipSync(fs.readFileSync(path.join(root, 'db/base/1/2600')), { level: 3 });
    expect(readableText(plain).some((text) => text.includes(SECRETS_OF_THE_COMPANY[1]!))).toBe(
      true,
    );
    const texts = readableText(bytes);
    for (const word of [
      ...SECRETS_OF_THE_COMPANY,
      'foto-ñ.png',
      'uploads/',
      'db/base',
      manifest.createdAt,
      manifest.migrations.last!,
      'backoffice-backup',
    ]) {
      for (const text of texts) expect(text.includes(word), word).toBe(false);
    }
    const header = await readBackupHeader(file);
    expect(header).toMatchObject({ version: 2, chunkSize: CHUNK_BYTES });
    expect(
      bytes.subarray(0, HEADER_BYTES).equals(header.version === 2 ? header.bytes : Buffer.alloc(0)),
    ).toBe(true);
    expect(bytes.subarray(0, 11).toString()).toBe('BOBACKUP 2\n');
    expect(bytes.subarray(11, 27).equals(backupKeyFingerprint(SECRET))).toBe(true);
    // Two backups of the same data under the same key share no byte pattern past the fingerprint.
    const again = path.join(temp(), 'otra.backup');
    await writeBackupFile(again, manifest, await sourcesOf(root), SECRET);
    const second = fs.readFileSync(again);
    expect(second.subarray(27, 59).equals(bytes.subarray(27, 59))).toBe(false);
    expect(
      second
        .subarray(HEADER_BYTES, HEADER_BYTES + 64)
        .equals(bytes.subarray(HEADER_BYTES, HEADER_BYTES + 64)),
    ).toBe(false);
  });

  it('refuses a byte changed anywhere: header, first, middle and last chunk, tag', async () => {
    const { file } = await packed();
    const bytes = fs.readFileSync(file);
    const chunks = chunksOf(bytes);
    const lastStart = HEADER_BYTES + (chunks.length - 1) * STORED;
    const flip = (at: number) => {
      const copy = Buffer.from(bytes);
      copy[at]! ^= 0x01;
      return readAltered(copy);
    };
    // The header: its magic, its version, the fingerprint, the salt, the chunk size.
    await expect(flip(0)).rejects.toThrow('no es una copia de seguridad de Back Office');
    await expect(flip(9)).rejects.toThrow(BackupFormatError);
    await expect(flip(11)).rejects.toThrow('la huella de la clave fue modificada');
    await expect(flip(26)).rejects.toThrow(BackupDamagedError);
    await expect(flip(30)).rejects.toThrow(BackupDamagedError);
    await expect(flip(HEADER_BYTES - 1)).rejects.toThrow(BackupDamagedError);
    await expect(flip(HEADER_BYTES - 3)).rejects.toThrow(BackupDamagedError);
    // The chunks: first byte, the middle of a middle chunk, the last chunk, its tag, the last byte.
    for (const at of [
      HEADER_BYTES,
      HEADER_BYTES + STORED + STORED / 2,
      HEADER_BYTES + 2 * STORED - 1,
      lastStart + 5,
      bytes.length - 16,
      bytes.length - 1,
    ]) {
      await expect(flip(at), `byte ${at}`).rejects.toThrow(BackupDamagedError);
      await expect(flip(at), `byte ${at}`).rejects.toThrow(AUTH);
    }
    // And bytes spread over the whole file.
    for (let at = HEADER_BYTES + 7; at < bytes.length; at += Math.floor(bytes.length / 23)) {
      await expect(flip(at), `byte ${at}`).rejects.toThrow(AUTH);
    }
  });

  it('refuses a file cut short or lengthened, anywhere', async () => {
    const { file } = await packed();
    const bytes = fs.readFileSync(file);
    const chunks = chunksOf(bytes);
    const withoutLast = HEADER_BYTES + (chunks.length - 1) * STORED;
    for (const size of [20, HEADER_BYTES - 1, HEADER_BYTES, HEADER_BYTES + 16]) {
      await expect(readAltered(bytes.subarray(0, size)), `${size} bytes`).rejects.toThrow(
        'el archivo está incompleto',
      );
    }
    for (const size of [
      HEADER_BYTES + 100,
      Math.floor(bytes.length / 2),
      withoutLast, // exactly the last chunk dropped
      withoutLast - STORED, // the last two
      bytes.length - 10,
      bytes.length - 1,
    ]) {
      const cut = readAltered(bytes.subarray(0, size));
      await expect(cut, `${size} bytes`).rejects.toThrow(BackupDamagedError);
      await expect(readAltered(bytes.subarray(0, size)), `${size} bytes`).rejects.toThrow(AUTH);
    }
    await expect(readAltered(Buffer.concat([bytes, Buffer.from([0])]))).rejects.toThrow(AUTH);
    // A copy of the last chunk appended.
    await expect(readAltered(Buffer.concat([bytes, chunks.at(-1)!]))).rejects.toThrow(AUTH);
  });

  it('refuses chunks swapped, repeated, or taken from another backup under the same key', async () => {
    const { file } = await packed();
    const bytes = fs.readFileSync(file);
    const header = bytes.subarray(0, HEADER_BYTES);
    const [a, b, ...rest] = chunksOf(bytes);
    await expect(readAltered(Buffer.concat([header, b!, a!, ...rest]))).rejects.toThrow(AUTH);
    await expect(readAltered(Buffer.concat([header, a!, a!, ...rest]))).rejects.toThrow(AUTH);
    // Another backup of the same installation: its chunk at the same place, or its header.
    const other = fs.readFileSync((await packed()).file);
    const [otherA] = chunksOf(other);
    await expect(readAltered(Buffer.concat([header, otherA!, b!, ...rest]))).rejects.toThrow(AUTH);
    await expect(
      readAltered(Buffer.concat([other.subarray(0, HEADER_BYTES), a!, b!, ...rest])),
    ).rejects.toThrow(AUTH);
    // Untouched, the same pieces read.
    await expect(readAltered(Buffer.concat([header, a!, b!, ...rest]))).resolves.toMatchObject({
      authenticated: true,
    });
  });

  it('refuses another installation’s backup, even with its fingerprint copied in', async () => {
    const { file } = await packed();
    await expect(readBackupFile(file, OTHER_SECRET, null)).rejects.toThrow(BackupKeyError);
    const forged = fs.readFileSync(file);
    backupKeyFingerprint(OTHER_SECRET).copy(forged, 11);
    await expect(readAltered(forged, OTHER_SECRET)).rejects.toThrow(BackupDamagedError);
    await expect(readAltered(forged, OTHER_SECRET)).rejects.toThrow(AUTH);
  });

  it('reads a backup of the old unauthenticated format only with consent, and still checks it', async () => {
    const { root, files } = dataFolder();
    const legacy: LegacyBackupManifest = {
      ...manifest,
      version: 1,
      keyFingerprint: legacyKeyFingerprint(SECRET),
    };
    const file = path.join(temp(), 'antigua.backup');
    packLegacyBackupSync(file, legacy, await sourcesOf(root));
    expect(fs.readFileSync(file).subarray(0, 11).toString()).toBe('BOBACKUP 1\n');
    expect(await readBackupHeader(file)).toMatchObject({ version: 1, manifest: legacy });
    // Without consent, refused: its plain SHA-256 is all it has, and anyone can recompute it.
    await expect(readBackupFile(file, SECRET, null)).rejects.toThrow(BackupUnauthenticatedError);
    await expect(readBackupFile(file, SECRET, temp())).rejects.toThrow(BackupUnauthenticatedError);
    const consent = { acceptUnauthenticated: true };
    const into = temp();
    expect(await readBackupFile(file, SECRET, into, consent)).toEqual({
      manifest: legacy,
      files: Object.keys(files).length,
      authenticated: false,
    });
    for (const [name, data] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(into, name)).equals(data), name).toBe(true);
    }
    await expect(readBackupFile(file, OTHER_SECRET, null, consent)).rejects.toThrow(BackupKeyError);
    // Altered without recomputing its checksum: refused even with consent.
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 40]! ^= 0xff;
    fs.writeFileSync(file, bytes);
    await expect(readBackupFile(file, SECRET, null, consent)).rejects.toThrow(BackupDamagedError);
  });

  it('refuses an old-format file rebuilt with other contents and its plain SHA-256 recomputed', async () => {
    const { root } = dataFolder();
    // The attacker's rows, packed as format 1 with a recomputed checksum and an old fingerprint.
    fs.writeFileSync(path.join(root, 'db/base/1/2600'), 'admin;hash-del-atacante\n');
    const file = path.join(temp(), 'rehecha.backup');
    packLegacyBackupSync(
      file,
      { ...manifest, version: 1, keyFingerprint: legacyKeyFingerprint(SECRET) },
      await sourcesOf(root),
    );
    await expect(readBackupFile(file, SECRET, null)).rejects.toThrow(BackupUnauthenticatedError);
    await expect(readBackupFile(file, SECRET, temp())).rejects.toThrow(BackupUnauthenticatedError);
  });

  it('refuses what is not a backup, and never writes over an existing file', async () => {
    const other = path.join(temp(), 'foto.png');
    fs.writeFileSync(other, randomBytes(100));
    await expect(readBackupHeader(other)).rejects.toThrow(
      'no es una copia de seguridad de Back Office',
    );
    await expect(readBackupFile(other, SECRET, null)).rejects.toThrow(BackupFormatError);
    await expect(writeBackupFile(other, manifest, [], SECRET)).rejects.toThrow(/EEXIST/);
  });

  it('derives distinct keys from the secret: a fingerprint that does not contain it, and a key per file', () => {
    const fingerprint = backupKeyFingerprint(SECRET);
    expect(fingerprint).toHaveLength(16);
    expect(backupKeyFingerprint(SECRET).equals(fingerprint)).toBe(true);
    expect(backupKeyFingerprint(`${SECRET}!`).equals(fingerprint)).toBe(false);
    expect(fingerprint.toString('hex')).not.toContain(
      Buffer.from(SECRET).toString('hex').slice(0, 16),
    );
    expect(fingerprint.toString('hex')).not.toBe(legacyKeyFingerprint(SECRET));
    const salt = randomBytes(32);
    const keys = backupFileKeys(SECRET, salt);
    expect(keys.key).toHaveLength(32);
    expect(keys.noncePrefix).toHaveLength(7);
    expect(keys.key.includes(fingerprint)).toBe(false);
    expect(backupFileKeys(SECRET, randomBytes(32)).key.equals(keys.key)).toBe(false);
    expect(backupFileKeys(OTHER_SECRET, salt).key.equals(keys.key)).toBe(false);
    expect(createHash('sha256').update(SECRET).digest().includes(keys.key)).toBe(false);
  });
});
