/**
 * A backup's sealed stream (docs/decisions/075): plain text cut into chunks of CHUNK_BYTES (the
 * last one 1…CHUNK_BYTES), each AES-256-GCM ciphertext · tag under the file's key, in the STREAM
 * construction: nonce = the file's prefix · u32 index · u8 last, additional data = the whole plain
 * header · u64 index · u8 last. A chunk changed, moved, repeated, dropped, or the end cut off, fails
 * its tag. backup-file.ts writes and reads the file around it.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { NONCE_PREFIX_BYTES } from './backup-keys';

/** Plain-text bytes of every chunk but the last. */
export const CHUNK_BYTES = 256 * 1024;
export const TAG_BYTES = 16;

type ChunkKeys = { key: Buffer; noncePrefix: Buffer };

/** A chunk's nonce: the file's prefix · u32 index · u8 last. */
function chunkNonce(prefix: Buffer, index: number, last: boolean) {
  const nonce = Buffer.alloc(NONCE_PREFIX_BYTES + 5);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  nonce.writeUInt8(last ? 1 : 0, NONCE_PREFIX_BYTES + 4);
  return nonce;
}

/** A chunk's additional data: the whole plain header · u64 index · u8 last. */
function chunkAad(header: Buffer, index: number, last: boolean) {
  const tail = Buffer.alloc(9);
  tail.writeBigUInt64BE(BigInt(index), 0);
  tail.writeUInt8(last ? 1 : 0, 8);
  return Buffer.concat([header, tail]);
}

/** Seals a stream of bytes into chunks handed to `write`; the last one when `end` is called. */
export class ChunkSealer {
  private pending: Buffer[] = [];
  private length = 0;
  private index = 0;
  constructor(
    private readonly write: (sealed: Buffer) => void,
    private readonly header: Buffer,
    private readonly key: Buffer,
    private readonly noncePrefix: Buffer,
  ) {}

  push(bytes: Buffer) {
    this.pending.push(bytes);
    this.length += bytes.length;
    // Strictly more than a chunk: what is left at the end (1…CHUNK_BYTES) is the last chunk.
    if (this.length <= CHUNK_BYTES) return;
    let all = Buffer.concat(this.pending);
    while (all.length > CHUNK_BYTES) {
      this.seal(all.subarray(0, CHUNK_BYTES), false);
      all = all.subarray(CHUNK_BYTES);
    }
    this.pending = [Buffer.from(all)];
    this.length = all.length;
  }

  end() {
    this.seal(Buffer.concat(this.pending), true);
    this.pending = [];
    this.length = 0;
  }

  private seal(plain: Buffer, last: boolean) {
    if (this.index > 0xffff_ffff) throw new Error('la copia es demasiado grande');
    const cipher = createCipheriv(
      'aes-256-gcm',
      this.key,
      chunkNonce(this.noncePrefix, this.index, last),
    );
    cipher.setAAD(chunkAad(this.header, this.index, last));
    this.write(Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]));
    this.index++;
  }
}

/** One stored chunk (ciphertext · tag) opened: its plain text, or null when its tag fails. */
export function openChunk(
  keys: ChunkKeys,
  header: Buffer,
  index: number,
  last: boolean,
  stored: Buffer,
): Buffer | null {
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keys.key,
    chunkNonce(keys.noncePrefix, index, last),
    {
      authTagLength: TAG_BYTES,
    },
  );
  decipher.setAAD(chunkAad(header, index, last));
  decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(stored.subarray(0, stored.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return null;
  }
}
