/**
 * One backup file (issue 15, issue 23 §3; docs/decisions/070 and 075): a short plain header that
 * says what the file is and whose key it needs, then everything else encrypted and authenticated
 * under a key derived from the app secret (backup-keys.ts), so that a backup copied elsewhere
 * reveals no name, email or amount, and a file altered, cut short, with chunks moved or from
 * another installation never reads as a backup.
 *
 * Format 2 (written):
 *   header, plain (63 bytes): "BOBACKUP 2\n" · key fingerprint (16) · salt (32) · u32 chunk size
 *   then the sealed stream in chunks of `chunk size` bytes of plain text (the last one 1…chunk
 *   size bytes), each stored as AES-256-GCM ciphertext · tag (16), under the file's own key
 *   (HKDF-SHA256 of the secret and the salt), nonce = prefix (7) · u32 index · u8 last, additional
 *   data = the whole header · u64 index · u8 last: a chunk changed, moved, dropped or the end cut
 *   off fails its tag. The plain text of the stream:
 *     u32 length · manifest (JSON) · gzip( entries · u8 0 · sha256 of the entries (32 bytes) )
 *
 * Format 1 (older versions; read only, and only with the operator's consent: unauthenticated):
 *   "BOBACKUP 1\n" · u32 length · manifest (JSON) · gzip( entries · u8 0 · sha256 (32 bytes) )
 *
 * entries: { u8 1 · u16 name length · name · u64 size · bytes   (a file)
 *          | u8 2 · u16 name length · name }*                    (a folder)
 * (the gzip part in members of about 1 MB each, which any gunzip reads as one stream).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip, gzipSync } from 'node:zlib';
import {
  backupFileKeys,
  backupKeyFingerprint,
  FINGERPRINT_BYTES,
  legacyKeyFingerprint,
  SALT_BYTES,
} from './backup-keys';
import { CHUNK_BYTES, ChunkSealer, openChunk, TAG_BYTES } from './sealed-chunks';

export { CHUNK_BYTES } from './sealed-chunks';

export const BACKUP_MAGIC = Buffer.from('BOBACKUP 2\n');
/** The unauthenticated format of older versions. */
export const LEGACY_MAGIC = Buffer.from('BOBACKUP 1\n');
/** Bytes of the plain header of format 2. */
export const HEADER_BYTES = BACKUP_MAGIC.length + FINGERPRINT_BYTES + SALT_BYTES + 4;
const MIN_CHUNK = 4 * 1024;
const MAX_CHUNK = 16 * 1024 * 1024;

type ManifestFields = {
  format: 'backoffice-backup';
  createdAt: string;
  trigger: 'scheduled' | 'on-demand';
  /** The product's version (apps/api/package.json, or 'dev'). */
  product: string;
  /** Migrations applied in the copied database, and the last one's tag. */
  migrations: { count: number; last: string | null };
};
/** What a backup says of itself, sealed with its entries. */
export type BackupManifest = ManifestFields & { version: 2 };
/** The plain header of a format-1 backup. */
export type LegacyBackupManifest = ManifestFields & {
  version: 1;
  /** legacyKeyFingerprint of the secret. */
  keyFingerprint: string;
};

/** An entry's name: 'db/…' (the database folder) or 'uploads/…' (uploaded files). */
export type BackupSource = { name: string; file: string; folder?: true };

/** Not a backup of this product, or of a format this version does not know. */
export class BackupFormatError extends Error {}
/** A backup altered, cut short or damaged: its authentication (or its checksum) fails. */
export class BackupDamagedError extends BackupFormatError {}
/** A backup made under another secret key. */
export class BackupKeyError extends Error {}
/** A format-1 backup, which nothing authenticates, read without the operator's consent. */
export class BackupUnauthenticatedError extends Error {}

const ENTRY = 1;
/** A folder, kept even when empty (PostgreSQL needs its empty ones). */
const FOLDER = 2;
const END = 0;

