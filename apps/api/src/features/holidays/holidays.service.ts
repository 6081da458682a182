import { calendarDateId, dateFromCalendarId } from '@app/contract/dates';
import { HOLIDAY_TEXTS, type Holiday } from '@app/contract/holidays';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CompanyClock } from '../../lib/time';
import {
  deleteHoliday,
  holidayById,
  holidaysOfDays,
  insertHoliday,
  updateHoliday,
  type HolidayRow,
} from './holidays.repository';

/** Holidays of the company (DECISIONS §11): admin writes, everyone reads; one per date. */

export type HolidaysDeps = { db: Db; clock: CompanyClock };

const toHoliday = (row: HolidayRow): Holiday => ({
  id: row.id,
  date: dateFromCalendarId(row.day),
  name: row.name,
});

/** A write that meets the unique date answers 409 'Ya hay un festivo en esa fecha'. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(HOLIDAY_TEXTS.duplicate);
    throw error;
  }
}

/** GET /holidays?year (default: the company's current year), in date order. */
export async function listHolidays({ db, clock }: HolidaysDeps, year?: number): Promise<Holiday[]> {
  const shown = year ?? Number(clock.today().slice(0, 4));
  const rows = await holidaysOfDays(db, shown * 10_000 + 101, shown * 10_000 + 1231);
  return rows.map(toHoliday);
}

export async function createHoliday(
  { db }: HolidaysDeps,
  input: { date: string; name: string },
): Promise<Holiday> {
  const row = await unique(() =>
    insertHoliday(db, { day: calendarDateId(input.date), name: input.name }),
  );
  return toHoliday(row);
}

export async function patchHoliday(
  { db }: HolidaysDeps,
  id: number,
  input: { date?: string; name?: string },
): Promise<Holiday> {
  const set = {
    ...(input.date !== undefined && { day: calendarDateId(input.date) }),
    ...(input.name !== undefined && { name: input.name }),
  };
  const row =
    Object.keys(set).length === 0
      ? await holidayById(db, id)
      : await unique(() => updateHoliday(db, id, set));
  if (!row) throw notFound(HOLIDAY_TEXTS.notFound);
  return toHoliday(row);
}

export async function removeHoliday({ db }: HolidaysDeps, id: number): Promise<void> {
  if (!(await deleteHoliday(db, id))) throw notFound(HOLIDAY_TEXTS.notFound);
}
