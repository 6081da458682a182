import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  punchTime,
  punchTimeOfDay,
  shiftSpan,
  punchClockTime,
  punchDate,
  punchDateTime,
  punchDateTimeDashed,
} from './punch-format';

describe('punch formats', () => {
  it('runs the break timer as HH:MM:SS, past 24 hours too', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(59_999)).toBe('00:00:59');
    expect(formatElapsed((1 * 3600 + 2 * 60 + 3) * 1000)).toBe('01:02:03');
    expect(formatElapsed(25 * 3600 * 1000)).toBe('25:00:00');
    expect(formatElapsed(-5000)).toBe('00:00:00');
  });

  it('shows times as the company clock wrote them, whatever the browser zone', () => {
    expect(punchDateTime('2026-11-23T23:45:10-05:00')).toBe('23/11/2026 23:45');
    expect(punchDateTimeDashed('2026-11-23T08:05:00+01:00')).toBe('23-11-2026 08:05');
    expect(punchClockTime('2026-11-23T10:00:07+01:00')).toBe('10:00:07');
    expect(punchDate(20261123)).toBe('23/11/2026');
    expect(punchDateTime(null, 'No registrado')).toBe('No registrado');
  });
});

describe('record cells', () => {
  it('shows a shift as its hours, marking one that ends the next day', () => {
    expect(
      shiftSpan({
        startDateTime: '2026-03-02T08:00:00+01:00',
        endDateTime: '2026-03-02T16:30:00+01:00',
      }),
    ).toBe('08:00 – 16:30');
    expect(
      shiftSpan({
        startDateTime: '2026-03-02T22:00:00+01:00',
        endDateTime: '2026-03-03T06:00:00+01:00',
      }),
    ).toBe('22:00 – 06:00 (+1)');
    expect(shiftSpan({ startDateTime: 'x', endDateTime: 'y' })).toBe('—');
  });

  it('reads the time of a timestamp as the company wrote it', () => {
    expect(punchTime('2026-03-29T03:05:00+02:00')).toBe('03:05');
    expect(punchTime(null, 'En curso')).toBe('En curso');
  });
});

describe('punch time of day', () => {
  it('marks an exit after midnight with (+1)', () => {
    expect(punchTimeOfDay('2026-03-02T21:58:00+01:00', 20260302)).toBe('21:58');
    expect(punchTimeOfDay('2026-03-03T06:04:00+01:00', 20260302)).toBe('06:04 (+1)');
  });
});
