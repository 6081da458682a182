/**
 * Test data, written straight to the database: users of a role, shifts, punches and finance. Each factory
 * fills what a test does not care about with a valid default and returns the stored row, so a
 * test names only what it asserts on. Sign-in and HTTP calls stay in test-app.ts. Test code only.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@app/contract/common';
import { calendarDateId } from '@app/contract/dates';
import type { Db } from '../src/db/client';
import {
  areas,
  categories,
  expenses,
  incomes,
  notebookShares,
  punches,
  recurringExpenses,
  shifts,
  subCategories,
  suppliers,
  users,
} from '../src/db/schema/index';
import { insertNotebookItem } from '../src/features/notebooks/notebooks.queries';
import { hashPassword } from '../src/lib/passwords';
import type { Keyring } from '../src/lib/sealed-box';
import { companyClock } from '../src/lib/time';

/** The password of every user a factory makes (strong enough for the password rules). */
export const TEST_PASSWORD = 'Prueba-Segura-2026!';
/** The company zone of the test app unless a test says otherwise. */
export const TEST_TIME_ZONE = 'Europe/Madrid';

/**
 * The argon2id hash of TEST_PASSWORD with the product's parameters, computed once per test file
 * and shared by every user made: one hash costs tens of milliseconds by design, and the hash a
 * user holds does not change what a sign-in checks (a real argon2 verification).
 */
let testPasswordHash: Promise<string> | undefined;
export const passwordHashOf = (password: string) =>
  password === TEST_PASSWORD
    ? (testPasswordHash ??= hashPassword(TEST_PASSWORD))
    : hashPassword(password);

let userCount = 0;
/** An active, verified user of a role; name and e-mail unique unless given. */
export async function insertUser(
  db: Db,
  options: {
    role?: Role;
    name?: string;
    email?: string;
    password?: string;
    phone?: string;
    active?: boolean;
    verified?: boolean;
  } = {},
) {
  userCount += 1;
  const role = options.role ?? 'usuario';
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? `${role} ${userCount}`,
      email: options.email ?? `${role}${userCount}@empresa.test`,
      role,
      phone: options.phone ?? '',
      passwordHash: await passwordHashOf(options.password ?? TEST_PASSWORD),
      active: options.active ?? true,
      verifiedAt: (options.verified ?? true) ? new Date() : null,
    })
    .returning();
  return user!;
}

/**
 * A shift of a user between two instants, on the company day of its start (in `timeZone`),
 * published unless told: what Punch In and the calendars read.
 */
export async function insertShift(
  db: Db,
  options: {
    userId: number;
    startAt: Date;
    endAt: Date;
    published?: boolean;
    breakMinutes?: number;
    lunchMinutes?: number;
    timeZone?: string;
  },
) {
  const clock = companyClock(options.timeZone ?? TEST_TIME_ZONE);
  const [shift] = await db
    .insert(shifts)
    .values({
      userId: options.userId,
      groupId: randomUUID(),
      startAt: options.startAt,
      endAt: options.endAt,
      calendarDateId: calendarDateId(clock.dateOf(options.startAt)),
      published: options.published ?? true,
      breakMinutes: options.breakMinutes ?? 0,
      lunchMinutes: options.lunchMinutes ?? 0,
    })
    .returning();
  return shift!;
}

/** A punch row as the punch service would store it; open (no Punch Out) unless `dateOut`. */
export async function insertPunch(
  db: Db,
  options: Pick<typeof punches.$inferInsert, 'userId' | 'calendarDateId'> &
    Partial<typeof punches.$inferInsert>,
) {
  const [punch] = await db
    .insert(punches)
    .values({ dateIn: new Date(), ...options })
    .returning();
  return punch!;
}

let catalogCount = 0;
/** A category, area and supplier, names unique unless given: what a finance row refers to. */
export async function insertCatalog(db: Db, options: { name?: string } = {}) {
  catalogCount += 1;
  const name = options.name ?? `Catálogo ${catalogCount}`;
  const [category] = await db.insert(categories).values({ name, description: name }).returning();
  const [area] = await db.insert(areas).values({ name, description: name }).returning();
  const [supplier] = await db.insert(suppliers).values({ name }).returning();
  return { category: category!, area: area!, supplier: supplier! };
}

