import type { AbsenceType } from '@app/contract/absences';
import { dateFromCalendarId } from '@app/contract/dates';
import type { Db } from '../../db/client';
import { holidaysInRange } from '../holidays/holidays.queries';
import { absencesInRange, type AbsenceSpan } from './absences.queries';
import { balancesOf } from './absences.repository';
import { workingDaysInYear, yearSpan, yearsOf, type DaySpan } from './working-days';

/**
 * What the yearly balances of some users hold in some years (DECISIONS §11), read once: the days
 * given, the working days their pending and approved absences take, and the holidays that do not
 * count. Read under the users' absence lock, it is what a decision may rely on.
 */
export type BalanceBook = Awaited<ReturnType<typeof balanceBook>>;

/** The absence a balance rule asks about. */
export type AbsenceAsked = DaySpan & { id?: number; userId: number; type: AbsenceType };

const keyOf = (userId: number, year: number, type: string) => `${userId}:${year}:${type}`;

export async function balanceBook(db: Db, userIds: readonly number[], years: readonly number[]) {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const users = [...new Set(userIds)];
  const first = sorted[0];
  const last = sorted.at(-1);
  const empty = first === undefined || last === undefined || users.length === 0;
  const range = empty ? null : { fromDay: yearSpan(first).fromDay, toDay: yearSpan(last).toDay };
  // One after another: inside a transaction the three share one connection.
  const balanceRows = range ? await balancesOf(db, users, sorted) : [];
  const spans: AbsenceSpan[] = range
    ? await absencesInRange(db, range.fromDay, range.toDay, users)
    : [];
  const holidayRows = range ? await holidaysInRange(db, range.fromDay, range.toDay) : [];
  const holidays = new Set(holidayRows.map((row) => dateFromCalendarId(row.day)));
  const given = new Map(balanceRows.map((row) => [keyOf(row.userId, row.year, row.type), row]));

  /**
   * Working days of pending and approved absences of the user and type in the year; with
   * `before`, of the pending only those asked before that absence (ids grow as they are asked).
   */
  const used = (userId: number, year: number, type: AbsenceType, before?: number) => {
    const total = { approved: 0, pending: 0 };
    for (const span of spans) {
      if (span.userId !== userId || span.type !== type || span.id === before) continue;
      if (span.status === 'pending' && before !== undefined && span.id > before) continue;
      total[span.status] += workingDaysInYear(span, year, holidays);
    }
    return total;
  };

  return {
    holidays,
    balances: balanceRows,
    used,
    /**
     * Whether the absence takes more working days, in a year that has a balance of its type, than
     * that balance has left without it: what was given less what is approved and what was asked
     * before it (first asked, first served; a new absence comes after every pending one).
     */
    beyond(absence: AbsenceAsked): boolean {
      return yearsOf(absence).some((year) => {
        const balance = given.get(keyOf(absence.userId, year, absence.type));
        if (!balance) return false;
        const takes = workingDaysInYear(absence, year, holidays);
        const { approved, pending } = used(absence.userId, year, absence.type, absence.id);
        return takes > 0 && takes > balance.days - approved - pending;
      });
    },
  };
}
