import type { Dir } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, gt } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { fileContents, files } from '../db/schema/index';

/**
 * Where uploaded files live: a small interface with two stores, the data folder (the embedded
 * database's default) and PostgreSQL (with DATABASE_URL, so that every instance serves every file);
 * an S3-compatible store would be a third behind the same interface.
 */
export type FileStorage = {
  /** 'folder' keeps the bytes in DATA_DIR/uploads; 'database' in the file_contents table. */
  kind: 'folder' | 'database';
  /**
   * Stores a new file; a key is written once (an existing file is never replaced). The database
   * store needs the file's row (the files table) first: the file service writes both at once.
   */
  put: (key: string, data: Buffer) => Promise<void>;
  /** The file's bytes, or null when there is none. */
  get: (key: string) => Promise<Buffer | null>;
  /**
   * Whether the file is stored. Inside a transaction pass it as `within`: the database store then
   * asks on that connection, never waiting for another from the pool while holding this one.
   */
  exists: (key: string, within?: Db) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
  /** When the file was last written, or null when there is none. */
  modifiedAt: (key: string) => Promise<Date | null>;
  /**
   * The names of the stored files, streamed a few at a time (never the whole folder in memory),
   * in no particular order. Names are not checked: a caller picks the keys it knows.
   */
  list: () => AsyncIterable<string>;
};

/** Keys are plain file names: letters, digits, dot, dash, underscore; never a path. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe file key: ${key}`);
    return path.join(dir, key);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'folder',
    async put(key, data) {
      // Written in place, never over an existing file ('wx'). Keys are new random names that no
      // one knows until put returns, so no reader can come upon half a file; one cut off by a
      // crash is a file no punch holds, which the orphan sweep removes (docs/decisions/011).
      // A write cut short (a full disk) leaves no part of the file behind.
      const write = () =>
        fs.writeFile(fileOf(key), data, { flag: 'wx', mode: 0o600 }).catch(async (error) => {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
            await fs.rm(fileOf(key), { force: true }).catch(() => undefined);
          }
          throw error;
        });
      try {
        await write();
      } catch (error) {
        // The folder is made with the first file (or again, if someone removed it).
        if (!missing(error)) throw error;
        await fs.mkdir(dir, { recursive: true });
        await write();
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async modifiedAt(key) {
      try {
        return (await fs.stat(fileOf(key))).mtime;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async *list() {
      let folder: Dir;
      try {
        folder = await fs.opendir(dir);
      } catch (error) {
        if (missing(error)) return; // nothing uploaded yet
        throw error;
      }
      // The iterator closes the folder when it ends or when the caller stops early.
      for await (const entry of folder) {
        if (entry.isFile()) yield entry.name;
      }
    },
  };
}

/** Keys listed per query by the database store. */
const LIST_PAGE = 500;

/**
 * The bytes in PostgreSQL (`file_contents`, one bytea row per file, removed with its `files` row):
 * what every instance on one database shares. `modifiedAt` is the upload time of the file's row.
 */
export function databaseFileStorage(db: Db): FileStorage {
  return {
    kind: 'database',
    async put(key, data) {
      await db.insert(fileContents).values({ key, data });
    },
    async get(key) {
      const [row] = await db
        .select({ data: fileContents.data })
        .from(fileContents)
        .where(eq(fileContents.key, key));
      return row?.data ?? null;
    },
    async exists(key, within = db) {
      const [row] = await within
        .select({ key: fileContents.key })
        .from(fileContents)
        .where(eq(fileContents.key, key));
      return row !== undefined;
    },
    async delete(key) {
      await db.delete(fileContents).where(eq(fileContents.key, key));
    },
    async modifiedAt(key) {
      const [row] = await db
        .select({ at: files.createdAt })
        .from(fileContents)
        .innerJoin(files, eq(files.key, fileContents.key))
        .where(eq(fileContents.key, key));
      return row?.at ?? null;
    },
    async *list() {
      let after = '';
      for (;;) {
        const rows = await db
          .select({ key: fileContents.key })
          .from(fileContents)
          .where(gt(fileContents.key, after))
          .orderBy(asc(fileContents.key))
          .limit(LIST_PAGE);
        for (const row of rows) yield row.key;
        if (rows.length < LIST_PAGE) return;
        after = rows[rows.length - 1]!.key;
      }
    },
  };
}

/**
 * The store of an app: PostgreSQL when the database is a server (DATABASE_URL, where several
 * instances may serve one company), else the data folder's `uploads` beside the embedded database.
 */
export const fileStorageOf = (database: Pick<Database, 'db' | 'kind'>, dataDir: string) =>
  database.kind === 'postgres'
    ? databaseFileStorage(database.db)
    : localFileStorage(path.join(dataDir, 'uploads'));
