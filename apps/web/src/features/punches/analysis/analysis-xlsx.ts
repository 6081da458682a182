import type { NumberStyle } from '@app/contract/number-style';
import type { PunchSummaryRow } from '@app/contract/punches';
import { ANALYSIS_EXPORT_COLUMNS, analysisLines } from './analysis-csv';
import type { SummaryFigures } from './punch-events';

/**
 * The analysis table as an Excel workbook: the same columns and lines as its CSV, counts and
 * hours as number cells. The workbook writer is fetched only now, when the file is asked for.
 */
export async function analysisXlsx(
  rows: readonly PunchSummaryRow[],
  totals: SummaryFigures,
  style: NumberStyle,
): Promise<Blob> {
  const { xlsxFile } = await import('../../../lib/xlsx-file');
  return xlsxFile({
    columns: ANALYSIS_EXPORT_COLUMNS,
    rows: analysisLines(rows, totals),
    style,
    sheetName: 'Análisis',
  });
}
