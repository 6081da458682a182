import { FILE_KEY_PATTERN } from '@app/contract/files';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileContents, files, users } from '../../db/schema/index';
import type { FileStorage } from '../../lib/file-storage';
import { CONTENT_TYPES } from './file-purposes';

/** The largest id an `integer` column holds. */
const MAX_USER_ID = 2_147_483_647;

/**
 * Moves the photos an instance kept in its data folder (before files lived in PostgreSQL) into
 * the database store, once, at start: every instance then serves them. A photo is copied with its
 * row (its owner, named by the key for these older files only, and its upload time), then removed
 * from the folder; one whose owner does not exist is left where it is.
 */
export async function importFolderFiles(
  db: Db,
  folder: FileStorage,
): Promise<{ imported: number }> {
  let imported = 0;
  for await (const key of folder.list()) {
    if (!FILE_KEY_PATTERN.test(key)) continue;
    const data = await folder.get(key);
    const modifiedAt = await folder.modifiedAt(key);
    if (!data || !modifiedAt) continue;
    const ownerId = Number(key.slice(0, key.indexOf('-')));
    if (ownerId > MAX_USER_ID) continue;
    const ext = key.slice(key.lastIndexOf('.') + 1);
    const moved = await db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
      if (!owner) return false;
      await tx
        .insert(files)
        .values({
          key,
          ownerId,
          purpose: 'punch-photo',
          contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          size: data.length,
          createdAt: modifiedAt,
        })
        .onConflictDoUpdate({ target: files.key, set: { size: sql`excluded.size` } });
      const stored = await tx
        .insert(fileContents)
        .values({ key, data })
        .onConflictDoNothing()
        .returning({ key: fileContents.key });
      imported += stored.length;
      return true;
    });
    if (moved) await folder.delete(key);
  }
  return { imported };
}
