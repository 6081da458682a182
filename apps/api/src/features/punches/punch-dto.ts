import type { Punch } from '@app/contract/punches';
import type { Db } from '../../db/client';
import type { FileLinks } from '../../lib/file-links';
import type { CompanyClock } from '../../lib/time';
import { analysePunch, breakHours, closestShift, MISSING_OUT_FIGURES } from './punch-analysis';
import { punchIsMissingOut } from './punches.queries';
import { publishedShifts, type PunchShiftRow } from './punches-analysis.repository';
import { breaksOf, type BreakRow, type PunchRow } from './punches-read.repository';

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** What the answer of a punch is made with; `forgottenHours` is PUNCH_FORGOTTEN_HOURS. */
export type PunchViewDeps = {
  db: Db;
  clock: CompanyClock;
  links: FileLinks;
  forgottenHours: number;
};

/**
 * Punches in the response shape of SPEC §3: their breaks, their day's shift (the published one
 * closest to dateIn), the analysis figures and fresh signed links to their photos. A punch sin
 * salida at the clock's now (punches.queries) says so in `missingOut`, and its figures are 0
 * (DECISIONS §10). Two queries whatever the number of punches, and linear in it.
 */
export async function toPunches(
  { db, clock, links, forgottenHours }: PunchViewDeps,
  rows: readonly PunchRow[],
  /**
   * What the caller knows already (a punch just made has no breaks, and Punch In has read its
   * day's published shifts): its breaks, and the published shifts of its users and days.
   */
  known: { breaks?: readonly BreakRow[]; shifts?: readonly PunchShiftRow[] } = {},
): Promise<Punch[]> {
  if (rows.length === 0) return [];
  const days = rows.map((row) => row.calendarDateId);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [breaks, shifts] = await Promise.all([
    known.breaks ??
      breaksOf(
        db,
        rows.map((row) => row.id),
      ),
    known.shifts ?? publishedShifts(db, userIds, Math.min(...days), Math.max(...days)),
  ]);
  const link = (key: string | null) => (key ? links.sign(key) : null);
  const breaksByPunch = groupBy(breaks, (entry) => entry.punchId);
  const shiftsByDay = groupBy(shifts, (shift) => `${shift.userId}:${shift.calendarDateId}`);
  const now = clock.now();
  return rows.map((row) => {
    const own = breaksByPunch.get(row.id) ?? [];
    const shift = closestShift(
      row.dateIn,
      shiftsByDay.get(`${row.userId}:${row.calendarDateId}`) ?? [],
    );
    const missingOut = punchIsMissingOut(row, shift, forgottenHours, now);
    return {
      id: row.id,
      userId: row.userId,
      user: row.userName,
      calendarDateId: row.calendarDateId,
      shift: shift
        ? {
            startDateTime: clock.iso(shift.startAt),
            endDateTime: clock.iso(shift.endAt),
            notes: shift.notes,
          }
        : null,
      dateIn: clock.iso(row.dateIn),
      dateOut: row.dateOut ? clock.iso(row.dateOut) : null,
      imgIn: link(row.imgIn),
      imgOut: link(row.imgOut),
      notesIn: row.notesIn,
      notesOut: row.notesOut,
      ...(missingOut
        ? MISSING_OUT_FIGURES
        : analysePunch({ dateIn: row.dateIn, dateOut: row.dateOut, breaks: own, shift })),
      breaks: own.map((entry) => ({
        id: entry.id,
        type: entry.type,
        breakIn: clock.iso(entry.breakIn),
        breakOut: entry.breakOut ? clock.iso(entry.breakOut) : null,
        breakDuration: breakHours(entry),
      })),
      corrected: row.corrected,
      missingOut,
    };
  });
}
