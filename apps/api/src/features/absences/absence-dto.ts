import type { Absence } from '@app/contract/absences';
import { dateFromCalendarId } from '@app/contract/dates';
import type { CompanyClock } from '../../lib/time';
import type { AbsenceListRow } from './absences.repository';
import type { BalanceBook } from './balance-book';
import { workingDays } from './working-days';

/** Absences in the contract's shape: plain dates, instants with the company's offset. */
export function absenceDto(clock: CompanyClock, row: AbsenceListRow, book: BalanceBook): Absence {
  const { absence } = row;
  return {
    id: absence.id,
    userId: absence.userId,
    userName: row.userName,
    type: absence.type,
    fromDate: dateFromCalendarId(absence.fromDay),
    toDate: dateFromCalendarId(absence.toDay),
    workingDays: workingDays(absence, book.holidays),
    note: absence.note,
    status: absence.status,
    requestedBy: absence.requestedBy,
    requestedByName: row.requestedByName,
    requestedAt: clock.iso(absence.requestedAt),
    decidedBy: absence.decidedBy,
    decidedByName: row.decidedByName,
    decidedAt: absence.decidedAt ? clock.iso(absence.decidedAt) : null,
    decisionNote: absence.decisionNote,
    beyondBalance: absence.status === 'pending' && book.beyond(absence),
    shiftDays: row.shiftDays,
  };
}
