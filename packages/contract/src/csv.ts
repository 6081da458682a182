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

/** The header line and one line per row, each ended by CRLF; no BOM (see `toCsv`). */
export function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string[] {
  const lines = [columns.map((column) => csvField(column.header)).join(',') + '\r\n'];
  for (const row of rows) {
    lines.push(columns.map((column) => csvField(column.value(row))).join(',') + '\r\n');
  }
  return lines;
}

/** A whole CSV document, BOM included. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  return CSV_BOM + csvLines(columns, rows).join('');
}
