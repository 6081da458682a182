import { and, eq, lt } from 'drizzle-orm';
import { punchBreaks, punches, shifts } from '../db/schema/index';
import { companyClock } from '../lib/time';
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

/**
 * A punch for every published shift of the usuarios that has already started: most people arrive
 * a few minutes early or late and leave around the end, take their break and lunch, and now and
 * then someone misses a day. A shift in progress has an open punch, as a working day looks.
 */
export const punchesSeed: SeedStep = {
  name: 'punches',
  async run(tx, context) {
    const clock = companyClock(context.timeZone);
    const now = context.now.getTime();
    const started = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.published, true), lt(shifts.startAt, context.now)));
    for (const shift of started) {
      const seed = shift.id;
      if (noise(seed, 1) < 0.05) continue; // a missed day
      const start = shift.startAt.getTime();
      const end = shift.endAt.getTime();
      const dateIn = start + minutes(seed, 2, -15, 20) * MINUTE;
      if (dateIn > now) continue;
      const dateOut = end + minutes(seed, 3, -20, 35) * MINUTE;
      const finished = dateOut <= now;
      const late = dateIn > start + 5 * MINUTE;
      const [punch] = await tx
        .insert(punches)
        .values({
          userId: shift.userId,
          calendarDateId: Number(clock.dateOf(new Date(dateIn)).replaceAll('-', '')),
          dateIn: new Date(dateIn),
          dateOut: finished ? new Date(dateOut) : null,
          notesIn: late ? 'Tráfico en la entrada' : '',
          notesOut: finished && dateOut > end + 20 * MINUTE ? 'Cierre de caja' : '',
        })
        .returning({ id: punches.id });
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
      if (entries.length > 0) await tx.insert(punchBreaks).values(entries);
    }
  },
};
