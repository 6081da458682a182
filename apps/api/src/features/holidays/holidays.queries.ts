import { and, asc, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema/index';

/**
 * Holidays as other features ask for them (DECISIONS §11): the calendars' days, the no-show they
 * remove, the timesheet's marks, the working days a balance counts. Days are YYYYMMDD numbers.
 */

export type HolidayDay = { day: number; name: string };

/** The holidays of [fromDay, toDay], in date order. */
export async function holidaysInRange(
  db: Db,
  fromDay: number,
  toDay: number,
): Promise<HolidayDay[]> {
  return db
    .select({ day: holidays.day, name: holidays.name })
    .from(holidays)
    .where(and(gte(holidays.day, fromDay), lte(holidays.day, toDay)))
    .orderBy(asc(holidays.day));
}

/** SQL true when the day of `dayColumn` (a YYYYMMDD expression) is a holiday. */
export const holidayOnSql = (dayColumn: SQL): SQL =>
  sql`exists (select 1 from ${holidays} h where h.day = ${dayColumn})`;
