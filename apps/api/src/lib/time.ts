import { TZDate } from '@date-fns/tz';
import { parseWallClock } from '@app/contract/dates';

/**
 * The company's clock (APP_TIME_ZONE, DECISIONS §1). Every conversion between instants and the
 * company's calendar goes through here, never through the host's local time. The server builds
 * one in app.ts (`app.clock`) from the configured zone and its `now`, so that a test which moves
 * the injected time moves every rule that reads it (punches, shifts, sessions, tokens, jobs).
 */
export type CompanyClock = {
  zone: string;
  /** The current instant (the server's, or the one a test injects). */
  now: () => Date;
  /** The instant of a wall-clock time `YYYY-MM-DD HH:mm` in the company zone (DST gaps move forward). */
  instantOf: (wallClock: string) => Date;
  /** The instant at which a company-local date starts (00:00 there). */
  startOfDay: (date: string) => Date;
  /** The company-local date (`YYYY-MM-DD`) of an instant. */
  dateOf: (instant: Date) => string;
  /** The company-local hour (0–23) of an instant. */
  hourOf: (instant: Date) => number;
  /** `YYYY-MM-DD HH:mm` of an instant in the company zone. */
  wallClockOf: (instant: Date) => string;
  /** ISO 8601 with the company's offset, as responses carry timestamps (DECISIONS §2). */
  iso: (instant: Date) => string;
  /** The company-local date of `now` (by default the clock's current instant). */
  today: (now?: Date) => string;
};

const BUCKET_MS = 15 * 60_000;
const CACHE_LIMIT = 100_000;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The zone's offset from UTC in minutes at an instant. Reading it through the time-zone database
 * costs some microseconds; a week view formats thousands of timestamps, so the offset is cached per
 * quarter hour (every offset change of the database falls on one). A quarter hour whose two ends
 * disagree holds a change and is always computed exactly.
 */
function offsetReader(zone: string) {
  const exact = (ms: number) => -new TZDate(ms, zone).getTimezoneOffset();
  const cache = new Map<number, number | null>();
  return (ms: number) => {
    const bucket = Math.floor(ms / BUCKET_MS);
    let offset = cache.get(bucket);
    if (offset === undefined) {
      const start = exact(bucket * BUCKET_MS);
      offset = start === exact(bucket * BUCKET_MS + BUCKET_MS - 1) ? start : null;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(bucket, offset);
    }
    return offset ?? exact(ms);
  };
}

/**
 * A clock of the company's zone. The server has one (`app.clock`); build another only for a zone
 * outside a server (demo seeds, tests of the calendar arithmetic).
 */
export function companyClock(zone: string, now: () => Date = () => new Date()): CompanyClock {
  const offsetAt = offsetReader(zone);
  /** Copies and repeats convert the same few wall-clock times again and again. */
  const instants = new Map<string, number>();
  /** The instant's company-local fields, read from a Date shifted by the offset (UTC getters). */
  const local = (instant: Date) => {
    const offset = offsetAt(instant.getTime());
    return { offset, at: new Date(instant.getTime() + offset * 60_000) };
  };
  const datePart = (at: Date) =>
    `${String(at.getUTCFullYear()).padStart(4, '0')}-${pad2(at.getUTCMonth() + 1)}-${pad2(at.getUTCDate())}`;
  const offsetText = (offset: number) => {
    if (offset === 0) return 'Z';
    const abs = Math.abs(offset);
    return `${offset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(Math.floor(abs % 60))}`;
  };

  const clock: CompanyClock = {
    zone,
    now,
    instantOf: (wallClock) => {
      let ms = instants.get(wallClock);
      if (ms === undefined) {
        const { date, hour, minute } = parseWallClock(wallClock);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        ms = new TZDate(y, m - 1, d, hour, minute, zone).getTime();
        if (instants.size >= CACHE_LIMIT) instants.clear();
        instants.set(wallClock, ms);
      }
      return new Date(ms);
    },
    startOfDay: (date) => clock.instantOf(`${date} 00:00`),
    dateOf: (instant) => datePart(local(instant).at),
    hourOf: (instant) => local(instant).at.getUTCHours(),
    wallClockOf: (instant) => {
      const { at } = local(instant);
      return `${datePart(at)} ${pad2(at.getUTCHours())}:${pad2(at.getUTCMinutes())}`;
    },
    iso: (instant) => {
      const { offset, at } = local(instant);
      const time = `${pad2(at.getUTCHours())}:${pad2(at.getUTCMinutes())}:${pad2(at.getUTCSeconds())}`;
      return `${datePart(at)}T${time}${offsetText(offset)}`;
    },
    today: (instant = now()) => clock.dateOf(instant),
  };
  return clock;
}
