import type { PunchSummaryRow } from '@app/contract/punches';

/** A summary row with every figure 0 unless given. */
export function makeSummaryRow(
  overrides: Partial<PunchSummaryRow> & Pick<PunchSummaryRow, 'userId' | 'userName'>,
): PunchSummaryRow {
  return {
    arriveEarlyCount: 0,
    arriveEarlyTotal: 0,
    arriveLateCount: 0,
    arriveLateTotal: 0,
    leaveEarlyCount: 0,
    leaveEarlyTotal: 0,
    leaveLateCount: 0,
    leaveLateTotal: 0,
    missingOutCount: 0,
    correctedCount: 0,
    ...overrides,
  };
}

/** Three users as the API sends them: by name. */
export const SUMMARY_ROWS: PunchSummaryRow[] = [
  makeSummaryRow({
    userId: 3,
    userName: 'Ana García',
    arriveEarlyCount: 2,
    arriveEarlyTotal: 0.5,
    arriveLateCount: 1,
    arriveLateTotal: 0.1,
    leaveLateCount: 4,
    leaveLateTotal: 2.25,
  }),
  makeSummaryRow({
    userId: 1,
    userName: 'Bruno Díaz',
    arriveLateCount: 5,
    arriveLateTotal: 0.2,
    leaveEarlyCount: 1,
    leaveEarlyTotal: 0.17,
  }),
  makeSummaryRow({
    userId: 2,
    userName: 'Álvaro Ruiz',
    arriveEarlyCount: 1,
    arriveEarlyTotal: 0.08,
    leaveLateCount: 1,
    leaveLateTotal: 1,
  }),
];