/** An income of an area; amount a decimal string ('1234.50'), date YYYY-MM-DD. */
export async function insertIncome(
  db: Db,
  options: {
    areaId: number;
    amount?: string;
    date?: string;
    type?: 'cash' | 'credit_card' | 'debit_card' | 'checking_account';
    description?: string;
  },
) {
  const [income] = await db
    .insert(incomes)
    .values({
      areaId: options.areaId,
      amount: options.amount ?? '100.00',
      date: options.date ?? '2026-01-15',
      type: options.type ?? 'cash',
      description: options.description ?? '',
    })
    .returning();
  return income!;
}

/** An expense of a category and area; amount a decimal string, date YYYY-MM-DD. */
export async function insertExpense(
  db: Db,
  options: {
    categoryId: number;
    areaId: number;
    supplierId?: number | null;
    name?: string;
    amount?: string;
    date?: string;
    note?: string;
  },
) {
  const [expense] = await db
    .insert(expenses)
    .values({
      categoryId: options.categoryId,
      areaId: options.areaId,
      supplierId: options.supplierId ?? null,
      name: options.name ?? 'Gasto',
      amount: options.amount ?? '100.00',
      date: options.date ?? '2026-01-15',
      note: options.note ?? '',
    })
    .returning();
  return expense!;
}

/** A recurring expense, active unless told, generating from `startsOn` (YYYY-MM-DD). */
export async function insertRecurringExpense(
  db: Db,
  options: {
    categoryId: number;
    areaId: number;
    supplierId?: number | null;
    name?: string;
    amount?: string;
    dayOfMonth?: 1 | 5 | 10 | 15 | 20 | 25;
    startsOn?: string;
    active?: boolean;
  },
) {
  const [recurring] = await db
    .insert(recurringExpenses)
    .values({
      categoryId: options.categoryId,
      areaId: options.areaId,
      supplierId: options.supplierId ?? null,
      name: options.name ?? 'Alquiler',
      amount: options.amount ?? '1000.00',
      dayOfMonth: options.dayOfMonth ?? 5,
      startsOn: options.startsOn ?? '2026-01-01',
      active: options.active ?? true,
    })
    .returning();
  return recurring!;
}

let subCategoryCount = 0;
/** A sub-category of a manager (email, link, template); value unique unless given. */
export async function insertSubCategory(
  db: Db,
  options: { feature?: 'email' | 'link' | 'template'; value?: string; createdBy?: number | null },
) {
  subCategoryCount += 1;
  const [row] = await db
    .insert(subCategories)
    .values({
      feature: options.feature ?? 'email',
      value: options.value ?? `Subcategoría ${subCategoryCount}`,
      createdBy: options.createdBy ?? null,
    })
    .returning();
  return row!;
}

let notebookCount = 0;
/**
 * An item of a manager owned by `ownerId` (a mailbox's password sealed with `keyring`, the app's:
 * `appNotebookKeyring(t.app.config)`), shared with `sharedWith`; fields not given get defaults.
 */
export async function insertNotebook(
  db: Db,
  keyring: Keyring,
  options: {
    ownerId: number;
    type?: 'email' | 'link' | 'template';
    title?: string;
    email?: string;
    password?: string;
    link?: string;
    description?: string;
    text?: string;
    subCategoryId?: number | null;
    createdAt?: Date;
    sharedWith?: readonly number[];
  },
) {
  notebookCount += 1;
  const type = options.type ?? 'email';
  const id = await insertNotebookItem(db, keyring, {
    type,
    ownerId: options.ownerId,
    title: options.title ?? `Elemento ${notebookCount}`,
    subCategoryId: options.subCategoryId ?? null,
    description: options.description ?? '',
    ...(options.createdAt && { createdAt: options.createdAt }),
    ...(type === 'email' && {
      email: options.email ?? `buzon${notebookCount}@empresa.test`,
      password: options.password ?? `Clave-${notebookCount}`,
    }),
    ...(type === 'link' && { link: options.link ?? `https://enlace${notebookCount}.example` }),
    ...(type === 'template' && { text: options.text ?? `Hola {{nombre}} ${notebookCount}` }),
  });
  if (options.sharedWith?.length) {
    await db
      .insert(notebookShares)
      .values(options.sharedWith.map((userId) => ({ notebookId: id, userId })));
  }
  return { id, type };
}
