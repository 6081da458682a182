import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileService } from '../features/files/file-service';
import { users } from '../db/schema/index';
import type { Keyring } from '../lib/sealed-box';
import { absencesSeed } from './absences.seed';
import { areasSeed } from './areas.seed';
import { categoriesSeed } from './categories.seed';
import { financeSeed } from './finance.seed';
import { notebooksSeed } from './notebooks.seed';
import { receiptsSeed } from './receipts.seed';
import type { SeedContext, SeedStep } from './seed-context';
import { punchRecordSeed } from './punch-record.seed';
import { punchesSeed } from './punches.seed';
import { shiftsSeed } from './shifts.seed';
import { suppliersSeed } from './suppliers.seed';
import { usersSeed } from './users.seed';
import { vaultSeed } from './vault.seed';

/** Each feature adds its own step here, after the steps whose data it uses. */
const STEPS: readonly SeedStep[] = [
  usersSeed,
  absencesSeed,
  categoriesSeed,
  areasSeed,
  suppliersSeed,
  shiftsSeed,
  punchesSeed,
  punchRecordSeed,
  financeSeed,
  receiptsSeed,
  notebooksSeed,
  vaultSeed,
];

export type SeedOptions = {
  /**
   * The file service to store the demo's receipts with, on the seed's transaction (`tx`): the
   * demo passes the app's storage; without it the expenses get no receipts.
   */
  files?: (tx: Db) => FileService;
  /**
   * The keyring the app seals mailbox passwords with (`appNotebookKeyring(config)`); without it
   * the managers get no mailboxes.
   */
  notebookKeyring?: Keyring;
  /** The app's secret, which wraps the vault's key: without it the vault is left unconfigured. */
  appSecret?: string;
};

/**
 * Fills an empty database with the demo data, all or nothing (one transaction). A database that
 * already has users is left as it is, so restarting the demo keeps its data and its changes.
 */
export async function seedDemo(
  db: Db,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  options: SeedOptions = {},
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
      expenses: [],
      ...(options.files && { files: options.files }),
      ...(options.notebookKeyring && { notebookKeyring: options.notebookKeyring }),
      ...(options.appSecret && { appSecret: options.appSecret }),
    };
    for (const step of STEPS) await step.run(tx, context);
  });
  return 'seeded';
}
