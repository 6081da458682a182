import { Readable } from 'node:stream';
import { csvHeader, csvRows, CSV_BOM, type CsvColumn } from '@app/contract/csv';
import { dateFromCalendarId } from '@app/contract/dates';
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

/** `2026-11-03T08:05:00-03:00` → `03/11/2026 08:05`, the company's wall clock as the API wrote it. */
function wallClock(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}` : '';
}

const hoursOf = (punch: Punch, type: 'break' | 'lunch') =>
  Math.round(
    punch.breaks
      .filter((entry) => entry.type === type)
      .reduce((sum, entry) => sum + (entry.breakDuration ?? 0), 0) * 100,
  ) / 100;

/** What payroll reads: one line per punch, hours as numbers with 2 decimals. */
export const PUNCH_EXPORT_COLUMNS: readonly CsvColumn<Punch>[] = [
  { header: 'Usuario', value: (p) => p.user },
  {
    header: 'Fecha',
    value: (p) => dateFromCalendarId(p.calendarDateId).split('-').reverse().join('/'),
  },
  { header: 'Inicio del turno', value: (p) => wallClock(p.shift?.startDateTime) },
  { header: 'Fin del turno', value: (p) => wallClock(p.shift?.endDateTime) },
  { header: 'Entrada', value: (p) => wallClock(p.dateIn) },
  { header: 'Salida', value: (p) => wallClock(p.dateOut) },
  { header: 'Horas trabajadas', value: (p) => p.workedHours },
  { header: 'Diferencia vs turno (h)', value: (p) => p.hoursDifference },
  { header: 'Llegada temprana (h)', value: (p) => p.arriveEarlyHours },
  { header: 'Llegada tarde (h)', value: (p) => p.arriveLateHours },
  { header: 'Salida temprana (h)', value: (p) => p.leaveEarlyHours },
  { header: 'Salida tarde (h)', value: (p) => p.leaveLateHours },
  { header: 'Breaks', value: (p) => p.breaks.filter((entry) => entry.type === 'break').length },
  { header: 'Horas de break', value: (p) => hoursOf(p, 'break') },
  { header: 'Horas de lunch', value: (p) => hoursOf(p, 'lunch') },
  { header: 'Estado', value: (p) => punchRecordStatus(p) },
  { header: 'Notas de entrada', value: (p) => p.notesIn },
  { header: 'Notas de salida', value: (p) => p.notesOut },
];

/**
 * Every punch of the filter (no pages) as a CSV stream, by user name and then by date, read
 * EXPORT_USERS_PER_CHUNK users at a time so a year of a whole company never sits in memory. The
 * figures are the ones the screens show (same `toPunches`). Who may read what is as for the list.
 */
export async function exportPunches(
  deps: PunchesDeps,
  actor: SessionUser,
  filter: Pick<PunchFilter, 'fromDate' | 'toDate' | 'usersIds'>,
): Promise<{ fileName: string; stream: Readable }> {
  const query = resolveQuery(deps, actor, filter);
  const userIds = await usersWithPunches(deps.db, query);
  async function* lines() {
    yield CSV_BOM + csvHeader(PUNCH_EXPORT_COLUMNS);
    for (let start = 0; start < userIds.length; start += EXPORT_USERS_PER_CHUNK) {
      const chunk = userIds.slice(start, start + EXPORT_USERS_PER_CHUNK);
      const rows = await punchesOfUsers(deps.db, chunk, query.fromDay, query.toDay);
      const punches = await toPunches(deps.db, deps.clock, deps.links, rows);
      yield csvRows(PUNCH_EXPORT_COLUMNS, punches);
    }
  }
  const fileName = punchExportFileName(
    dateFromCalendarId(query.fromDay),
    dateFromCalendarId(query.toDay),
  );
  return { fileName, stream: Readable.from(lines()) };
}
