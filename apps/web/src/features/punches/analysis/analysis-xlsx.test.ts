import { unzipSync, strFromU8 } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { SUMMARY_ROWS } from '../../../test/analysis-test-data';
import { analysisXlsx } from './analysis-xlsx';
import { summaryTotals } from './punch-events';

/** The workbook as an independent reader (read-excel-file) sees it, not the writer (exceljs). */
async function readWorkbook(blob: Blob) {
  const bytes = Buffer.from(await blob.arrayBuffer());
  const sheets = await readXlsxFile(bytes);
  const files = unzipSync(new Uint8Array(bytes));
  const xml = (name: string) => strFromU8(files[name]!);
  return { sheets, xml };
}

describe('analysis Excel workbook', () => {
  it('holds the header, then counts and hours as number cells, and the TOTALES row', async () => {
    const blob = await analysisXlsx(SUMMARY_ROWS, summaryTotals(SUMMARY_ROWS), {
      currency: 'EUR',
      numberFormat: 'es-ES',
    });
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { sheets, xml } = await readWorkbook(blob);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Análisis']);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual([
      'Usuario',
      'Llegadas tempranas (cantidad)',
      'Llegadas tempranas (horas)',
      'Llegadas tarde (cantidad)',
      'Llegadas tarde (horas)',
      'Salidas tempranas (cantidad)',
      'Salidas tempranas (horas)',
      'Salidas tarde (cantidad)',
      'Salidas tarde (horas)',
    ]);
    expect(rows).toEqual([
      ['Ana García', 2, 0.5, 1, 0.1, 0, 0, 4, 2.25],
      ['Bruno Díaz', 0, 0, 5, 0.2, 1, 0.17, 0, 0],
      ['Álvaro Ruiz', 1, 0.08, 0, 0, 0, 0, 1, 1],
      ['TOTALES', 3, 0.58, 6, 0.3, 1, 0.17, 5, 3.25],
    ]);
    for (const row of rows) {
      expect(row.slice(1).every((cell) => typeof cell === 'number')).toBe(true);
    }
    // The totals row is the sum of the rows above it, column by column.
    const sums = rows[0]!
      .slice(1)
      .map((_, i) => rows.slice(0, -1).reduce((sum, row) => sum + (row[i + 1] as number), 0));
    expect(sums.map((sum) => Math.round(sum * 100) / 100)).toEqual(rows.at(-1)!.slice(1));
    // Hours shown with 2 decimals; the header row frozen.
    // (0.00 is Excel's built-in number format 2)
    expect(xml('xl/styles.xml')).toMatch(/<xf numFmtId="2"[^>]*applyNumberFormat="1"/);
    expect(xml('xl/worksheets/sheet1.xml')).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
  });
});
