import type { NumberStyle } from './number-style';

/**
 * The columns of an export, written once and read by both writers: the CSV (csv.ts, in the
 * company's CSV dialect) and the Excel workbook (each side's xlsx writer, with real number and date
 * cells). A column says what its values mean (`kind`); the value itself is given in one plain,
 * language-free form, and each writer turns it into what its file needs:
 *
 * | kind       | value given                            | CSV (en-US / es-ES)         | Excel cell                    |
 * | ---------- | -------------------------------------- | --------------------------- | ----------------------------- |
 * | `text`     | any text                               | quoted, formula-guarded     | text                          |
 * | `count`    | an integer                             | `3`                         | number `0`                    |
 * | `hours`    | decimal hours (a number)               | `7.25` / `7,25` (2 decimals) | number `0.00`                |
 * | `money`    | `'1234.50'` (numeric(14,2)) or number  | `1234.50` / `1234,50`       | number in the currency format |
 * | `date`     | `YYYY-MM-DD`                           | `DD/MM/YYYY`                | date `dd/mm/yyyy`             |
 * | `dateTime` | `YYYY-MM-DDTHH:mm…` (the wall clock)   | `DD/MM/YYYY HH:mm`          | date-time `dd/mm/yyyy hh:mm`  |
 */
export type ExportKind = 'text' | 'count' | 'hours' | 'money' | 'date' | 'dateTime';

export type ExportValue = string | number | null | undefined;

export type ExportColumn<Row> = {
  header: string;
  value: (row: Row) => ExportValue;
  /** `text` when not given. */
  kind?: ExportKind;
  /** Width in the workbook, in characters; by default from the kind and the header. */
  width?: number;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/;

/** `2026-11-03` → [2026, 11, 3]; null when the value is no date. */
export function dateParts(value: ExportValue): [number, number, number] | null {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** `2026-11-03T08:05:00-03:00` → [2026, 11, 3, 8, 5]: the wall clock the API wrote, not shifted. */
export function dateTimeParts(value: ExportValue): [number, number, number, number, number] | null {
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  return match
    ? [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5])]
    : null;
}

/** A decimal value (hours, money) as a number, or null when there is none. */
export function decimalOf(value: ExportValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * A decimal with exactly 2 decimals and a point (`'7.00'`, `'-0.25'`). A money text that already
 * has 2 decimals (`'1234.50'`, what numeric(14,2) reads as) is kept as it is: no float in between.
 */
export function twoDecimals(value: ExportValue): string | null {
  if (typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)) return value;
  const number = decimalOf(value);
  if (number === null) return null;
  const text = (Math.round(number * 100) / 100).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

// ---- The workbook's layout (used by the xlsx writers of the API and of the web) ----

/** Excel's number format of a money cell in the company's currency: `"$"#,##0.00`, `#,##0.00 "€"`. */
export function currencyFormat(style: NumberStyle): string {
  const parts = new Intl.NumberFormat(style.numberFormat, {
    style: 'currency',
    currency: style.currency,
  }).formatToParts(1);
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const symbol = `"${(parts[symbolAt]?.value ?? style.currency).replace(/"/g, '')}"`;
  const number = '#,##0.00';
  return symbolAt < parts.findIndex((part) => part.type === 'integer')
    ? `${symbol}${number};-${symbol}${number}`
    : `${number} ${symbol};-${number} ${symbol}`;
}

/** The number format of a column's cells; text has none. */
export function sheetNumberFormat(kind: ExportKind, style: NumberStyle): string | undefined {
  switch (kind) {
    case 'count':
      return '0';
    case 'hours':
      return '0.00';
    case 'money':
      return currencyFormat(style);
    case 'date':
      return 'dd/mm/yyyy';
    case 'dateTime':
      return 'dd/mm/yyyy hh:mm';
    default:
      return undefined;
  }
}

const KIND_WIDTH: Record<ExportKind, number> = {
  text: 14,
  count: 8,
  hours: 10,
  money: 14,
  date: 12,
  dateTime: 17,
};

/** Past this, a header wraps onto a second line instead of widening its column. */
const HEADER_WIDTH_MAX = 16;

/** A column's width in characters: its own, or enough for its kind of value and its header. */
export function sheetColumnWidth(column: ExportColumn<never>): number {
  return (
    column.width ??
    Math.max(
      KIND_WIDTH[column.kind ?? 'text'],
      Math.min(column.header.length + 2, HEADER_WIDTH_MAX),
    )
  );
}

/**
 * The sheet's column definitions (header, width, number format), as both workbook writers (the
 * API's streamed one and the browser's) give them to exceljs: one description, one layout.
 */
export function sheetColumns<Row>(
  columns: readonly ExportColumn<Row>[],
  style: NumberStyle,
): { header: string; width: number; style?: { numFmt: string } }[] {
  return columns.map((column) => {
    const numFmt = sheetNumberFormat(column.kind ?? 'text', style);
    return {
      header: column.header,
      width: sheetColumnWidth(column),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
}

/**
 * A value as the workbook's cell holds it: a number for counts, hours and money, a Date for dates
 * (built in UTC, which is how a spreadsheet's date-time without zone is read and written), text
 * otherwise; null for an empty cell.
 */
export function sheetCellValue(
  kind: ExportKind,
  value: ExportValue,
): string | number | Date | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'count':
    case 'hours':
    case 'money': {
      const text = twoDecimals(value);
      return text === null ? null : Number(text);
    }
    case 'date': {
      const parts = dateParts(value);
      return parts ? new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])) : null;
    }
    case 'dateTime': {
      const parts = dateTimeParts(value);
      return parts
        ? new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4]))
        : null;
    }
    default:
      return value === '' ? null : String(value);
  }
}
