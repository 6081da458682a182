import { FILE_TEXTS } from '@app/contract/files';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileContents, files, users } from '../../db/schema/index';
import { payloadTooLarge, tooManyRequests } from '../../lib/app-error';
import type { FileLinks } from '../../lib/file-links';
import type { FileStorage } from '../../lib/file-storage';
import { CONTENT_TYPES, FILE_PURPOSES, type FilePurpose } from './file-purposes';
import { ORPHAN_PHOTO_GRACE_MS } from './orphan-photos';

/** What the files table says of a file: ownership and purpose as data, for access decisions. */
export type StoredFile = {
  key: string;
  ownerId: number;
  purpose: FilePurpose;
  contentType: string;
  size: number | null;
  createdAt: Date;
};

export type UploadLimits = {
  /** uploads per owner per minute */
  perMinute: number;
  /** uploads of an owner that no record holds yet */
  pending: number;
};

export type NewFile = {
  key: string;
  ownerId: number;
  purpose: FilePurpose;
  /** the extension, already checked against the purpose (uploadExtension) */
  ext: string;
  data: Buffer;
};

export type FileService = {
  storage: FileStorage;
  links: FileLinks;
  /**
   * Checks a new file against its purpose (size, content), books it for its owner within the
   * upload limits (429 beyond them) and stores it. The row and the bytes are written together.
   */
  store: (file: NewFile) => Promise<StoredFile>;
  /** The file's row, or null when there is none. */
  describe: (key: string) => Promise<StoredFile | null>;
  /** The file's row and bytes, or null when either is missing. */
  read: (key: string) => Promise<{ file: StoredFile; data: Buffer } | null>;
};

const ago = (ms: number) => sql`now() - ${`${ms} milliseconds`}::interval`;

const columns = {
  key: files.key,
  ownerId: files.ownerId,
  purpose: files.purpose,
  contentType: files.contentType,
  size: files.size,
  createdAt: files.createdAt,
};

/**
 * The one file service: every upload has a purpose (FILE_PURPOSES) and a row in `files` with its
 * owner; the bytes go to the storage given (the data folder, or PostgreSQL with DATABASE_URL).
 */
export function createFileService(deps: {
  db: Db;
  storage: FileStorage;
  links: FileLinks;
  /** per purpose; a purpose without limits is not counted */
  limits?: Partial<Record<FilePurpose, UploadLimits>>;
}): FileService {
  const { db, storage, links } = deps;
  const inDatabase = storage.kind === 'database';

  /**
   * One statement books the file when the owner is within the limits: its row, and with the
   * database store its bytes. It runs after the owner's row lock (the one punch writes take), in a
   * statement of its own so that it counts what the uploads before it committed: concurrent uploads
   * and instances cannot overshoot. A file older than the orphan sweep's grace period no longer
   * counts as pending: the sweep removes it.
   */
  async function book(tx: Db, file: NewFile, limits: UploadLimits | undefined) {
    const rules = FILE_PURPOSES[file.purpose];
    const mine = and(eq(files.ownerId, file.ownerId), eq(files.purpose, file.purpose));
    const within = limits
      ? sql`(select count(*) from ${files} where ${mine} and ${files.createdAt} > ${ago(60_000)}) < ${limits.perMinute}
        and (select count(*) from ${files} where ${mine} and ${files.createdAt} > ${ago(ORPHAN_PHOTO_GRACE_MS)}
          and not ${rules.heldBy(sql`${files.key}`)}) < ${limits.pending}`
      : sql`true`;
    const row = sql`select ${file.key}, ${file.ownerId}, ${file.purpose}, ${CONTENT_TYPES[file.ext]}, ${file.data.length} where ${within}`;
    const booked = sql`insert into ${files} (key, owner_id, purpose, content_type, size) ${row} returning key, created_at`;
    type Booked = { rows: { key: string; created_at: string | Date }[] };
    const result = inDatabase
      ? await tx.execute(
          sql`with booked as (${booked}), stored as (
            insert into ${fileContents} (key, data) select key, ${file.data} from booked returning key)
          select booked.key, booked.created_at from booked join stored using (key)`,
        )
      : await tx.execute(booked);
    return (result as Booked).rows[0];
  }

  async function describe(key: string): Promise<StoredFile | null> {
    const [row] = await db.select(columns).from(files).where(eq(files.key, key));
    return row ? { ...row, purpose: row.purpose as FilePurpose } : null;
  }

  return {
    storage,
    links,
    describe,
    async store(file) {
      const rules = FILE_PURPOSES[file.purpose];
      if (file.data.length > rules.maxBytes) throw payloadTooLarge(rules.tooLarge);
      rules.checkContent(file.ext, file.data);
      const limits = deps.limits?.[file.purpose];
      const booked = await db.transaction(async (tx) => {
        if (limits) {
          await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, file.ownerId))
            .for('update');
        }
        return book(tx, file, limits);
      });
      if (!booked) throw tooManyRequests(FILE_TEXTS.tooManyUploads);
      if (!inDatabase) {
        await storage.put(file.key, file.data).catch(async (error: unknown) => {
          await db.delete(files).where(eq(files.key, file.key)); // gives the booking back
          throw error;
        });
      }
      return {
        key: file.key,
        ownerId: file.ownerId,
        purpose: file.purpose,
        contentType: CONTENT_TYPES[file.ext]!,
        size: file.data.length,
        createdAt: new Date(booked.created_at),
      };
    },
    async read(key) {
      if (inDatabase) {
        const [row] = await db
          .select({ ...columns, data: fileContents.data })
          .from(files)
          .innerJoin(fileContents, eq(fileContents.key, files.key))
          .where(eq(files.key, key));
        if (!row) return null;
        const { data, ...file } = row;
        return { file: { ...file, purpose: file.purpose as FilePurpose }, data };
      }
      const file = await describe(key);
      const data = file && (await storage.get(key));
      return file && data ? { file, data } : null;
    },
  };
}
