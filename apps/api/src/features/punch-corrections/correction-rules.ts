import { CORRECTION_MAX_HOURS, CORRECTION_TEXTS } from '@app/contract/punch-corrections';

/**
 * The rules of DECISIONS §10 on the punch a correction leaves, pure: checked when the request is
 * made and again when it is decided. The day's rules (one punch per day, a published shift for a
 * missing punch) need the database and are the service's.
 */

export type ResultBreak = {
  id?: number;
  type: 'break' | 'lunch';
  breakIn: Date;
  breakOut: Date | null;
};

/** A punch's times and breaks, as it is or as a correction leaves it. */
export type PunchTimes = { dateIn: Date; dateOut: Date | null; breaks: ResultBreak[] };

/** What a correction changes: an absent time keeps the punch's, absent breaks keep its breaks. */
export type TimesChange = {
  dateIn?: Date | null;
  dateOut?: Date | null;
  breaks?: ResultBreak[] | null;
};

const HOUR_MS = 3_600_000;

/**
 * The punch a correction leaves: the change over the current punch (null: a missing punch, whose
 * entry the change must give). Null when there is no entry.
 */
export function resultOf(current: PunchTimes | null, change: TimesChange): PunchTimes | null {
  const dateIn = change.dateIn ?? current?.dateIn ?? null;
  if (!dateIn) return null;
  return {
    dateIn,
    dateOut: change.dateOut ?? current?.dateOut ?? null,
    breaks: change.breaks ?? current?.breaks ?? [],
  };
}

/** The first rule the punch breaks, as its Spanish message; null when it keeps them all. */
export function correctionViolation(punch: PunchTimes, now: Date): string | null {
  const { dateIn, dateOut, breaks } = punch;
  const times = [dateIn, dateOut, ...breaks.flatMap((entry) => [entry.breakIn, entry.breakOut])];
  if (times.some((time) => time !== null && time.getTime() > now.getTime())) {
    return CORRECTION_TEXTS.future;
  }
  if (dateOut) {
    if (dateOut.getTime() <= dateIn.getTime()) return CORRECTION_TEXTS.inBeforeOut;
    if (dateOut.getTime() - dateIn.getTime() > CORRECTION_MAX_HOURS * HOUR_MS) {
      return CORRECTION_TEXTS.tooLong;
    }
  }
  for (const entry of breaks) {
    if (entry.breakOut === null && dateOut !== null) return CORRECTION_TEXTS.openBreak;
    if (entry.breakOut && entry.breakOut.getTime() <= entry.breakIn.getTime()) {
      return CORRECTION_TEXTS.breakOrder;
    }
    const end = entry.breakOut ?? entry.breakIn;
    if (entry.breakIn.getTime() < dateIn.getTime()) return CORRECTION_TEXTS.breakInside;
    if (dateOut && end.getTime() > dateOut.getTime()) return CORRECTION_TEXTS.breakInside;
  }
  const sorted = [...breaks].sort((a, b) => a.breakIn.getTime() - b.breakIn.getTime());
  for (let i = 1; i < sorted.length; i++) {
    const previousEnd = sorted[i - 1]!.breakOut;
    if (previousEnd === null || sorted[i]!.breakIn.getTime() < previousEnd.getTime()) {
      return CORRECTION_TEXTS.breaksOverlap;
    }
  }
  if (breaks.filter((entry) => entry.type === 'lunch').length > 1) return CORRECTION_TEXTS.oneLunch;
  return null;
}

const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Whether the result differs from the punch as it is (a missing punch always does). */
export function changesSomething(current: PunchTimes | null, result: PunchTimes): boolean {
  if (!current) return true;
  if (!sameTime(current.dateIn, result.dateIn) || !sameTime(current.dateOut, result.dateOut)) {
    return true;
  }
  if (current.breaks.length !== result.breaks.length) return true;
  const key = (entry: ResultBreak) =>
    `${entry.type}|${entry.breakIn.getTime()}|${entry.breakOut?.getTime() ?? ''}`;
  const before = current.breaks.map(key).sort();
  const after = result.breaks.map(key).sort();
  return before.some((value, i) => value !== after[i]);
}
