import { addDays, calendarDateId } from '@app/contract/dates';
import { PUNCH_DEDUP_SECONDS, type PunchCommand, type PunchType } from '@app/contract/punches';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/access';
import { closestShift } from './punch-analysis';
import { publishedShifts } from './punches-analysis.repository';
import { breaksOf, type BreakRow, type PunchRow } from './punches-read.repository';
import { punchesForState } from './punches.repository';
import { punchIsMissingOut } from './punches.queries';
import type { PunchesDeps } from './punches.service';

/** A punch as the write path reads it. */
export type PunchRecord = Omit<PunchRow, 'userName'>;

/** What the punch rule reads of the user's punches, under the user's row lock. */
export type PunchState = {
  now: Date;
  /** Today's company date (YYYY-MM-DD) and its calendarDateId. */
  today: string;
  todayId: number;
  /** Today's punch, if any. */
  todays: PunchRecord | undefined;
  /** The open punch: without exit and not sin salida (today's, or a night shift's of the day before). */
  open: PunchRecord | undefined;
  /** The user's latest punch, when it is sin salida (DECISIONS §10): the 409s name its day. */
  forgotten: PunchRecord | undefined;
  /** Whether a punch read here is sin salida now. */
  isMissingOut: (punch: PunchRecord) => boolean;
  /** The user's latest punch, and its breaks and lunches. */
  latest: PunchRecord | undefined;
  latestBreaks: BreakRow[];
};

/** The latest event of a punch: its exit, the last start or end of a break or lunch, or its entry. */
function latestEvent(punch: PunchRecord, breaks: readonly BreakRow[]) {
  if (punch.dateOut) return { type: 'O' as PunchType, at: punch.dateOut, breakId: null };
  let latest: { type: PunchType; at: Date; breakId: number | null } = {
    type: 'I',
    at: punch.dateIn,
    breakId: null,
  };
  for (const entry of breaks) {
    const lunch = entry.type === 'lunch';
    if (entry.breakIn >= latest.at) {
      latest = { type: lunch ? 'LI' : 'BI', at: entry.breakIn, breakId: entry.id };
    }
    if (entry.breakOut && entry.breakOut >= latest.at) {
      latest = { type: lunch ? 'LO' : 'BO', at: entry.breakOut, breakId: entry.id };
    }
  }
  return latest;
}

/**
 * Reads the user's punches that decide the next event: those of the days a new punch can belong
 * to (yesterday's, a night arrival; today's; tomorrow's, arriving before a shift that starts at
 * midnight), and every punch without exit recent enough to be still open — its shift started at
 * most a day before its end, which is at most PUNCH_FORGOTTEN_HOURS before now. Each of those is
 * open or sin salida by the one rule (punches.queries), against its day's published shifts; one
 * forgotten three days ago is read too, and is simply not open.
 */
export async function readPunchState(
  tx: Db,
  { clock, forgottenHours }: PunchesDeps,
  actor: SessionUser,
): Promise<PunchState> {
  const now = clock.now();
  const today = clock.dateOf(now);
  const todayId = calendarDateId(today);
  const sinceId = calendarDateId(addDays(today, -(2 + Math.ceil(forgottenHours / 24))));
  const read = await punchesForState(tx, actor.id, {
    days: [calendarDateId(addDays(today, 1)), todayId, calendarDateId(addDays(today, -1))],
    withoutExitSince: sinceId,
  });
  const unclosed = read.filter((punch) => punch.dateOut === null);
  const unclosedDays = unclosed.map((punch) => punch.calendarDateId);
  const shifts = unclosed.length
    ? await publishedShifts(tx, [actor.id], Math.min(...unclosedDays), Math.max(...unclosedDays))
    : [];
  const isMissingOut = (punch: PunchRecord) =>
    punchIsMissingOut(
      punch,
      closestShift(
        punch.dateIn,
        shifts.filter((shift) => shift.calendarDateId === punch.calendarDateId),
      ),
      forgottenHours,
      now,
    );
  const byEntry = [...read].sort((a, b) => b.dateIn.getTime() - a.dateIn.getTime());
  const latest = byEntry[0];
  return {
    now,
    today,
    todayId,
    todays: read.find((punch) => punch.calendarDateId === todayId),
    open: byEntry.find((punch) => punch.dateOut === null && !isMissingOut(punch)),
    forgotten: latest && isMissingOut(latest) ? latest : undefined,
    isMissingOut,
    latest,
    latestBreaks: latest ? await breaksOf(tx, [latest.id]) : [],
  };
}

/** The breaks of a punch, read once: the latest punch's are known already. */
export const breaksOfPunch = (tx: Db, state: PunchState, punch: PunchRecord) =>
  punch.id === state.latest?.id ? state.latestBreaks : breaksOf(tx, [punch.id]);

/**
 * A true repeat (a retry, a double click): the same event as the user's latest one, with nothing
 * after it, within PUNCH_DEDUP_SECONDS. Its punch and break, and the event as recorded; anything
 * else is judged by the action's rule.
 */
export function repeatOfLatest(
  state: PunchState,
  command: PunchCommand,
): { type: PunchType; punchId: number; breakId: number | null } | undefined {
  if (!state.latest) return undefined;
  const event = latestEvent(state.latest, state.latestBreaks);
  const sameEvent =
    event.type === command.type ||
    (command.anyBreak && command.type === 'BO' && event.type === 'LO');
  if (sameEvent && state.now.getTime() - event.at.getTime() < PUNCH_DEDUP_SECONDS * 1000) {
    return { type: event.type, punchId: state.latest.id, breakId: event.breakId };
  }
  return undefined;
}
