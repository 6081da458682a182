/**
 * Test data, written straight to the database: users of a role, shifts and punches. Each factory
 * fills what a test does not care about with a valid default and returns the stored row, so a
 * test names only what it asserts on. Sign-in and HTTP calls stay in test-app.ts. Test code only.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@app/contract/common';
import { calendarDateId } from '@app/contract/dates';
import type { Db } from '../src/db/client';
import { punches, shifts, users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
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
