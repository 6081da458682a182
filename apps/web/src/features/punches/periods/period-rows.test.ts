import { describe, expect, it } from 'vitest';
import { periodRows } from './period-rows';

const closed = {
  month: '2025-01',
  closed: true,
  closedAt: '2025-02-03T10:00:00+01:00',
  closedBy: 1,
  closedByName: 'Ana',
  reopenedAt: null,
  reopenedBy: null,
  reopenedByName: null,
  reason: null,
};

describe('period rows', () => {
  it('lists the recent months newest first, the current one not ended, and older closed ones', () => {
    const rows = periodRows([closed], '2026-03-15', 3);
    expect(rows.map((row) => [row.month, row.ended, row.period?.closed ?? null])).toEqual([
      ['2026-03', false, null],
      ['2026-02', true, null],
      ['2026-01', true, null],
      ['2025-01', true, true],
    ]);
  });
});
