import { REPORT_LABEL_MIN_SHARE } from '@app/contract/expense-report';
import { numberFormatters, type NumberFormatters } from '@app/contract/number-format';
import type { NumberStyle } from '@app/contract/number-style';
import PDFDocument from 'pdfkit';
import type { PdfRow } from './expense-report.repository';

/**
 * The expense report as a PDF (DECISIONS §7), drawn with pdfkit in a worker thread
 * (report-pdf-worker.ts): the filters, the period, the summary figures, both breakdowns with their
 * doughnuts drawn as vector arcs (labels under 5 % hidden, SPEC §9), and every expense of the
 * filter as a table, with 'Página N de M' on every page. Amounts arrive as decimal text from SQL
 * and are written with 2 decimals in the company's style (`APP_NUMBER_FORMAT`: '1,234.56' or
 * '1.234,56'; the currency's code heads the column), percentages and counts too. The text is in Helvetica,
 * one of PDF's standard fonts: its WinAnsi encoding holds every Spanish letter and sign (á é í ó ú
 * ü ñ Ñ ¿ ¡ º ª €), so nothing needs embedding (docs/decisions/035).
 */

export type PdfBreakdownRow = { name: string; total: string; count: number; percentage: string };

export type ReportPdfData = {
  /** The company's currency and number style, every figure is written in */
  numberStyle: NumberStyle;
  /** 'DD/MM/YYYY HH:mm' in the company zone */
  generatedAt: string;
  filters: { label: string; value: string }[];
  /** 'DD/MM/YYYY' dates and the days, or null without expenses nor dates */
  period: { from: string; to: string; days: number } | null;
  figures: { label: string; value: string }[];
  byCategory: PdfBreakdownRow[];
  byArea: PdfBreakdownRow[];
  total: string;
  /** a JSON array of `PdfRow`s, parsed where the PDF is drawn */
  rowsJson: string;
};

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 20; // room for the page number
const INK = '#111827';
const MUTED = '#6B7280';
const LINE = '#E5E7EB';
const PALETTE = [
  '#2563EB',
  '#DC2626',
  '#16A34A',
  '#D97706',
  '#7C3AED',
  '#0891B2',
  '#DB2777',
  '#65A30D',
  '#EA580C',
  '#4F46E5',
  '#0D9488',
  '#9333EA',
];

/** A percentage of the report (`'65.42'` of 100) as the style writes a share: `65.4%`, `65,4 %`. */
const percentOf = (format: NumberFormatters, value: string) => format.percent(Number(value) / 100);

type Doc = PDFKit.PDFDocument;

/**
 * Widths of the texts drawn, per font and size: a long table repeats the same names, dates and
 * amounts thousands of times, and measuring is most of pdfkit's work per cell.
 */
