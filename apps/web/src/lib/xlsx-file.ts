import { sheetCellValue, sheetColumns, type ExportColumn } from '@app/contract/export-columns';
import { XLSX_MIME } from '@app/contract/export-format';
import type { NumberStyle } from '@app/contract/number-style';
import ExcelJS from 'exceljs';

/**
 * An Excel workbook built in the browser, for a table the page already holds (the punch analysis):
 * one sheet, a bold frozen header row, each column's width and number format, number and date
 * cells, as the API's exports (`apps/api/src/lib/table-export.ts`). exceljs is large: load this
 * module with `import()` when the user asks for the file, never on a page's first load.
 */
export async function xlsxFile<Row>(options: {
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  style: NumberStyle;
  sheetName: string;
}): Promise<Blob> {
  const { columns, rows, style, sheetName } = options;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetColumns(columns, style);
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  for (const row of rows) {
    sheet.addRow(columns.map((column) => sheetCellValue(column.kind ?? 'text', column.value(row))));
  }
  const bytes = await workbook.xlsx.writeBuffer();
  return new Blob([bytes], { type: XLSX_MIME });
}
