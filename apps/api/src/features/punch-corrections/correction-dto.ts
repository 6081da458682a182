import type { Correction, CorrectionBreak, CorrectionTimes } from '@app/contract/punch-corrections';
import type { StoredBreak } from '../../db/schema/attendance';
import type { CompanyClock } from '../../lib/time';
import type { ResultBreak } from './correction-rules';
import { appliedKey } from '../punch-history/punch-history.queries';
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

/**
 * The punch a correction starts from: once applied, the punch as it was just before (the history's
 * `before`, null for a missing punch); otherwise the punch as it is now.
 */
function currentOf(clock: CompanyClock, c: CorrectionListRow['correction'], now: Now) {
  if (c.status === 'approved' && c.punchId !== null && c.decidedAt) {
    const key = appliedKey(c.punchId, c.decidedAt);
    if (now.beforeApplied.has(key)) {
      const before = now.beforeApplied.get(key) ?? null;
      return (
        before &&
        timesOf(
          clock,
          new Date(before.dateIn),
          before.dateOut === null ? null : new Date(before.dateOut),
          before.breaks,
        )
      );
    }
  }
  const punch = c.punchId === null ? undefined : now.punchRows.find((row) => row.id === c.punchId);
  if (!punch) return null;
  const breaks = now.breakRows
    .filter((entry) => entry.punchId === c.punchId)
    .sort((a, b) => a.breakIn.getTime() - b.breakIn.getTime());
  return timesOf(clock, punch.dateIn, punch.dateOut, breaks);
}

export function toCorrections(
  clock: CompanyClock,
  rows: readonly CorrectionListRow[],
  now: Now,
): Correction[] {
  return rows.map(({ correction: c, userName, requestedByName, decidedByName }) => {
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
      current: currentOf(clock, c, now),
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