/** Every file under `dir` (recursively), as entries named `prefix/relative path`. */
export async function filesUnder(dir: string, prefix: string): Promise<BackupSource[]> {
  const out: BackupSource[] = [];
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return out;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile() && !entry.isDirectory()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = `${prefix}/${path.relative(dir, file).split(path.sep).join('/')}`;
    out.push(entry.isDirectory() ? { name, file, folder: true } : { name, file });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Uncompressed bytes gathered before each gzip member is written. */
const BLOCK = 1 << 20;

function writeAll(out: number, bytes: Buffer) {
  let written = 0;
  while (written < bytes.length) written += fs.writeSync(out, bytes, written);
}

/**
 * The entries of `sources`, compressed in gzip members of about 1 MB each, handed to `sink` one
 * member at a time: each file is read a block at a time (never two in memory).
 */
function packEntries(
  sources: readonly BackupSource[],
  sink: (compressed: Buffer) => void,
  aborted: () => boolean,
) {
  const hash = createHash('sha256');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes === 0) return;
    sink(gzipSync(Buffer.concat(pending), { level: 3 }));
    pending = [];
    pendingBytes = 0;
  };
  const emit = (chunk: Buffer, hashed = true) => {
    if (hashed) hash.update(chunk);
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= BLOCK) flush();
  };
  const buffer = Buffer.alloc(BLOCK);
  for (const source of sources) {
    if (aborted()) throw new Error('La copia se interrumpió');
    if (source.folder) {
      const name = Buffer.from(source.name);
      const head = Buffer.alloc(1 + 2 + name.length);
      head.writeUInt8(FOLDER, 0);
      head.writeUInt16BE(name.length, 1);
      name.copy(head, 3);
      emit(head);
      continue;
    }
    let fd: number;
    try {
      fd = fs.openSync(source.file, 'r');
    } catch (error) {
      // An uploaded file removed since it was listed (the orphan sweep) is simply not copied.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    try {
      const { size } = fs.fstatSync(fd);
      const name = Buffer.from(source.name);
      const head = Buffer.alloc(1 + 2 + name.length + 8);
      head.writeUInt8(ENTRY, 0);
      head.writeUInt16BE(name.length, 1);
      name.copy(head, 3);
      head.writeBigUInt64BE(BigInt(size), 3 + name.length);
      emit(head);
      // Exactly `size` bytes (copies and uploads never change while they are read).
      let left = size;
      while (left > 0) {
        const read = fs.readSync(fd, buffer, 0, Math.min(BLOCK, left), size - left);
        if (read === 0) throw new Error(`${source.name} se acortó durante la copia`);
        emit(Buffer.from(buffer.subarray(0, read)));
        left -= read;
      }
    } finally {
      fs.closeSync(fd);
    }
  }
  emit(Buffer.from([END]));
  emit(hash.digest(), false);
  flush();
}

/**
 * Writes a backup to `target` (created, never over an existing file), encrypted and authenticated
 * under `secret`, and fsyncs it, synchronously: run in its own low-priority thread
 * (backup-pack.ts), so that the compression and the encryption run on this thread rather than in
 * the process's shared thread pool. The caller writes under a temporary name and renames the file
 * when this returns.
 */
export function packBackupSync(
  target: string,
  manifest: BackupManifest,
  sources: readonly BackupSource[],
  secret: string,
  aborted: () => boolean = () => false,
): void {
  const out = fs.openSync(target, 'wx', 0o600);
  try {
    const salt = randomBytes(SALT_BYTES);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(CHUNK_BYTES);
    const header = Buffer.concat([BACKUP_MAGIC, backupKeyFingerprint(secret), salt, size]);
    writeAll(out, header);
    const { key, noncePrefix } = backupFileKeys(secret, salt);
    const sealer = new ChunkSealer((sealed) => writeAll(out, sealed), header, key, noncePrefix);
    const json = Buffer.from(JSON.stringify(manifest));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length);
    sealer.push(Buffer.concat([length, json]));
    packEntries(sources, (compressed) => sealer.push(compressed), aborted);
    sealer.end();
    fs.fsyncSync(out);
  } finally {
    fs.closeSync(out);
  }
}

/**
 * Writes a backup in format 1, as versions before issue 23 did: plain and unauthenticated. The
 * product never writes one; the tests use it to show how such a file restores (only with consent).
 */
