/**
 * One backup file (issue 15, docs/decisions/070): a plain header that says what the file is and
 * whose key it needs, then a gzip stream of entries (the database's folder and the uploaded files),
 * closed by an end mark and the SHA-256 of every entry. A file cut short, or altered, never reads
 * as a backup.
 *
 *   "BOBACKUP 1\n" · u32 length · manifest (JSON)
 *   gzip( { u8 1 · u16 name length · name · u64 size · bytes  (a file)
 *         | u8 2 · u16 name length · name }*                   (a folder)
 *         · u8 0 · sha256 (32 bytes) )
 *
 * (the gzip part in members of about 1 MB each, which any gunzip reads as one stream).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createGunzip, gzipSync } from 'node:zlib';

export const BACKUP_MAGIC = Buffer.from('BOBACKUP 1\n');

export type BackupManifest = {
  format: 'backoffice-backup';
  version: 1;
  createdAt: string;
  trigger: 'scheduled' | 'on-demand';
  /** The product's version (apps/api/package.json, or 'dev'). */
  product: string;
  /** Migrations applied in the copied database, and the last one's tag. */
  migrations: { count: number; last: string | null };
  /** HMAC-SHA256 of a fixed label under the secret key: tells a key apart, reveals nothing. */
  keyFingerprint: string;
};

/** An entry's name: 'db/…' (the database folder) or 'uploads/…' (uploaded files). */
export type BackupSource = { name: string; file: string; folder?: true };

export class BackupFormatError extends Error {}

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

/**
 * Writes a backup to `target` (created, never over an existing file) and fsyncs it, synchronously:
 * run in its own low-priority thread (backup-pack.ts). Each file is read in turn, a block at a time
 * (never two in memory); the entries are compressed in gzip members of about 1 MB, one after
 * another (a gzip stream may hold several), so that the compression runs on this thread rather
 * than in the process's shared thread pool. The caller writes under a temporary name and renames
 * the file when this returns.
 */
export function packBackupSync(
  target: string,
  manifest: BackupManifest,
  sources: readonly BackupSource[],
  aborted: () => boolean = () => false,
): void {
  const out = fs.openSync(target, 'wx', 0o600);
  try {
    const header = Buffer.from(JSON.stringify(manifest));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    fs.writeSync(out, Buffer.concat([BACKUP_MAGIC, length, header]));
    const hash = createHash('sha256');
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = () => {
      if (pendingBytes === 0) return;
      fs.writeSync(out, gzipSync(Buffer.concat(pending), { level: 3 }));
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
      if (next.done) throw new BackupFormatError('el archivo está incompleto');
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
}

/** The header of a backup file, or BackupFormatError when it is not one. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(BACKUP_MAGIC.length + 4);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < head.length || !head.subarray(0, BACKUP_MAGIC.length).equals(BACKUP_MAGIC)) {
      throw new BackupFormatError('no es una copia de seguridad de Back Office');
    }
    const size = head.readUInt32BE(BACKUP_MAGIC.length);
    if (size > 1_000_000) throw new BackupFormatError('la cabecera es demasiado grande');
    const json = Buffer.alloc(size);
    const read = await handle.read(json, 0, size, head.length);
    if (read.bytesRead < size) throw new BackupFormatError('el archivo está incompleto');
    const manifest = JSON.parse(json.toString('utf8')) as BackupManifest;
    if (manifest.format !== 'backoffice-backup' || manifest.version !== 1) {
      throw new BackupFormatError('versión de copia desconocida');
    }
    return manifest;
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks a backup's entries under `into` (each at its name), checking the end mark and the hash:
 * a file cut short or altered throws BackupFormatError. Names are checked to stay under `into`.
 */
export async function extractBackupFile(file: string, into: string): Promise<{ files: number }> {
  const manifestBytes = await (async () => {
    const handle = await fsp.open(file, 'r');
    try {
      const head = Buffer.alloc(BACKUP_MAGIC.length + 4);
      await handle.read(head, 0, head.length, 0);
      return head.length + head.readUInt32BE(BACKUP_MAGIC.length);
    } finally {
      await handle.close();
    }
  })();
  const gunzip = createGunzip();
  const input = fs.createReadStream(file, { start: manifestBytes });
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const reader = new ByteReader(gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  const hash = createHash('sha256');
  const take = async (n: number) => {
    const bytes = await reader.read(n);
    hash.update(bytes);
    return bytes;
  };
  let files = 0;
  try {
    for (;;) {
      const [kind] = await take(1);
      if (kind === END) break;
      if (kind !== ENTRY && kind !== FOLDER) throw new BackupFormatError('entrada desconocida');
      const nameLength = (await take(2)).readUInt16BE(0);
      const name = (await take(nameLength)).toString('utf8');
      const target = path.resolve(into, name);
      if (!target.startsWith(path.resolve(into) + path.sep) || !/^(db|uploads)\//.test(name)) {
        throw new BackupFormatError(`nombre de entrada no válido: ${name}`);
      }
      if (kind === FOLDER) {
        await fsp.mkdir(target, { recursive: true, mode: 0o700 });
        continue;
      }
      const size = Number((await take(8)).readBigUInt64BE(0));
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
      files++;
    }
    const expected = hash.digest();
    const stored = await reader.read(32);
    if (!stored.equals(expected))
      throw new BackupFormatError('la suma de comprobación no coincide');
    if (!(await reader.atEnd())) throw new BackupFormatError('datos de más al final');
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ||
      (error as Error).message === 'unexpected end of file'
    ) {
      throw new BackupFormatError('el archivo está incompleto');
    }
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupFormatError('el archivo está dañado');
    }
    throw error;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  return { files };
}
