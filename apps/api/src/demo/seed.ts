import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { areasSeed } from './areas.seed';
import { categoriesSeed } from './categories.seed';
import type { SeedContext, SeedStep } from './seed-context';
import { punchesSeed } from './punches.seed';
import { shiftsSeed } from './shifts.seed';
import { suppliersSeed } from './suppliers.seed';
import { usersSeed } from './users.seed';

/** Each feature adds its own step here, after the steps whose data it uses. */
const STEPS: readonly SeedStep[] = [
  usersSeed,
  categoriesSeed,
  areasSeed,
  suppliersSeed,
  shiftsSeed,
  punchesSeed,
];

/**
 * Fills an empty database with the demo data, all or nothing (one transaction). A database that
 * already has users is left as it is, so restarting the demo keeps its data and its changes.
 */
export async function seedDemo(
  db: Db,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): Promise<'seeded' | 'skipped'> {
  const [existing] = await db.select({ users: count() }).from(users);
  if (existing && existing.users > 0) return 'skipped';
  await db.transaction(async (tx) => {
    const context: SeedContext = {
      now: new Date(),
      timeZone,
      users: [],
      categories: [],
      areas: [],
      suppliers: [],
    };
    for (const step of STEPS) await step.run(tx, context);
  });
  return 'seeded';
}
