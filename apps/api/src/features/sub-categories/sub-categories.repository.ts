import { asc, eq, sql } from 'drizzle-orm';
import type { SubCategoryFeature } from '@app/contract/sub-categories';
import type { Db } from '../../db/client';
import { subCategories } from '../../db/schema/index';

export type SubCategoryRow = {
  id: number;
  value: string;
  feature: string;
  createdBy: number | null;
};

const columns = {
  id: subCategories.id,
  value: subCategories.value,
  feature: subCategories.feature,
  createdBy: subCategories.createdBy,
};

/** Every sub-category of a feature, by name (a short list, read whole by the screens). */
export const subCategoriesOf = (db: Db, feature: SubCategoryFeature): Promise<SubCategoryRow[]> =>
  db
    .select(columns)
    .from(subCategories)
    .where(eq(subCategories.feature, feature))
    .orderBy(asc(sql`lower(${subCategories.value})`), asc(subCategories.id));

/** One sub-category, locked for the rest of the transaction (a rename or delete decides on it). */
export async function subCategoryForUpdate(
  db: Db,
  id: number,
): Promise<SubCategoryRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(subCategories)
    .where(eq(subCategories.id, id))
    .for('update');
  return row;
}

/** Inserts one; a value already used by the feature (ignoring case) throws the unique violation. */
export async function insertSubCategory(
  db: Db,
  values: { feature: SubCategoryFeature; value: string; createdBy: number },
): Promise<SubCategoryRow> {
  const [row] = await db.insert(subCategories).values(values).returning(columns);
  return row!;
}

export async function renameSubCategory(db: Db, id: number, value: string) {
  const [row] = await db
    .update(subCategories)
    .set({ value })
    .where(eq(subCategories.id, id))
    .returning(columns);
  return row;
}

/** Deletes one; the items that used it fall back to none (`on delete set null`). */
export async function deleteSubCategory(db: Db, id: number) {
  await db.delete(subCategories).where(eq(subCategories.id, id));
}