export function packLegacyBackupSync(
  target: string,
  manifest: LegacyBackupManifest,
  sources: readonly BackupSource[],
): void {
  const out = fs.openSync(target, 'wx', 0o600);
  try {
    const header = Buffer.from(JSON.stringify(manifest));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    writeAll(out, Buffer.concat([LEGACY_MAGIC, length, header]));
    packEntries(
      sources,
      (compressed) => writeAll(out, compressed),
      () => false,
    );
    fs.fsyncSync(out);
  } finally {
    fs.closeSync(out);
  }
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  async read(n: number): Promise<Buffer> {
    while (this.length < n) {
      const next = await this.chunks.next();
      if (next.done) throw new BackupDamagedError('el archivo está incompleto');
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return out;
  }

  /** True when the stream has nothing left. */
  async atEnd(): Promise<boolean> {
    if (this.length > 0) return false;
    const next = await this.chunks.next();
    if (next.done) return true;
    this.buffered.push(next.value);
    this.length += next.value.length;
    return next.value.length === 0 ? this.atEnd() : false;
  }

  /** What is left of the stream, from the bytes already buffered on. */
  async *rest(): AsyncGenerator<Buffer> {
    const buffered = this.buffered;
    this.buffered = [];
    this.length = 0;
    yield* buffered;
    for (;;) {
      const next = await this.chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
}

export type BackupHeader =
  | { version: 2; bytes: Buffer; fingerprint: Buffer; salt: Buffer; chunkSize: number }
  | { version: 1; manifest: LegacyBackupManifest; bodyStart: number };

/** The plain header of a backup file: what restore needs before decrypting. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const magic = head.subarray(0, BACKUP_MAGIC.length);
    const complete = bytesRead >= BACKUP_MAGIC.length;
    if (complete && magic.equals(BACKUP_MAGIC)) {
      if (bytesRead < HEADER_BYTES) throw new BackupDamagedError('el archivo está incompleto');
      let at = BACKUP_MAGIC.length;
      const fingerprint = head.subarray(at, (at += FINGERPRINT_BYTES));
      const salt = head.subarray(at, (at += SALT_BYTES));
      const chunkSize = head.readUInt32BE(at);
      if (chunkSize < MIN_CHUNK || chunkSize > MAX_CHUNK) {
        throw new BackupDamagedError('la cabecera no es válida');
      }
      return { version: 2, bytes: head, fingerprint, salt, chunkSize };
    }
    if (complete && magic.equals(LEGACY_MAGIC)) {
      if (bytesRead < LEGACY_MAGIC.length + 4) {
        throw new BackupDamagedError('el archivo está incompleto');
      }
      const size = head.readUInt32BE(LEGACY_MAGIC.length);
      if (size > 1_000_000) throw new BackupDamagedError('la cabecera no es válida');
      const json = Buffer.alloc(size);
      const read = await handle.read(json, 0, size, LEGACY_MAGIC.length + 4);
      if (read.bytesRead < size) throw new BackupDamagedError('el archivo está incompleto');
      let manifest: LegacyBackupManifest;
      try {
        manifest = JSON.parse(json.toString('utf8')) as LegacyBackupManifest;
      } catch {
        throw new BackupDamagedError('la cabecera no es válida');
      }
      if (manifest?.format !== 'backoffice-backup' || manifest.version !== 1) {
        throw new BackupDamagedError('la cabecera no es válida');
      }
      return { version: 1, manifest, bodyStart: LEGACY_MAGIC.length + 4 + size };
    }
    if (bytesRead >= 9 && head.subarray(0, 9).equals(BACKUP_MAGIC.subarray(0, 9))) {
      throw new BackupFormatError('versión de copia desconocida');
    }
    throw new BackupFormatError('no es una copia de seguridad de Back Office');
  } finally {
    await handle.close();
  }
}

/** The authenticated plain text of a format-2 file, a chunk at a time, each checked whole first. */
async function* openedChunks(
  handle: FileHandle,
  header: Extract<BackupHeader, { version: 2 }>,
  keys: { key: Buffer; noncePrefix: Buffer },
  state: { last: boolean },
): AsyncGenerator<Buffer> {
  const { size } = await handle.stat();
  const stored = header.chunkSize + TAG_BYTES;
  const buffer = Buffer.alloc(stored);
  let offset = HEADER_BYTES;
  for (let index = 0; ; index++) {
    const left = size - offset;
    const last = left <= stored;
    const length = last ? left : stored;
    if (length <= TAG_BYTES) throw new BackupDamagedError('el archivo está incompleto');
    if (index > 0xffff_ffff) throw new BackupDamagedError('el archivo es demasiado grande');
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    if (bytesRead < length) throw new BackupDamagedError('el archivo está incompleto');
    const plain = openChunk(keys, header.bytes, index, last, buffer.subarray(0, length));
    if (!plain) {
      throw new BackupDamagedError(
        `la parte ${index + 1} no supera la comprobación de autenticidad`,
      );
    }
    yield plain;
    if (last) {
      state.last = true;
      return;
    }
    offset += length;
  }
}

/**
 * Reads the entries of a gzip stream: unpacked under `into` (each at its name), or only checked
 * when `into` is null; the end mark and the hash are checked, and names must stay under `into`.
 */
async function readEntries(compressed: Readable, into: string | null): Promise<number> {
  const gunzip = createGunzip();
  compressed.on('error', (error) => gunzip.destroy(error));
  compressed.pipe(gunzip);
  const reader = new ByteReader(gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  const hash = createHash('sha256');
  const take = async (n: number) => {
    const bytes = await reader.read(n);
    hash.update(bytes);
    return bytes;
  };
  const root = path.resolve(into ?? '/comprobación');
  let files = 0;
  try {
    for (;;) {
      const [kind] = await take(1);
      if (kind === END) break;
      if (kind !== ENTRY && kind !== FOLDER) throw new BackupDamagedError('entrada desconocida');
      const nameLength = (await take(2)).readUInt16BE(0);
      const name = (await take(nameLength)).toString('utf8');
      const target = path.resolve(root, name);
      if (!target.startsWith(root + path.sep) || !/^(db|uploads)\//.test(name)) {
        throw new BackupDamagedError(`nombre de entrada no válido: ${name}`);
      }
      if (kind === FOLDER) {
        if (into !== null) await fsp.mkdir(target, { recursive: true, mode: 0o700 });
        continue;
      }
      const size = Number((await take(8)).readBigUInt64BE(0));
      if (into === null) {
        for (let left = size; left > 0;) left -= (await take(Math.min(left, 1 << 20))).length;
      } else {
        await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        const out = await fsp.open(target, 'wx', 0o600);
        try {
          let left = size;
          while (left > 0) {
            const piece = await take(Math.min(left, 1 << 20));
            await out.write(piece);
            left -= piece.length;
          }
          await out.sync();
        } finally {
          await out.close();
        }
      }
      files++;
    }
    const expected = hash.digest();
    const stored = await reader.read(32);
    if (!stored.equals(expected)) {
      throw new BackupDamagedError('la suma de comprobación no coincide');
    }
    if (!(await reader.atEnd())) throw new BackupDamagedError('datos de más al final');
  } catch (error) {
    if (error instanceof BackupFormatError) throw error;
    if (
      (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ||
      (error as Error).message === 'unexpected end of file'
    ) {
      throw new BackupDamagedError('el archivo está incompleto');
    }
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupDamagedError('el archivo está dañado');
    }
    throw error;
  } finally {
    compressed.destroy();
    gunzip.destroy();
  }
  return files;
}

export type ReadOptions = {
  /** Reads a format-1 backup, which nothing authenticates (the operator's explicit consent). */
  acceptUnauthenticated?: boolean;
};

export type ReadResult = {
  manifest: BackupManifest | LegacyBackupManifest;
  files: number;
  /** False for a format-1 backup. */
  authenticated: boolean;
};

/**
 * Reads a whole backup made under `secret`: its entries unpacked under `into`, or, when `into` is
 * null, only decrypted and checked, writing nothing (restore.ts does this first). Throws
 * BackupKeyError (another secret), BackupDamagedError (altered, cut short, chunks moved),
 * BackupFormatError (not a backup) or BackupUnauthenticatedError (format 1 without consent).
 */
export async function readBackupFile(
  file: string,
  secret: string,
  into: string | null,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const header = await readBackupHeader(file);
  if (header.version === 1) {
    if (!options.acceptUnauthenticated) {
      throw new BackupUnauthenticatedError('copia del formato 1, sin autenticar');
    }
    if (legacyKeyFingerprint(secret) !== header.manifest.keyFingerprint) {
      throw new BackupKeyError('la copia se hizo con otra clave');
    }
    const input = fs.createReadStream(file, { start: header.bodyStart });
    const files = await readEntries(input, into);
    return { manifest: header.manifest, files, authenticated: false };
  }
  const fingerprint = backupKeyFingerprint(secret);
  const handle = await fsp.open(file, 'r');
  try {
    if (!fingerprint.equals(header.fingerprint)) {
      // Made under this key, its fingerprint changed since? Then its first chunk opens with a
      // header that carries this key's fingerprint: altered, not another installation's.
      const bytes = Buffer.from(header.bytes);
      fingerprint.copy(bytes, BACKUP_MAGIC.length);
      const mine = { ...header, bytes, fingerprint };
      const chunks = openedChunks(handle, mine, backupFileKeys(secret, header.salt), {
        last: false,
      });
      const opens = await chunks.next().then(
        () => true,
        () => false,
      );
      await chunks.return(undefined);
      if (opens) throw new BackupDamagedError('la huella de la clave fue modificada');
      throw new BackupKeyError('la copia se hizo con otra clave');
    }
    const state = { last: false };
    const chunks = openedChunks(handle, header, backupFileKeys(secret, header.salt), state);
    const reader = new ByteReader(chunks);
    const length = (await reader.read(4)).readUInt32BE(0);
    if (length > 1_000_000) throw new BackupDamagedError('la cabecera no es válida');
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse((await reader.read(length)).toString('utf8')) as BackupManifest;
    } catch (error) {
      if (error instanceof BackupFormatError) throw error;
      throw new BackupDamagedError('la cabecera no es válida');
    }
    if (manifest?.format !== 'backoffice-backup' || manifest.version !== 2) {
      throw new BackupFormatError('versión de copia desconocida');
    }
    const files = await readEntries(Readable.from(reader.rest()), into);
    // Every chunk read and authenticated, the last one included.
    if (!state.last) throw new BackupDamagedError('el archivo está incompleto');
    return { manifest, files, authenticated: true };
  } finally {
    await handle.close();
  }
}
