import { toCsv, type CsvColumn } from '@app/contract/csv';
import type { PunchSummaryRow } from '@app/contract/punches';
import { analysisMessages as text } from './analysis-messages';
import { PUNCH_EVENTS, roundHours, type SummaryFigures } from './punch-events';

type CsvLine = SummaryFigures & { userName: string };

/** Usuario, then for every event its count and its hours (numbers with 2 decimals, no 'h'). */
export const ANALYSIS_CSV_COLUMNS: readonly CsvColumn<CsvLine>[] = [
  { header: text.user, value: (line) => line.userName },
  ...PUNCH_EVENTS.flatMap((event): CsvColumn<CsvLine>[] => [
    { header: `${event.label} (cantidad)`, value: (line) => line[event.countKey] },
    { header: `${event.label} (horas)`, value: (line) => roundHours(line[event.hoursKey]) },
  ]),
];

/** The analysis table as a CSV document: the rows in the order shown, then the TOTALES line. */
export function analysisCsv(rows: readonly PunchSummaryRow[], totals: SummaryFigures): string {
  return toCsv(ANALYSIS_CSV_COLUMNS, [...rows, { ...totals, userName: text.totals }]);
}
