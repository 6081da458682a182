import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';

/**
 * An Excel file as an independent reader sees it (read-excel-file, not exceljs that writes the
 * product's workbooks): each sheet's name and rows of cells (text, number, Date for a date-formatted
 * cell, null when empty), and the raw XML parts for what the reader does not tell (number formats,
 * the frozen header).
 */
export async function readWorkbook(bytes: Buffer) {
  // A date cell holds a fraction of days (08:00 is 0.3333…): read back it may be a millisecond
  // off, so it is rounded to the second, as a spreadsheet shows it.
  const sheets = (await readXlsxFile(bytes)).map(({ sheet, data }) => ({
    sheet,
    data: data.map((row) =>
      row.map((cell) =>
        cell instanceof Date ? new Date(Math.round(cell.getTime() / 1000) * 1000) : cell,
      ),
    ),
  }));
  const files = unzipSync(new Uint8Array(bytes));
  const xml = (part: string) => {
    const file = files[part];
    if (!file) throw new Error(`No ${part} in the workbook`);
    return strFromU8(file);
  };
  return { sheets, xml };
}

/** `2028-01-05` or `2028-01-05T08:15` as the Date a reader gives for a date cell (UTC). */
export const sheetDate = (wallClock: string) =>
  new Date(`${wallClock.length === 10 ? `${wallClock}T00:00` : wallClock}:00.000Z`);
