import { PassThrough, Readable } from 'node:stream';
import { CSV_BOM, CSV_MIME, csvDialect, csvHeader, csvRows } from '@app/contract/csv';
import { sheetCellValue, sheetColumns, type ExportColumn } from '@app/contract/export-columns';
import { XLSX_MIME, type ExportFormat } from '@app/contract/export-format';
import type { NumberStyle } from '@app/contract/number-style';
import ExcelJS from 'exceljs';

export type TableExport = { contentType: string; stream: Readable };

/**
 * An export as a stream, rows read chunk by chunk so a large one never sits in memory: CSV in the
 * company's dialect, or an Excel workbook written by exceljs's streaming writer (one sheet, a bold
 * frozen header row, each column's width and number format, number and date cells).
 */
export function tableExport<Row>(
  format: ExportFormat,
  options: {
    columns: readonly ExportColumn<Row>[];
    chunks: AsyncIterable<readonly Row[]>;
    style: NumberStyle;
    sheetName: string;
  },
): TableExport {
  return format === 'xlsx'
    ? { contentType: XLSX_MIME, stream: xlsxStream(options) }
    : { contentType: CSV_MIME, stream: csvStream(options) };
}

function csvStream<Row>({
  columns,
  chunks,
  style,
}: {
  columns: readonly ExportColumn<Row>[];
  chunks: AsyncIterable<readonly Row[]>;
  style: NumberStyle;
}): Readable {
  const dialect = csvDialect(style.numberFormat);
  async function* lines() {
    yield CSV_BOM + csvHeader(columns, dialect);
    for await (const rows of chunks) yield csvRows(columns, rows, dialect);
  }
  return Readable.from(lines());
}

function xlsxStream<Row>({
  columns,
  chunks,
  style,
  sheetName,
}: {
  columns: readonly ExportColumn<Row>[];
  chunks: AsyncIterable<readonly Row[]>;
  style: NumberStyle;
  sheetName: string;
}): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Text as shared strings (`t="s"`), the form every spreadsheet program reads.
    useSharedStrings: true,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetColumns(columns, style);
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  async function write() {
    header.commit();
    for await (const rows of chunks) {
      for (const row of rows) {
        sheet
          .addRow(columns.map((column) => sheetCellValue(column.kind ?? 'text', column.value(row))))
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
