import { describe, expect, it } from 'vitest';
import { makeSummaryRow, SUMMARY_ROWS } from '../../../test/analysis-test-data';
import { eventCount, eventHours, PUNCH_EVENTS, summaryTotals } from './punch-events';

describe('punch analysis events', () => {
  it('names the four events in Spanish with the SPEC §9 colours', () => {
    expect(PUNCH_EVENTS.map((e) => [e.label, e.color, e.countKey, e.hoursKey])).toEqual([
      ['Llegadas tempranas', '#10B981', 'arriveEarlyCount', 'arriveEarlyTotal'],
      ['Llegadas tarde', '#EF4444', 'arriveLateCount', 'arriveLateTotal'],
      ['Salidas tempranas', '#F59E0B', 'leaveEarlyCount', 'leaveEarlyTotal'],
      ['Salidas tarde', '#3B82F6', 'leaveLateCount', 'leaveLateTotal'],
    ]);
  });

  it('adds every user into the TOTALES figures', () => {
    expect(summaryTotals(SUMMARY_ROWS)).toEqual({
      arriveEarlyCount: 3,
      arriveEarlyTotal: 0.58,
      arriveLateCount: 6,
      arriveLateTotal: 0.3,
      leaveEarlyCount: 1,
      leaveEarlyTotal: 0.17,
      leaveLateCount: 5,
      leaveLateTotal: 3.25,
    });
  });

  it('adds hours without floating-point drift, even over many rows', () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      makeSummaryRow({
        userId: i + 1,
        userName: `U${i}`,
        arriveLateTotal: 0.1,
        leaveEarlyTotal: 0.07,
      }),
    );
    const totals = summaryTotals(rows);
    expect(totals.arriveLateTotal).toBe(100);
    expect(totals.leaveEarlyTotal).toBe(70);
    expect(
      summaryTotals([
        makeSummaryRow({ userId: 1, userName: 'a', arriveLateTotal: 0.1 }),
        makeSummaryRow({ userId: 2, userName: 'b', arriveLateTotal: 0.2 }),
      ]).arriveLateTotal,
    ).toBe(0.3);
  });

  it('gives zeros for no rows', () => {
    expect(Object.values(summaryTotals([]))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('counts every event and hour of a row', () => {
    expect(eventCount(SUMMARY_ROWS[0]!)).toBe(7);
    expect(eventHours(SUMMARY_ROWS[0]!)).toBe(2.85);
  });
});
