import { calendarDateId, dateFromCalendarId, spanishDate } from '@app/contract/dates';
import { HOLIDAY_TEXTS, type Holiday } from '@app/contract/holidays';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CompanyClock } from '../../lib/time';
import { recordAudit, type AuditEntry } from '../audit/audit.queries';
import { assertDaysOpen } from '../periods/periods.queries';
import {
  deleteHoliday,
  holidaysOfDays,
  insertHoliday,
  lockHoliday,
  updateHoliday,
  type HolidayRow,
} from './holidays.repository';

/**
 * Holidays of the company (DECISIONS §11): admin writes, everyone reads; one per date. A holiday
 * removes its day's no-shows and marks its timesheets, so none is written into a closed month
 * (409 'El periodo YYYY-MM está cerrado', DECISIONS §10).
 */

export type HolidaysDeps = { db: Db; clock: CompanyClock };

const toHoliday = (row: HolidayRow): Holiday => ({
  id: row.id,
  date: dateFromCalendarId(row.day),
  name: row.name,
});

/** Who changes the holidays, and from where: the audit row's actor (auditActorOf). */
export type HolidayChangeBy = Pick<AuditEntry, 'actor' | 'address'>;

/** A change of the holidays is a change of the company's settings in the audit log (§12). */
const auditHoliday = (tx: Db, by: HolidayChangeBy, row: HolidayRow, what: string) =>
  recordAudit(tx, {
    ...by,
    action: 'settings-changed',
    target: {
      type: 'holiday',
      id: row.id,
      label: `Festivo ${what}: ${spanishDate(dateFromCalendarId(row.day))} ${row.name}`,
    },
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
  by: HolidayChangeBy,
): Promise<Holiday> {
  const day = calendarDateId(input.date);
  const row = await unique(() =>
    db.transaction(async (tx) => {
      await assertDaysOpen(tx, [day]);
      const created = await insertHoliday(tx, { day, name: input.name });
      await auditHoliday(tx, by, created, 'añadido');
      return created;
    }),
  );
  return toHoliday(row);
}

export async function patchHoliday(
  { db }: HolidaysDeps,
  id: number,
  input: { date?: string; name?: string },
  by: HolidayChangeBy,
): Promise<Holiday> {
  const set = {
    ...(input.date !== undefined && { day: calendarDateId(input.date) }),
    ...(input.name !== undefined && { name: input.name }),
  };
  const row = await unique(() =>
    db.transaction(async (tx) => {
      const current = await lockHoliday(tx, id);
      if (!current) throw notFound(HOLIDAY_TEXTS.notFound);
      if (Object.keys(set).length === 0) return current;
      // Both months: the day it leaves and the day it moves to.
      await assertDaysOpen(tx, [current.day, set.day ?? current.day]);
      const updated = await updateHoliday(tx, id, set);
      await auditHoliday(tx, by, updated, 'modificado');
      return updated;
    }),
  );
  return toHoliday(row);
}

export async function removeHoliday(
  { db }: HolidaysDeps,
  id: number,
  by: HolidayChangeBy,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockHoliday(tx, id);
    if (!current) throw notFound(HOLIDAY_TEXTS.notFound);
    await assertDaysOpen(tx, [current.day]);
    await deleteHoliday(tx, id);
    await auditHoliday(tx, by, current, 'eliminado');
  });
}