const widths = new Map<string, number>();
const fontKey = (doc: Doc) => {
  const state = doc as unknown as { _font: { name: string }; _fontSize: number };
  return `${state._font.name}|${state._fontSize}|`;
};
function widthOf(doc: Doc, text: string): number {
  const key = fontKey(doc) + text;
  let width = widths.get(key);
  if (width === undefined) {
    width = doc.widthOfString(text);
    if (widths.size > 50_000) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/** Text cut to a width with an ellipsis (one line, never wrapped). */
function fit(doc: Doc, text: string, width: number): string {
  const flat = /\s\s|[\n\r\t]/.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
  if (widthOf(doc, flat) <= width) return flat;
  let low = 0;
  let high = flat.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${flat.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${flat.slice(0, low).trimEnd()}…`;
}

/**
 * One line of text in a cell, cut to fit, placed by hand (left or right): without a `width`,
 * pdfkit writes the line directly instead of running its line wrapper.
 */
function cell(doc: Doc, text: string, x: number, y: number, width: number, align = 'left') {
  const shown = fit(doc, text, width - 4);
  if (shown === '') return;
  const left = align === 'right' ? x + width - 4 - widthOf(doc, shown) : x;
  doc.text(shown, left, y, { lineBreak: false });
}

function heading(doc: Doc, text: string) {
  if (doc.y > BOTTOM - 60) doc.addPage();
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(text, PAGE.margin, doc.y);
  doc.moveDown(0.3);
}

/** Label–value lines in two columns. */
function pairs(doc: Doc, items: { label: string; value: string }[]) {
  const labelWidth = 230;
  for (const item of items) {
    if (doc.y > BOTTOM - 14) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED);
    cell(doc, item.label, PAGE.margin, y, labelWidth);
    doc.font('Helvetica-Bold').fillColor(INK);
    cell(doc, item.value, PAGE.margin + labelWidth, y, CONTENT_WIDTH - labelWidth);
    doc.y = y + 15;
  }
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;

/** One ring segment from angle a to b (radians, b − a ≤ π) as an SVG path of arcs. */
function ringSegment(cx: number, cy: number, outer: number, inner: number, a: number, b: number) {
  const [x1, y1] = point(cx, cy, outer, a);
  const [x2, y2] = point(cx, cy, outer, b);
  const [x3, y3] = point(cx, cy, inner, b);
  const [x4, y4] = point(cx, cy, inner, a);
  const f = (n: number) => n.toFixed(3);
  return (
    `M ${f(x1)} ${f(y1)} A ${outer} ${outer} 0 0 1 ${f(x2)} ${f(y2)} ` +
    `L ${f(x3)} ${f(y3)} A ${inner} ${inner} 0 0 0 ${f(x4)} ${f(y4)} Z`
  );
}

/**
 * A doughnut of the breakdown (vector arcs), its percentage labels on the ring for shares of 5 %
 * or more, and beside it the detail list: colour, name, amount, count and percentage.
 */
function breakdown(doc: Doc, title: string, rows: PdfBreakdownRow[], style: NumberStyle) {
  const format = numberFormatters(style);
  heading(doc, title);
  if (rows.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Sin datos', PAGE.margin, doc.y);
    return;
  }
  const radius = 62;
  const inner = 36;
  if (doc.y + 2 * radius + 10 > BOTTOM) doc.addPage();
  const top = doc.y;
  const cx = PAGE.margin + radius + 4;
  const cy = top + radius + 4;
  const shares = rows.map((row) => Number(row.percentage) / 100);
  const sum = shares.reduce((a, b) => a + b, 0) || 1;
  let angle = -Math.PI / 2;
  rows.forEach((row, index) => {
    const sweep = (shares[index]! / sum) * 2 * Math.PI;
    if (sweep <= 0) return;
    const color = PALETTE[index % PALETTE.length]!;
    // arcs of at most half a turn, so that a whole ring (one row at 100 %) is drawn too
    const pieces = Math.ceil(sweep / Math.PI);
    for (let piece = 0; piece < pieces; piece++) {
      const a = angle + (sweep * piece) / pieces;
      const b = angle + (sweep * (piece + 1)) / pieces;
      doc.path(ringSegment(cx, cy, radius, inner, a, b)).fill(color);
    }
    if (shares[index]! >= REPORT_LABEL_MIN_SHARE) {
      const [lx, ly] = point(cx, cy, (radius + inner) / 2, angle + sweep / 2);
      doc.font('Helvetica-Bold').fontSize(7).fillColor('#FFFFFF');
      doc.text(format.percent(shares[index]!), lx - 15, ly - 3, {
        width: 30,
        align: 'center',
        lineBreak: false,
      });
    }
    angle += sweep;
  });

  // The detail list, beside the chart and then under it when long.
  const listX = PAGE.margin + 2 * radius + 24;
  const columns = [
    { title: '', width: 12 },
    { title: 'Nombre', width: 160 },
    { title: `Monto (${style.currency})`, width: 85, align: 'right' },
    { title: 'Cantidad', width: 50, align: 'right' },
    { title: '%', width: 55, align: 'right' },
  ];
  let y = top;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
    let x = listX;
    for (const column of columns) {
      cell(doc, column.title, x, y, column.width, column.align);
      x += column.width;
    }
    y += 13;
  };
  header();
  rows.forEach((row, index) => {
    if (y > BOTTOM - 12) {
      doc.addPage();
      y = doc.y;
      header();
    }
    doc.rect(listX, y + 1, 7, 7).fill(PALETTE[index % PALETTE.length]);
    doc.font('Helvetica').fontSize(8).fillColor(INK);
    const values = [
      row.name,
      format.amount(row.total),
      format.count(row.count),
      percentOf(format, row.percentage),
    ];
    let x = listX + columns[0]!.width;
    values.forEach((value, i) => {
      const column = columns[i + 1]!;
      cell(doc, value, x, y, column.width, column.align);
      x += column.width;
    });
    y += 12;
  });
  doc.y = Math.max(y, top + 2 * radius + 12);
  doc.x = PAGE.margin;
}

const TABLE = [
  { title: 'Fecha', width: 52 },
  { title: 'Nombre', width: 100 },
  { title: 'Categoría', width: 68 },
  { title: 'Área', width: 60 },
  { title: 'Proveedor', width: 62 },
  { title: 'Nota', width: 68 },
  { title: 'Monto', width: 65, align: 'right' },
  { title: '%', width: 40, align: 'right' },
] as const;
const ROW_HEIGHT = 12;

/** Every expense of the filter, newest first; the header repeats on every page. */
function expenseTable(doc: Doc, rows: PdfRow[], total: string, style: NumberStyle) {
  const format = numberFormatters(style);
  const titleOf = (column: (typeof TABLE)[number]) =>
    column.title === 'Monto' ? `Monto (${style.currency})` : column.title;
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK);
  doc.text(`Detalle de egresos (${format.count(rows.length)})`, PAGE.margin, doc.y);
  doc.moveDown(0.4);
  let y = doc.y;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
    let x = PAGE.margin;
    for (const column of TABLE) {
      cell(doc, titleOf(column), x, y, column.width, 'align' in column ? column.align : 'left');
      x += column.width;
    }
    y += ROW_HEIGHT;
    doc.moveTo(PAGE.margin, y - 2).lineTo(PAGE.margin + CONTENT_WIDTH, y - 2);
    doc.lineWidth(0.5).strokeColor(LINE).stroke();
    doc.font('Helvetica').fillColor(INK);
  };
  header();
  for (const row of rows) {
    if (y > BOTTOM - ROW_HEIGHT) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    const [name, rowAmount, date, category, area, supplier, note, share] = row;
    const values = [
      date,
      name,
      category,
      area,
      supplier,
      note,
      format.amount(rowAmount),
      percentOf(format, share),
    ];
    let x = PAGE.margin;
    TABLE.forEach((column, i) => {
      cell(doc, values[i]!, x, y, column.width, 'align' in column ? column.align : 'left');
      x += column.width;
    });
    y += ROW_HEIGHT;
  }
  y += 4;
  if (y > BOTTOM - ROW_HEIGHT) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.font('Helvetica-Bold');
  const totalX = PAGE.margin + TABLE.slice(0, 6).reduce((sum, column) => sum + column.width, 0);
  cell(doc, 'Total', PAGE.margin, y, 100);
  cell(doc, format.amount(total), totalX, y, TABLE[6].width, 'right');
}

/** Writes the report into `doc` (a pdfkit document made with `bufferPages: true`). */
function draw(doc: Doc, data: ReportPdfData) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('Reporte de Gastos', PAGE.margin);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`Generado el ${data.generatedAt}`);

  heading(doc, 'Filtros');
  pairs(doc, data.filters);
  heading(doc, 'Período');
  pairs(doc, [
    {
      label: 'Período',
      value: data.period
        ? `${data.period.from} – ${data.period.to} (${numberFormatters(data.numberStyle).count(data.period.days)} días)`
        : 'Sin datos para el filtro',
    },
  ]);
  heading(doc, 'Resumen');
  pairs(doc, data.figures);
  breakdown(doc, 'Gastos por categoría', data.byCategory, data.numberStyle);
  breakdown(doc, 'Gastos por área', data.byArea, data.numberStyle);
  expenseTable(doc, JSON.parse(data.rowsJson) as PdfRow[], data.total, data.numberStyle);

  // 'Página N de M' on every page, now that M is known (the pages are buffered).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing under the margin must not open a new page
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`Página ${i + 1} de ${range.count}`, PAGE.margin, PAGE.height - PAGE.margin + 8, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** A new document with the report drawn; its bytes come out of its 'data' events on `end()`. */
export function reportPdf(data: ReportPdfData): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    compress: true,
    info: { Title: 'Reporte de Gastos', Creator: 'Back Office' },
    lang: 'es-ES',
  });
  draw(doc, data);
  return doc;
}
