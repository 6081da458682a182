import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../lib/format';
import { makeSummaryRow, SUMMARY_ROWS } from '../../../test/analysis-test-data';
import {
  CHART_USER_LIMIT,
  chartUsers,
  eventDistribution,
  leaderOf,
  shortName,
  showSliceLabel,
} from './chart-data';
import { summaryTotals } from './punch-events';

describe('chart data', () => {
  it('shows every user when there are few, those with most events first', () => {
    const shown = chartUsers(SUMMARY_ROWS);
    expect(shown.total).toBe(3);
    expect(shown.rows.map((row) => row.userName)).toEqual([
      'Ana García',
      'Bruno Díaz',
      'Álvaro Ruiz',
    ]);
  });

  it('keeps only the 20 users with most events out of 500, quickly', () => {
    const rows = Array.from({ length: 500 }, (_, i) =>
      makeSummaryRow({
        userId: i + 1,
        userName: `Usuario ${String(i + 1).padStart(3, '0')}`,
        arriveLateCount: i % 50,
        leaveLateTotal: i / 100,
      }),
    );
    const started = performance.now();
    const shown = chartUsers(rows);
    expect(performance.now() - started).toBeLessThan(200);
    expect(CHART_USER_LIMIT).toBe(20);
    expect(shown.total).toBe(500);
    expect(shown.rows).toHaveLength(20);
    // 49 events: users 50, 100, …, 500; ties broken by hours, the larger first.
    expect(shown.rows.slice(0, 3).map((row) => row.userId)).toEqual([500, 450, 400]);
    expect(shown.rows.every((row) => row.arriveLateCount >= 48)).toBe(true);
  });

  it('breaks ties on events by hours, then by name', () => {
    const rows = [
      makeSummaryRow({ userId: 1, userName: 'Zoe', arriveLateCount: 1, arriveLateTotal: 0.5 }),
      makeSummaryRow({ userId: 2, userName: 'Eva', arriveLateCount: 1, arriveLateTotal: 0.5 }),
      makeSummaryRow({ userId: 3, userName: 'Ada', arriveLateCount: 1, arriveLateTotal: 0.25 }),
    ];
    expect(chartUsers(rows).rows.map((row) => row.userName)).toEqual(['Eva', 'Zoe', 'Ada']);
  });

  it('splits every event by type for the pie, with shares', () => {
    const slices = eventDistribution(summaryTotals(SUMMARY_ROWS));
    expect(slices.map((s) => [s.name, s.value, s.color])).toEqual([
      ['Llegadas tempranas', 3, '#10B981'],
      ['Llegadas tarde', 6, '#EF4444'],
      ['Salidas tempranas', 1, '#F59E0B'],
      ['Salidas tarde', 5, '#3B82F6'],
    ]);
    expect(slices.map((s) => formatPercent(s.share))).toEqual(['20.0%', '40.0%', '6.7%', '33.3%']);
    expect(eventDistribution(summaryTotals([])).every((s) => s.share === 0)).toBe(true);
  });

  it('hides the label of a slice under 5 %', () => {
    expect(showSliceLabel(0.049)).toBe(false);
    expect(showSliceLabel(0.05)).toBe(true);
    expect(showSliceLabel(0.6)).toBe(true);
  });

  it('shortens long names on the axis', () => {
    expect(shortName('Ana García')).toBe('Ana García');
    expect(shortName('María de los Ángeles Fernández')).toBe('María de los Ánge…');
  });

  it('names the user with the highest figure, or nobody when all are 0', () => {
    expect(leaderOf(SUMMARY_ROWS, 'arriveLateCount')?.userName).toBe('Bruno Díaz');
    expect(leaderOf(SUMMARY_ROWS, 'leaveLateTotal')?.userName).toBe('Ana García');
    expect(
      leaderOf([makeSummaryRow({ userId: 1, userName: 'Eva' })], 'leaveEarlyCount'),
    ).toBeNull();
  });
});
