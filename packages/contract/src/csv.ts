import {
  dateParts,
  dateTimeParts,
  twoDecimals,
  type ExportColumn,
  type ExportKind,
  type ExportValue,
} from './export-columns';
import { separatorsOf, type NumberFormatName } from './number-style';

/**
 * CSV for spreadsheets (RFC 4180) in the company's dialect (`APP_NUMBER_FORMAT`): `en-US` is comma
 * separated with a decimal point; `es-ES` is semicolon separated with a decimal comma, as Excel in
 * Spanish opens it in columns. Both: CRLF line ends, a UTF-8 byte-order mark so Excel reads
 * accents, a field quoted when it holds the separator, a quote or a line break. Text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at the start) is prefixed with
 * `'` (OWASP CSV injection); numbers are written as numbers, hours and money with exactly 2 decimals.
 */
export type CsvColumn<Row> = ExportColumn<Row>;

export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv; charset=utf-8';

export type CsvDialect = { separator: ',' | ';'; decimal: string };

/** The CSV dialect of a number style: `,` and `.` for en-US, `;` and `,` for es-ES. */
export function csvDialect(numberFormat: NumberFormatName): CsvDialect {
  return {
    separator: numberFormat === 'es-ES' ? ';' : ',',
    decimal: separatorsOf(numberFormat).decimal,
  };
}

const EN_US = csvDialect('en-US');
const FORMULA_START = /^[=+\-@\t\r]/;

/** One text or plain number field. */
export function csvField(value: ExportValue, dialect: CsvDialect = EN_US): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value).replace('.', dialect.decimal) : '';
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  const special = dialect.separator === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return special.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A column's value as its kind is written: 2 decimals, DD/MM/YYYY, DD/MM/YYYY HH:mm. */
export function csvValue(kind: ExportKind, value: ExportValue, dialect: CsvDialect): string {
  switch (kind) {
    case 'hours':
    case 'money':
      return twoDecimals(value)?.replace('.', dialect.decimal) ?? '';
    case 'date': {
      const parts = dateParts(value);
      return parts ? `${pad(parts[2])}/${pad(parts[1])}/${parts[0]}` : '';
    }
    case 'dateTime': {
      const p = dateTimeParts(value);
      return p ? `${pad(p[2])}/${pad(p[1])}/${p[0]} ${pad(p[3])}:${pad(p[4])}` : '';
    }
    default:
      return csvField(value, dialect);
  }
}

/** The header line, ended by CRLF. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[], dialect: CsvDialect): string {
  return columns.map((column) => csvField(column.header, dialect)).join(dialect.separator) + '\r\n';
}

/** One line per row, each ended by CRLF. */
export function csvRows<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row>,
  dialect: CsvDialect,
): string {
  let text = '';
  for (const row of rows) {
    text +=
      columns
        .map((column) => csvValue(column.kind ?? 'text', column.value(row), dialect))
        .join(dialect.separator) + '\r\n';
  }
  return text;
}

/** A whole CSV document: BOM, header and rows. */
export function toCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row>,
  dialect: CsvDialect,
): string {
  return CSV_BOM + csvHeader(columns, dialect) + csvRows(columns, rows, dialect);
}
