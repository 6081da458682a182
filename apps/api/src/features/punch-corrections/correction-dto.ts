import type { Correction, CorrectionBreak, CorrectionTimes } from '@app/contract/punch-corrections';
import type { StoredBreak } from '../../db/schema/attendance';
import type { CompanyClock } from '../../lib/time';
import type { ResultBreak } from './correction-rules';
import type { CorrectionListRow, punchesNow } from './punch-corrections-read.repository';

/** Corrections in the contract's shape: times as ISO with the company's offset. */

type Now = Awaited<ReturnType<typeof punchesNow>>;

const iso = (clock: CompanyClock, time: Date | string | null) =>
  time === null ? null : clock.iso(typeof time === 'string' ? new Date(time) : time);

const breakOf = (clock: CompanyClock, entry: StoredBreak | ResultBreak): CorrectionBreak => ({
  ...(entry.id !== undefined && { id: entry.id }),
  type: entry.type,
  breakIn: iso(clock, entry.breakIn)!,
  breakOut: iso(clock, entry.breakOut),
});

const timesOf = (
  clock: CompanyClock,
  dateIn: Date | null,
  dateOut: Date | null,
  breaks: readonly (StoredBreak | ResultBreak)[] | null,
): CorrectionTimes => ({
  dateIn: iso(clock, dateIn),
  dateOut: iso(clock, dateOut),
  breaks: breaks === null ? null : breaks.map((entry) => breakOf(clock, entry)),
});

/** Breaks as a correction stores them (plain JSON). */
export const storedBreaks = (breaks: readonly ResultBreak[] | null | undefined) =>
  breaks == null
    ? null
    : breaks.map((entry): StoredBreak => ({
        ...(entry.id !== undefined && { id: entry.id }),
        type: entry.type,
        breakIn: entry.breakIn.toISOString(),
        breakOut: entry.breakOut?.toISOString() ?? null,
      }));

/** Breaks a correction stored, back as times. */
export const breaksFromStored = (breaks: readonly StoredBreak[] | null): ResultBreak[] | null =>
  breaks === null
    ? null
    : breaks.map((entry) => ({
        ...(entry.id !== undefined && { id: entry.id }),
        type: entry.type,
        breakIn: new Date(entry.breakIn),
        breakOut: entry.breakOut === null ? null : new Date(entry.breakOut),
      }));

export function toCorrections(
  clock: CompanyClock,
  rows: readonly CorrectionListRow[],
  now: Now,
): Correction[] {
  const punchById = new Map(now.punchRows.map((row) => [row.id, row]));
  return rows.map(({ correction: c, userName, requestedByName, decidedByName }) => {
    const punch = c.punchId === null ? undefined : punchById.get(c.punchId);
    const breaks = now.breakRows
      .filter((entry) => entry.punchId === c.punchId)
      .sort((a, b) => a.breakIn.getTime() - b.breakIn.getTime());
    return {
      id: c.id,
      userId: c.userId,
      userName,
      punchId: c.punchId,
      calendarDateId: c.calendarDateId,
      status: c.status,
      reason: c.reason,
      requestedBy: c.requestedBy,
      requestedByName,
      requestedAt: clock.iso(c.requestedAt),
      current: punch ? timesOf(clock, punch.dateIn, punch.dateOut, breaks) : null,
      requested: timesOf(clock, c.dateIn, c.dateOut, c.breaks),
      applied:
        c.status === 'approved'
          ? timesOf(clock, c.appliedDateIn, c.appliedDateOut, c.appliedBreaks)
          : null,
      decidedBy: c.decidedBy,
      decidedByName,
      decidedAt: c.decidedAt ? clock.iso(c.decidedAt) : null,
      note: c.note,
    };
  });
}
