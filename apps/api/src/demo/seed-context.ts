import type { Role } from '@app/contract/common';
import type { Db } from '../db/client';
import type { FileService } from '../features/files/file-service';
import type { Keyring } from '../lib/sealed-box';
import type { AbsencePlan } from './absences.plan';
import type { PunchRecordPlan } from './punch-record.plan';

export type Seeded = { id: number; name: string };
export type SeededUser = Seeded & { email: string; role: Role };
export type SeededExpense = Seeded & {
  amount: string;
  date: string;
  supplierId: number | null;
  recurringExpenseId: number | null;
};

/**
 * What the seed steps have created so far, in order: a later step (shifts, punches, finance) reads
 * the users, categories, areas and suppliers of the earlier ones from here.
 */
export type SeedContext = {
  /** The moment of seeding: dated data (shifts, punches, finance) is laid out around it. */
  now: Date;
  /** The company's zone (APP_TIME_ZONE): dated data is laid out on its calendar. */
  timeZone: string;
  users: SeededUser[];
  categories: Seeded[];
  areas: Seeded[];
  suppliers: Seeded[];
  expenses: SeededExpense[];
  /** The holidays and absences (absences step): no shift on an approved day, a sick day unpunched. */
  absences?: AbsencePlan;
  /** The punches' story of forgotten exits, corrections and a closed month (punches step). */
  punchRecord?: PunchRecordPlan;
  /** The file service on the seed's transaction (receipts); without it no files are stored. */
  files?: (tx: Db) => FileService;
  /** The keyring of the mailbox passwords (the app's); without it no mailboxes are seeded. */
  notebookKeyring?: Keyring;
  /** The app's secret (APP_SECRET or DATA_DIR/secret.key): without it the vault is not set up. */
  appSecret?: string;
};

/** One feature's part of the demo data; it runs inside the seed's single transaction. */
export type SeedStep = {
  name: string;
  run: (tx: Db, context: SeedContext) => Promise<void>;
};
