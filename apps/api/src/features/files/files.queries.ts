import { PHOTO_ANY_ACTION, photoKeyParts, type PhotoKeyParts } from '@app/contract/files';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';

/**
 * The files feature's answers to other features (lint lets them import only this file): what a
 * stored file is, asked of the file service rather than read from its name elsewhere.
 */

/** A stored punch photo: its owner, the company day it was taken and its action (`IO`: either). */
export type PunchPhoto = PhotoKeyParts & { key: string };

/**
 * The punch photo stored under `key`: its owner, day and the action it was taken for, or null when
 * `key` names no punch photo or no such file is stored. `within` reads the store inside the
 * caller's transaction (the punch that takes the photo).
 */
export async function storedPunchPhoto(
  storage: FileStorage,
  key: string,
  within?: Db,
): Promise<PunchPhoto | null> {
  const parts = photoKeyParts(key);
  if (!parts || !(await storage.exists(key, within))) return null;
  return { key, ...parts };
}

/** Whether a punch photo may be taken by a punch of `action` ('I' or 'O'): its own, or `IO`'s. */
export const photoFitsAction = (photo: PunchPhoto, action: string) =>
  photo.action === action || photo.action === PHOTO_ANY_ACTION;
