import { FINANCE_TEXTS } from '@app/contract/finance';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, categories, suppliers } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';

/**
 * What incomes, expenses and recurring expenses share: the accent- and case-blind name filter,
 * the check that the referenced category, area and supplier exist, and the reading of a foreign-key
 * violation as that same 400.
 */

export type Refs = {
  categoryId?: number | undefined;
  areaId?: number | undefined;
  supplierId?: number | null | undefined;
};

/**
 * Inside the writing transaction: each referenced row exists, and is held (`for key share`) until
 * the transaction ends so that a concurrent delete of it waits and then finds it in use. 400 with
 * FINANCE_TEXTS' message for the first one missing.
 */
export async function assertRefs(tx: Db, refs: Refs): Promise<void> {
  if (refs.categoryId !== undefined) {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, refs.categoryId))
      .for('key share');
    if (!row) throw badRequest(FINANCE_TEXTS.categoryMissing);
  }
  if (refs.areaId !== undefined) {
    const [row] = await tx
      .select({ id: areas.id })
      .from(areas)
      .where(eq(areas.id, refs.areaId))
      .for('key share');
    if (!row) throw badRequest(FINANCE_TEXTS.areaMissing);
  }
  if (refs.supplierId !== undefined && refs.supplierId !== null) {
    const [row] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.id, refs.supplierId))
      .for('key share');
    if (!row) throw badRequest(FINANCE_TEXTS.supplierMissing);
  }
}

function constraintOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { constraint } = current as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** A foreign-key violation on a reference → the same 400 as assertRefs; anything else rethrown. */
export function translateRefError(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    const constraint = constraintOf(error);
    if (constraint.includes('category')) throw badRequest(FINANCE_TEXTS.categoryMissing);
    if (constraint.includes('supplier')) throw badRequest(FINANCE_TEXTS.supplierMissing);
    if (constraint.includes('area')) throw badRequest(FINANCE_TEXTS.areaMissing);
  }
  throw error;
}

/** Only the fields a PATCH body gave (undefined means "not sent"). */
export const given = <T extends Record<string, unknown>>(body: T): Partial<T> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
