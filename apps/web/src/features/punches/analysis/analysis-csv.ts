import { csvDialect, toCsv } from '@app/contract/csv';
import type { ExportColumn } from '@app/contract/export-columns';
import type { NumberFormatName } from '@app/contract/number-style';
import type { PunchSummaryRow } from '@app/contract/punches';
import { analysisMessages as text } from './analysis-messages';
import { PUNCH_EVENTS, type SummaryFigures } from './punch-events';

export type AnalysisLine = SummaryFigures & { userName: string };

/**
 * Usuario, then for every event its count and its hours (numbers with exactly 2 decimals, no 'h'):
 * the columns of both the CSV and the Excel export of the analysis.
 */
export const ANALYSIS_EXPORT_COLUMNS: readonly ExportColumn<AnalysisLine>[] = [
  { header: text.user, value: (line) => line.userName, width: 24 },
  ...PUNCH_EVENTS.flatMap((event): ExportColumn<AnalysisLine>[] => [
    { header: `${event.label} (cantidad)`, value: (line) => line[event.countKey], kind: 'count' },
    { header: `${event.label} (horas)`, value: (line) => line[event.hoursKey], kind: 'hours' },
  ]),
];

/** The rows in the order shown, then the TOTALES line. */
export const analysisLines = (
  rows: readonly PunchSummaryRow[],
  totals: SummaryFigures,
): AnalysisLine[] => [...rows, { ...totals, userName: text.totals }];

/** The analysis table as a CSV document in the company's dialect. */
export function analysisCsv(
  rows: readonly PunchSummaryRow[],
  totals: SummaryFigures,
  numberFormat: NumberFormatName,
): string {
  return toCsv(ANALYSIS_EXPORT_COLUMNS, analysisLines(rows, totals), csvDialect(numberFormat));
}
