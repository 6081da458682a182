import type { PunchSummaryRow } from '@app/contract/punches';

/** The four deviations from the shift that the analysis counts and adds up (SPEC §3). */
export type PunchEventKey = 'arriveEarly' | 'arriveLate' | 'leaveEarly' | 'leaveLate';
export type CountKey = `${PunchEventKey}Count`;
export type HoursKey = `${PunchEventKey}Total`;
export type FigureKey = CountKey | HoursKey;

/** The eight figures of a row: counts, and hours with 2 decimals. */
export type SummaryFigures = Pick<PunchSummaryRow, FigureKey>;

export type PunchEvent = {
  key: PunchEventKey;
  /** Plural, as the cards, columns, legends and the CSV name it. */
  label: string;
  /** SPEC §9 punch analysis colour. */
  color: string;
  countKey: CountKey;
  hoursKey: HoursKey;
};

const event = (key: PunchEventKey, label: string, color: string): PunchEvent => ({
  key,
  label,
  color,
  countKey: `${key}Count`,
  hoursKey: `${key}Total`,
});

/** In the order of the day: arrival before exit, early before late. */
export const PUNCH_EVENTS: readonly PunchEvent[] = [
  event('arriveEarly', 'Llegadas tempranas', '#10B981'),
  event('arriveLate', 'Llegadas tarde', '#EF4444'),
  event('leaveEarly', 'Salidas tempranas', '#F59E0B'),
  event('leaveLate', 'Salidas tarde', '#3B82F6'),
];

export const COUNT_KEYS: readonly CountKey[] = PUNCH_EVENTS.map((e) => e.countKey);
export const HOURS_KEYS: readonly HoursKey[] = PUNCH_EVENTS.map((e) => e.hoursKey);

/** Hours rounded to 2 decimals, as the API and SPEC §9 give them. */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/** Every event of a row, whatever its kind. */
export const eventCount = (row: SummaryFigures) =>
  COUNT_KEYS.reduce((sum, key) => sum + row[key], 0);

/** Every hour of a row, whatever its kind, summed in hundredths so that no float drift shows. */
export const eventHours = (row: SummaryFigures) =>
  HOURS_KEYS.reduce((sum, key) => sum + Math.round(row[key] * 100), 0) / 100;

/**
 * The TOTALES of a list of rows: counts added, hours added in hundredths (each row's figure is
 * already rounded to 2 decimals) so 0.1 + 0.2 shows 0.30, not 0.30000000000000004.
 */
export function summaryTotals(rows: readonly SummaryFigures[]): SummaryFigures {
  const totals = {} as SummaryFigures;
  for (const key of COUNT_KEYS) totals[key] = rows.reduce((sum, row) => sum + row[key], 0);
  for (const key of HOURS_KEYS)
    totals[key] = rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0) / 100;
  return totals;
}
