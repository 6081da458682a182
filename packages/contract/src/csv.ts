/**
 * CSV for spreadsheets (RFC 4180): comma separated, CRLF line ends, a UTF-8 byte-order
 * mark so Excel reads accents, every field quoted when it holds a comma, quote or line break.
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at the start) is
 * prefixed with `'` (OWASP CSV injection); numbers are written as numbers.
 */
export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | null | undefined;
};

export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line, ended by CRLF. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return columns.map((column) => csvField(column.header)).join(',') + '\r\n';
}

/** One line per row, each ended by CRLF. */
export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  let text = '';
  for (const row of rows) {
    text += columns.map((column) => csvField(column.value(row))).join(',') + '\r\n';
  }
  return text;
}

/** A whole CSV document: BOM, header and rows. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  return CSV_BOM + csvHeader(columns) + csvRows(columns, rows);
}
