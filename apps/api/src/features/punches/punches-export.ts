import { dateFromCalendarId } from '@app/contract/dates';
import type { ExportColumn } from '@app/contract/export-columns';
import {
  punchExportFileName,
  punchRecordStatus,
  type Punch,
  type PunchFilter,
} from '@app/contract/punches';
import type { SessionUser } from '../../lib/access';
import { toPunches } from './punch-dto';
import { punchesOfUsers, usersWithPunches } from './punches-export.repository';
import { resolveQuery } from './punches-read.service';
import type { PunchesDeps } from './punches.service';

/** Users per query: a year of daily punches for 50 people is about 13 000 rows in memory at once. */
export const EXPORT_USERS_PER_CHUNK = 50;

const hoursOf = (punch: Punch, type: 'break' | 'lunch') =>
  Math.round(
    punch.breaks
      .filter((entry) => entry.type === type)
      .reduce((sum, entry) => sum + (entry.breakDuration ?? 0), 0) * 100,
  ) / 100;

/**
 * What payroll reads: one line per punch, dates and date-times as the company's wall clock, hours
 * as numbers with exactly 2 decimals (CSV) or number cells (Excel).
 */
export const PUNCH_EXPORT_COLUMNS: readonly ExportColumn<Punch>[] = [
  { header: 'Usuario', value: (p) => p.user, width: 24 },
  { header: 'Fecha', value: (p) => dateFromCalendarId(p.calendarDateId), kind: 'date' },
  { header: 'Inicio del turno', value: (p) => p.shift?.startDateTime, kind: 'dateTime' },
  { header: 'Fin del turno', value: (p) => p.shift?.endDateTime, kind: 'dateTime' },
  { header: 'Entrada', value: (p) => p.dateIn, kind: 'dateTime' },
  { header: 'Salida', value: (p) => p.dateOut, kind: 'dateTime' },
  { header: 'Horas trabajadas', value: (p) => p.workedHours, kind: 'hours' },
  { header: 'Diferencia vs turno (h)', value: (p) => p.hoursDifference, kind: 'hours' },
  { header: 'Llegada temprana (h)', value: (p) => p.arriveEarlyHours, kind: 'hours' },
  { header: 'Llegada tarde (h)', value: (p) => p.arriveLateHours, kind: 'hours' },
  { header: 'Salida temprana (h)', value: (p) => p.leaveEarlyHours, kind: 'hours' },
  { header: 'Salida tarde (h)', value: (p) => p.leaveLateHours, kind: 'hours' },
  {
    header: 'Breaks',
    value: (p) => p.breaks.filter((entry) => entry.type === 'break').length,
    kind: 'count',
  },
  { header: 'Horas de break', value: (p) => hoursOf(p, 'break'), kind: 'hours' },
  { header: 'Horas de lunch', value: (p) => hoursOf(p, 'lunch'), kind: 'hours' },
  { header: 'Estado', value: (p) => punchRecordStatus(p), width: 12 },
  { header: 'Notas de entrada', value: (p) => p.notesIn, width: 30 },
  { header: 'Notas de salida', value: (p) => p.notesOut, width: 30 },
];

/** The export's one sheet (Excel). */
export const PUNCH_EXPORT_SHEET = 'Registros';

/**
 * Every punch of the filter (no pages), by user name and then by date, read
 * EXPORT_USERS_PER_CHUNK users at a time so a year of a whole company never sits in memory; and
 * the file's name without its extension. The figures are the ones the screens show (same
 * `toPunches`). Who may read what is as for the list. The route writes them as CSV or Excel
 * (PUNCH_EXPORT_COLUMNS, lib/table-export) and answers with the file.
 */
export async function punchExportRows(
  deps: PunchesDeps,
  actor: SessionUser,
  filter: Pick<PunchFilter, 'fromDate' | 'toDate' | 'usersIds'>,
): Promise<{ baseName: string; chunks: AsyncIterable<Punch[]> }> {
  const query = resolveQuery(deps, actor, filter);
  const userIds = await usersWithPunches(deps.db, query);
  async function* chunks() {
    for (let start = 0; start < userIds.length; start += EXPORT_USERS_PER_CHUNK) {
      const chunk = userIds.slice(start, start + EXPORT_USERS_PER_CHUNK);
      const rows = await punchesOfUsers(deps.db, chunk, query.fromDay, query.toDay);
      yield await toPunches(deps, rows);
    }
  }
  return {
    baseName: punchExportFileName(
      dateFromCalendarId(query.fromDay),
      dateFromCalendarId(query.toDay),
    ),
    chunks: chunks(),
  };
}
