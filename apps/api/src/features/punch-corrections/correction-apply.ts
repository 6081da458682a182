import { dateFromCalendarId, spanishDate, type DateTimeInput } from '@app/contract/dates';
import { CORRECTION_TEXTS } from '@app/contract/punch-corrections';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import { appendPunchHistory } from '../punch-history/punch-history.queries';
import {
  changesSomething,
  correctionViolation,
  resultOf,
  type PunchTimes,
  type ResultBreak,
  type TimesChange,
} from './correction-rules';
import {
  hasPublishedShift,
  lockPunchOfDay,
  snapshotOf,
  writePunch,
  type PunchRecord,
} from './punch-corrections.repository';

/** Reading a correction's times, checking its rules against the day, and applying it. */

type BreakInput = {
  id?: number;
  type: 'break' | 'lunch';
  breakIn: DateTimeInput;
  breakOut: DateTimeInput;
};
export type TimesInput = { dateIn?: DateTimeInput; dateOut?: DateTimeInput; breaks?: BreakInput[] };

const instantOf = (clock: CompanyClock, input: DateTimeInput) =>
  'instant' in input ? input.instant : clock.instantOf(input.wallClock);

/** The instants of a request's (or a decision's) times: wall-clock ones in the company zone. */
export function readTimes(clock: CompanyClock, input: TimesInput): TimesChange {
  return {
    ...(input.dateIn && { dateIn: instantOf(clock, input.dateIn) }),
    ...(input.dateOut && { dateOut: instantOf(clock, input.dateOut) }),
    ...(input.breaks && {
      breaks: input.breaks.map((entry): ResultBreak => ({
        ...(entry.id !== undefined && { id: entry.id }),
        type: entry.type,
        breakIn: instantOf(clock, entry.breakIn),
        breakOut: instantOf(clock, entry.breakOut),
      })),
    }),
  };
}

/** Where a correction lands: the user's day and its punch (null: the missing punch). */
export type CorrectionTarget = {
  userId: number;
  calendarDateId: number;
  current: PunchRecord | null;
};

/**
 * Every rule of DECISIONS §10 on the punch the change leaves (400 with the rule's message): the
 * pure ones, breaks named by id belong to the punch, and for a missing punch: an entry, no punch
 * that day yet, a published shift that day. Answers the resulting punch.
 */
export async function checkedResult(
  db: Db,
  target: CorrectionTarget,
  change: TimesChange,
  now: Date,
): Promise<PunchTimes> {
  const { current } = target;
  const ownIds = new Set(current?.breaks.map((entry) => entry.id) ?? []);
  if (change.breaks?.some((entry) => entry.id !== undefined && !ownIds.has(entry.id))) {
    throw badRequest(CORRECTION_TEXTS.unknownBreak);
  }
  const result = resultOf(current, change);
  if (!result) throw badRequest(CORRECTION_TEXTS.entryRequired);
  const violation = correctionViolation(result, now);
  if (violation) throw badRequest(violation);
  if (!current) {
    if (await lockPunchOfDay(db, target.userId, target.calendarDateId)) {
      throw badRequest(CORRECTION_TEXTS.onePunchPerDay);
    }
    if (!(await hasPublishedShift(db, target.userId, target.calendarDateId))) {
      throw badRequest(CORRECTION_TEXTS.noShiftThatDay);
    }
  }
  if (!changesSomething(current, result)) throw badRequest(CORRECTION_TEXTS.nothingToChange);
  return result;
}

export type AppliedBy = { actorId: number; ip: string | null; reason: string; at: Date };

/**
 * Applies a correction in the caller's transaction: the punch (or the missing one) and its breaks,
 * `corrected = true`, and one history row with the punch before and after. Answers the punch's id.
 */
export async function applyCorrection(
  db: Db,
  target: CorrectionTarget,
  result: PunchTimes,
  by: AppliedBy,
): Promise<number> {
  // The punch was read under its lock: before and after are built from it and from what was written.
  const before = target.current ? snapshotOf(target.current) : null;
  const written = await writePunch(db, target, result, by.at);
  const punchId = written.id;
  await appendPunchHistory(db, {
    punchId,
    userId: target.userId,
    calendarDateId: target.calendarDateId,
    action: 'correction-applied',
    actorId: by.actorId,
    at: by.at,
    ip: by.ip,
    reason: by.reason,
    before,
    after: snapshotOf(written),
  });
  return punchId;
}

/** DD/MM/YYYY of a calendarDateId, for the notifications. */
export const dayText = (dayId: number) => spanishDate(dateFromCalendarId(dayId));
