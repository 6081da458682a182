import type { Absence, absenceListQuerySchema } from '@app/contract/absences';
import { ABSENCE_TEXTS } from '@app/contract/absences';
import { calendarDateId, monthFirstDay, monthLastDay } from '@app/contract/dates';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { visibleOwners, type Actor } from '../../lib/access';
import { badRequest } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import { absenceDto } from './absence-dto';
import {
  absenceList,
  absenceWithNames,
  pendingAbsenceList,
  type AbsenceListRow,
} from './absences.repository';
import { balanceBook } from './balance-book';
import { yearsOf } from './working-days';

type ListQuery = z.output<typeof absenceListQuerySchema>;
type Deps = { db: Db; clock: CompanyClock };

const monthOf = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { first: monthFirstDay(year, month), last: monthLastDay(year, month) };
};

/** The range a list shows: what is asked, else the month of the date given, else this month. */
function listRange(clock: CompanyClock, query: ListQuery) {
  const fromDate = query.fromDate ?? monthOf(query.toDate ?? clock.today()).first;
  const toDate = query.toDate ?? monthOf(query.fromDate ?? clock.today()).last;
  if (fromDate > toDate) throw badRequest(ABSENCE_TEXTS.badRange);
  return { fromDay: calendarDateId(fromDate), toDay: calendarDateId(toDate) };
}

/** The rows in the contract's shape, with their working days and balance warnings. */
async function toAbsences(db: Db, clock: CompanyClock, rows: AbsenceListRow[]) {
  const years = rows.flatMap((row) => yearsOf(row.absence));
  const book = await balanceBook(
    db,
    rows.map((row) => row.absence.userId),
    years,
  );
  return rows.map((row) => absenceDto(clock, row, book));
}

/**
 * GET /absences: the absences touching the range (default: this month in the company zone),
 * pending first, then by their first day (`status=pending`: the oldest request first); a usuario
 * sees their own only (DECISIONS §11). Those of users deactivated since are listed too.
 */
export async function listAbsences(
  { db, clock }: Deps,
  actor: Actor,
  query: ListQuery,
): Promise<{ data: Absence[]; totalItems: number }> {
  const list = query.status === 'pending' ? pendingAbsenceList : absenceList;
  const { rows, total } = await list.page(db, {
    range: listRange(clock, query),
    status: query.status,
    userIds: visibleOwners(actor, query.usersIds),
    page: query.page,
    limit: query.limit,
  });
  return { data: await toAbsences(db, clock, rows), totalItems: total };
}

/** One absence as the list shows it (after a write). */
export async function absenceView({ db, clock }: Deps, id: number): Promise<Absence> {
  const row = await absenceWithNames(db, id);
  if (!row) throw new Error(`absence ${id} vanished`);
  return (await toAbsences(db, clock, [row]))[0]!;
}
