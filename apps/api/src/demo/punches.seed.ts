import { asc, and, eq, lt } from 'drizzle-orm';
import { punchBreaks, punches, shifts } from '../db/schema/index';
import {
  appendPunchHistory,
  type HistoryEntry,
  type PunchSnapshot,
} from '../features/punch-history/punch-history.queries';
import { companyClock } from '../lib/time';
import { planPunchRecord, type PlannedPunch } from './punch-record.plan';
import type { SeedStep } from './seed-context';

const MINUTE = 60_000;

/** A repeatable pseudo-random number in [0, 1) for a shift: the demo is the same on every start. */
function noise(seed: number, salt: number): number {
  const x = Math.sin(seed * 12.9898 + salt * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}

/** Minutes in [min, max] for a shift and a purpose. */
const minutes = (seed: number, salt: number, min: number, max: number) =>
  Math.round(min + noise(seed, salt) * (max - min));

type PunchRow = typeof punches.$inferSelect;
type BreakRow = typeof punchBreaks.$inferSelect;

const iso = (at: Date) => at.toISOString();
const until = (at: Date | null, t: number) => (at && at.getTime() <= t ? at : null);

/** The punch as the history records it once the events up to `t` had happened. */
function snapshotAt(punch: PunchRow, breaks: readonly BreakRow[], t: number): PunchSnapshot {
  const out = until(punch.dateOut, t);
  return {
    id: punch.id,
    userId: punch.userId,
    calendarDateId: punch.calendarDateId,
    dateIn: iso(punch.dateIn),
    dateOut: out && iso(out),
    notesIn: punch.notesIn,
    notesOut: out ? punch.notesOut : '',
    corrected: false,
    breaks: breaks
      .filter((entry) => entry.breakIn.getTime() <= t)
      .map((entry) => {
        const breakOut = until(entry.breakOut, t);
        return {
          id: entry.id,
          type: entry.type,
          breakIn: iso(entry.breakIn),
          breakOut: breakOut && iso(breakOut),
        };
      }),
  };
}

/** The history rows of a punch's events as they were made: entry, breaks and lunch, exit. */
function eventsOf(punch: PunchRow, breaks: readonly BreakRow[]): HistoryEntry[] {
  const moments: { action: HistoryEntry['action']; at: Date }[] = [
    { action: 'I', at: punch.dateIn },
  ];
  for (const entry of breaks) {
    const lunch = entry.type === 'lunch';
    moments.push({ action: lunch ? 'LI' : 'BI', at: entry.breakIn });
    if (entry.breakOut) moments.push({ action: lunch ? 'LO' : 'BO', at: entry.breakOut });
  }
  if (punch.dateOut) moments.push({ action: 'O', at: punch.dateOut });
  return moments.map(({ action, at }) => ({
    punchId: punch.id,
    userId: punch.userId,
    calendarDateId: punch.calendarDateId,
    action,
    actorId: punch.userId,
    at,
    ip: null,
    reason: null,
    before: action === 'I' ? null : snapshotAt(punch, breaks, at.getTime() - 1),
    after: snapshotAt(punch, breaks, at.getTime()),
  }));
}

/**
 * A punch for every published shift of the usuarios that has already started: most people arrive
 * a few minutes early or late and leave around the end, take their break and lunch, and now and
 * then someone misses a day. A shift in progress has an open punch, as a working day looks. A few
 * exits were forgotten (punch-record.plan.ts). The sick day's shift (absences.plan.ts) has none. Every event enters the history in the order it
 * happened, through the history's own append, so the chain is the one real use writes.
 */
export const punchesSeed: SeedStep = {
  name: 'punches',
  async run(tx, context) {
    const clock = companyClock(context.timeZone);
    const now = context.now.getTime();
    const started = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.published, true), lt(shifts.startAt, context.now)))
      .orderBy(asc(shifts.startAt), asc(shifts.id));
    const planned: PlannedPunch[] = [];
    const sick = context.absences?.sickDay;
    for (const shift of started) {
      const seed = shift.id;
      if (noise(seed, 1) < 0.05) continue; // a missed day
      if (shift.userId === sick?.userId && shift.calendarDateId === sick.calendarDateId) continue;
      const dateIn = shift.startAt.getTime() + minutes(seed, 2, -15, 20) * MINUTE;
      if (dateIn > now) continue;
      const dateOut = shift.endAt.getTime() + minutes(seed, 3, -20, 35) * MINUTE;
      planned.push({
        shiftId: shift.id,
        userId: shift.userId,
        calendarDateId: Number(clock.dateOf(new Date(dateIn)).replaceAll('-', '')),
        startAt: shift.startAt,
        endAt: shift.endAt,
        dateIn: new Date(dateIn),
        finished: dateOut <= now,
      });
    }
    const plan = planPunchRecord(clock, context.now, context.users, planned);
    context.punchRecord = plan;

    const history: HistoryEntry[] = [];
    const byShift = new Map(started.map((shift) => [shift.id, shift]));
    for (const entry of planned) {
      const shift = byShift.get(entry.shiftId)!;
      const seed = shift.id;
      const dateIn = entry.dateIn.getTime();
      const end = shift.endAt.getTime();
      const dateOut = end + minutes(seed, 3, -20, 35) * MINUTE;
      const { finished } = entry;
      const punchedOut = finished && !plan.forgottenShiftIds.has(shift.id);
      const late = dateIn > shift.startAt.getTime() + 5 * MINUTE;
      const [punch] = await tx
        .insert(punches)
        .values({
          userId: shift.userId,
          calendarDateId: entry.calendarDateId,
          dateIn: entry.dateIn,
          dateOut: punchedOut ? new Date(dateOut) : null,
          notesIn: late ? 'Tráfico en la entrada' : '',
          notesOut: punchedOut && dateOut > end + 20 * MINUTE ? 'Cierre de caja' : '',
        })
        .returning();
      const entries: (typeof punchBreaks.$inferInsert)[] = [];
      const add = (type: 'break' | 'lunch', at: number, length: number) => {
        if (at >= now || (finished && at + length * MINUTE >= dateOut)) return;
        const out = at + length * MINUTE;
        entries.push({
          punchId: punch!.id,
          type,
          breakIn: new Date(at),
          breakOut: out <= now ? new Date(out) : null,
        });
      };
      if (shift.breakMinutes > 0) add('break', dateIn + 2 * 60 * MINUTE, minutes(seed, 4, 10, 20));
      if (shift.lunchMinutes > 0) add('lunch', dateIn + 4 * 60 * MINUTE, minutes(seed, 5, 25, 45));
      const breaks =
        entries.length > 0 ? await tx.insert(punchBreaks).values(entries).returning() : [];
      history.push(...eventsOf(punch!, breaks));
    }
    history.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const entry of history) await appendPunchHistory(tx, entry);
  },
};
