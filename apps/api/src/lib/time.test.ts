import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyClock } from './time';

describe('company clock', () => {
  const madrid = companyClock('Europe/Madrid');
  const santiago = companyClock('America/Santiago');

  it('converts wall-clock times to instants with the zone offset of that day', () => {
    expect(madrid.instantOf('2026-01-15 08:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(madrid.instantOf('2026-07-15 08:00').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(madrid.iso(new Date('2026-07-15T06:00:00Z'))).toBe('2026-07-15T08:00:00+02:00');
  });

  it('gives 23 and 25 hour days on the daylight-saving changes', () => {
    const span = (c: typeof madrid, a: string, b: string) =>
      (c.startOfDay(b).getTime() - c.startOfDay(a).getTime()) / 3_600_000;
    expect(span(madrid, '2026-03-29', '2026-03-30')).toBe(23);
    expect(span(madrid, '2026-10-25', '2026-10-26')).toBe(25);
    // Chile changes at midnight: Saturday 4 April 2026 lasts 25 h, and Sunday 6 September has no
    // 00:00 — its day starts at 01:00 and lasts 23 h.
    expect(span(santiago, '2026-04-04', '2026-04-05')).toBe(25);
    expect(santiago.iso(santiago.startOfDay('2026-09-06'))).toBe('2026-09-06T01:00:00-03:00');
    expect(span(santiago, '2026-09-06', '2026-09-07')).toBe(23);
  });

  it('reads the company-local date and hour of an instant', () => {
    const lateNight = new Date('2026-11-20T23:30:00Z');
    expect(madrid.dateOf(lateNight)).toBe('2026-11-21');
    expect(madrid.hourOf(lateNight)).toBe(0);
    expect(santiago.dateOf(lateNight)).toBe('2026-11-20');
  });

  it('formats every instant as the time-zone database does, across offset changes', () => {
    const zones = [
      'Europe/Madrid',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
      'UTC',
    ];
    const from = Date.UTC(1990, 0, 1);
    const to = Date.UTC(2060, 0, 1);
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: from, max: to }), (zone, ms) => {
        const clock = companyClock(zone);
        const at = new TZDate(ms, zone);
        const instant = new Date(ms);
        expect(clock.iso(instant)).toBe(format(at, "yyyy-MM-dd'T'HH:mm:ssXXX"));
        expect(clock.wallClockOf(instant)).toBe(format(at, 'yyyy-MM-dd HH:mm'));
        expect(clock.dateOf(instant)).toBe(format(at, 'yyyy-MM-dd'));
        expect(clock.hourOf(instant)).toBe(at.getHours());
      }),
      { numRuns: 2000 },
    );
    // Minute by minute through the two changes of a year, where the cached offsets switch.
    const madrid = companyClock('Europe/Madrid');
    for (const start of [Date.UTC(2026, 2, 29, 0, 30), Date.UTC(2026, 9, 25, 0, 30)]) {
      for (let ms = start; ms < start + 2 * 3_600_000; ms += 60_000) {
        const at = new TZDate(ms, 'Europe/Madrid');
        expect(madrid.iso(new Date(ms))).toBe(format(at, "yyyy-MM-dd'T'HH:mm:ssXXX"));
      }
    }
  });
});
