import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema/index';

/** The SQL of the holidays (DECISIONS §11): one row per day (YYYYMMDD), unique. */

export type HolidayRow = typeof holidays.$inferSelect;

export const holidaysOfDays = (db: Db, fromDay: number, toDay: number): Promise<HolidayRow[]> =>
  db
    .select()
    .from(holidays)
    .where(and(gte(holidays.day, fromDay), lte(holidays.day, toDay)))
    .orderBy(asc(holidays.day));

/** The holiday, locked until the transaction ends (a change and a removal never cross). */
export async function lockHoliday(db: Db, id: number): Promise<HolidayRow | undefined> {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id)).for('update');
  return row;
}

export async function insertHoliday(db: Db, row: { day: number; name: string }) {
  const [created] = await db.insert(holidays).values(row).returning();
  return created!;
}

export async function updateHoliday(
  db: Db,
  id: number,
  set: Partial<{ day: number; name: string }>,
): Promise<HolidayRow> {
  const [updated] = await db.update(holidays).set(set).where(eq(holidays.id, id)).returning();
  return updated!;
}

export async function deleteHoliday(db: Db, id: number): Promise<void> {
  await db.delete(holidays).where(eq(holidays.id, id));
}
