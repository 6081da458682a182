import {
  SUB_CATEGORY_TEXTS,
  type SubCategory,
  type SubCategoryFeature,
} from '@app/contract/sub-categories';
import type { Db } from '../../db/client';
import { assertMayTouch, mayTouch, type Actor } from '../../lib/access';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  deleteSubCategory,
  insertSubCategory,
  renameSubCategory,
  subCategoriesOf,
  subCategoryForUpdate,
  type SubCategoryRow,
} from './sub-categories.repository';

/**
 * Sub-categories of the shared managers (DECISIONS §8): everyone signed in reads and creates them;
 * the creator or an admin renames and deletes one. A value is unique per feature ignoring case:
 * the unique index decides, so two people creating the same one at once get one row and a 409.
 */

/** The creator (null once deleted: nobody but an admin) as the owner of the access rule. */
const ownership = (row: SubCategoryRow) => ({ ownerId: row.createdBy ?? 0 });

const toSubCategory = (actor: Actor, row: SubCategoryRow): SubCategory => ({
  id: row.id,
  value: row.value,
  feature: row.feature as SubCategoryFeature,
  createdBy: row.createdBy,
  canEdit: mayTouch(actor, ownership(row), 'owner-or-admin'),
});

/** A duplicate value (also one written concurrently) → 409; anything else rethrown. */
function duplicateIsConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(SUB_CATEGORY_TEXTS.duplicated);
  throw error;
}

export async function listSubCategories(db: Db, actor: Actor, feature: SubCategoryFeature) {
  const rows = await subCategoriesOf(db, feature);
  return { data: rows.map((row) => toSubCategory(actor, row)), totalItems: rows.length };
}

export async function createSubCategory(
  db: Db,
  actor: Actor,
  input: { feature: SubCategoryFeature; value: string },
): Promise<SubCategory> {
  const row = await insertSubCategory(db, { ...input, createdBy: actor.id }).catch(
    duplicateIsConflict,
  );
  return toSubCategory(actor, row);
}

/** The row, locked, and the caller's right to change it: 404, then 403. */
async function heldForChange(tx: Db, actor: Actor, id: number) {
  const row = await subCategoryForUpdate(tx, id);
  if (!row) throw notFound(SUB_CATEGORY_TEXTS.notFound);
  assertMayTouch(actor, ownership(row), 'owner-or-admin', SUB_CATEGORY_TEXTS.forbidden);
  return row;
}

export async function changeSubCategory(
  db: Db,
  actor: Actor,
  id: number,
  { value, feature }: { value: string; feature?: SubCategoryFeature | undefined },
): Promise<SubCategory> {
  const row = await db
    .transaction(async (tx) => {
      const held = await heldForChange(tx, actor, id);
      if (feature !== undefined && feature !== held.feature) {
        throw badRequest(SUB_CATEGORY_TEXTS.featureFixed);
      }
      return (await renameSubCategory(tx, id, value))!;
    })
    .catch(duplicateIsConflict);
  return toSubCategory(actor, row);
}

/** Deletes it; the items that used it are left with no sub-category (the foreign key does it). */
export async function removeSubCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await heldForChange(tx, actor, id);
    await deleteSubCategory(tx, id);
  });
}
