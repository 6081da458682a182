import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subCategories } from '../../db/schema/index';

/**
 * What other features may use of sub-categories (decision 018): the managers' items check the one
 * they are given.
 */

/**
 * Inside a writing transaction: the feature of a sub-category (undefined when it does not exist),
 * held (`for key share`) until the transaction ends, so that a concurrent delete waits and then
 * clears the item's reference as it clears every other.
 */
export async function subCategoryFeatureHeld(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ feature: subCategories.feature })
    .from(subCategories)
    .where(eq(subCategories.id, id))
    .for('key share');
  return row?.feature;
}
