import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { parseWallClock } from '@app/contract/dates';

/**
 * The company's clock (APP_TIME_ZONE, DECISIONS §1). Every conversion between instants and the
 * company's calendar goes through here, never through the host's local time.
 */
export type CompanyClock = {
  zone: string;
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
  /** Today's company-local date. */
  today: (now?: Date) => string;
};

export function companyClock(zone: string): CompanyClock {
  const at = (instant: Date) => new TZDate(instant.getTime(), zone);
  const clock: CompanyClock = {
    zone,
    instantOf: (wallClock) => {
      const { date, hour, minute } = parseWallClock(wallClock);
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      return new Date(new TZDate(y, m - 1, d, hour, minute, zone).getTime());
    },
    startOfDay: (date) => clock.instantOf(`${date} 00:00`),
    dateOf: (instant) => format(at(instant), 'yyyy-MM-dd'),
    hourOf: (instant) => at(instant).getHours(),
    wallClockOf: (instant) => format(at(instant), 'yyyy-MM-dd HH:mm'),
    iso: (instant) => format(at(instant), "yyyy-MM-dd'T'HH:mm:ssXXX"),
    today: (now = new Date()) => clock.dateOf(now),
  };
  return clock;
}
