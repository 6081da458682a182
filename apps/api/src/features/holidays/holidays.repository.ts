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

export async function holidayById(db: Db, id: number): Promise<HolidayRow | undefined> {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
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
): Promise<HolidayRow | undefined> {
  const [updated] = await db.update(holidays).set(set).where(eq(holidays.id, id)).returning();
  return updated;
}

export async function deleteHoliday(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(holidays)
    .where(eq(holidays.id, id))
    .returning({ id: holidays.id });
  return deleted.length > 0;
}
