import { TIMESHEET_TEXTS } from '@app/contract/timesheets';
import PDFDocument from 'pdfkit';

/**
 * The 'Registro de jornada' PDF of one worker's month (DECISIONS §11), drawn with pdfkit in a
 * worker thread (timesheet-pdf-worker.ts): the company, the worker, one row per day (shifts,
 * entry, exit, breaks, lunch, worked hours, marks), the month's totals and the lines to sign.
 * Everything arrives as text already written (timesheet-month.ts); this file only places it. The
 * text is in Helvetica, whose WinAnsi encoding holds every Spanish letter (docs/decisions/035).
 */

export type TimesheetDay = {
  /** 'Lun 02/03' */
  date: string;
  weekend: boolean;
  /** each published shift '09:00–17:00' ('06:00 (+1)' on the next day), one line each */
  shifts: string[];
  entry: string;
  /** 'HH:mm', 'HH:mm (+1)', 'Sin salida' or empty while open */
  exit: string;
  /** each break 'HH:mm–HH:mm', one line each */
  breaks: string[];
  lunch: string;
  /** the analysis's worked hours as the screens write them ('7 h 29 min'), or empty */
  worked: string;
  /** 'Corregido', 'Sin salida', an absence's type, 'Festivo: name', 'No se presentó': a line each */
  marks: string[];
};

export type TimesheetPdfData = {
  company: string;
  worker: string;
  email: string;
  /** 'Marzo de 2026' */
  month: string;
  /** 'DD/MM/YYYY HH:mm' in the company zone */
  generatedAt: string;
  days: TimesheetDay[];
  /** 'Horas trabajadas' and 'Horas previstas' ('37 h 45 min'), 'Diferencia' signed ('-2 h 10 min') */
  totals: { worked: string; scheduled: string; difference: string };
  /** The line under the totals that says how they are counted. */
  note: string;
};

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 16;
const INK = '#111827';
const MUTED = '#6B7280';
const LINE = '#E5E7EB';
const WEEKEND = '#F3F4F6';
const ROW_HEIGHT = 14;
const LINE_HEIGHT = 9;

/** The day table's columns; their widths add up to the content width (523 pt). */
export const TIMESHEET_COLUMNS = [
  { key: 'date', title: 'Día', width: 52 },
  { key: 'shifts', title: 'Turno', width: 72 },
  { key: 'entry', title: 'Entrada', width: 48 },
  { key: 'exit', title: 'Salida', width: 52 },
  { key: 'breaks', title: 'Descansos', width: 74 },
  { key: 'lunch', title: 'Comida', width: 62 },
  { key: 'worked', title: 'Horas', width: 50, align: 'right' },
  { key: 'marks', title: 'Observaciones', width: 113 },
] as const;

type Doc = PDFKit.PDFDocument;

/** Text cut to a width with an ellipsis (one line, never wrapped). */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/** One line in a cell, placed by hand (pdfkit's line wrapper is not run). */
function cell(doc: Doc, text: string, x: number, y: number, width: number, align = 'left') {
  const shown = fit(doc, text.replace(/\s+/g, ' ').trim(), width - 4);
  if (shown === '') return;
  const left = align === 'right' ? x + width - 4 - doc.widthOfString(shown) : x + 2;
  doc.text(shown, left, y, { lineBreak: false });
}

/** Words put on lines of at most `width` (a word longer than a line is cut when drawn). */
function wrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function tableHeader(doc: Doc, y: number): number {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
  let x = PAGE.margin;
  for (const column of TIMESHEET_COLUMNS) {
    cell(doc, column.title, x, y, column.width, 'align' in column ? column.align : 'left');
    x += column.width;
  }
  y += ROW_HEIGHT - 3;
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y);
  doc.lineWidth(0.7).strokeColor(INK).stroke();
  return y + 5;
}

function draw(doc: Doc, data: TimesheetPdfData) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK);
  doc.text(TIMESHEET_TEXTS.title, PAGE.margin, PAGE.margin, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Generado el ${data.generatedAt}`, PAGE.margin, PAGE.margin + 4, {
    width: CONTENT_WIDTH,
    align: 'right',
    lineBreak: false,
  });

  let y = PAGE.margin + 28;
  const pair = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    cell(doc, label, PAGE.margin - 2, y, 80);
    doc.font('Helvetica-Bold').fillColor(INK);
    cell(doc, value, PAGE.margin + 78, y, CONTENT_WIDTH - 78);
    y += 13;
  };
  pair('Empresa', data.company);
  pair('Trabajador', data.email ? `${data.worker} (${data.email})` : data.worker);
  pair('Mes', data.month);
  y += 8;

  y = tableHeader(doc, y);
  for (const day of data.days) {
    // Shifts, breaks and marks take a line each (a long mark wraps); the row grows with them.
    doc.font('Helvetica').fontSize(8);
    const marksWidth = TIMESHEET_COLUMNS.find((column) => column.key === 'marks')!.width - 4;
    const lines = {
      shifts: day.shifts,
      breaks: day.breaks,
      marks: day.marks.flatMap((mark) => wrap(doc, mark, marksWidth)),
    };
    const count = Math.max(1, lines.shifts.length, lines.breaks.length, lines.marks.length);
    const height = ROW_HEIGHT + (count - 1) * LINE_HEIGHT;
    if (y > BOTTOM - height) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    if (day.weekend) {
      doc.rect(PAGE.margin, y - 3, CONTENT_WIDTH, height).fill(WEEKEND);
    }
    doc.font('Helvetica').fontSize(8).fillColor(INK);
    let x = PAGE.margin;
    for (const column of TIMESHEET_COLUMNS) {
      const align = 'align' in column ? column.align : 'left';
      if (column.key === 'shifts' || column.key === 'breaks' || column.key === 'marks') {
        lines[column.key].forEach((entry, line) =>
          cell(doc, entry, x, y + line * LINE_HEIGHT, column.width, align),
        );
      } else {
        const missing = column.key === 'exit' && day.exit === TIMESHEET_TEXTS.missingOut;
        doc.fillColor(missing ? '#B91C1C' : INK);
        cell(doc, day[column.key], x, y, column.width, align);
        doc.fillColor(INK);
      }
      x += column.width;
    }
    y += height;
    doc.moveTo(PAGE.margin, y - 3).lineTo(PAGE.margin + CONTENT_WIDTH, y - 3);
    doc.lineWidth(0.4).strokeColor(LINE).stroke();
  }

  // The totals and the signatures stay together on one page.
  if (y > BOTTOM - 150) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 10;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text('Totales del mes', PAGE.margin, y, { lineBreak: false });
  y += 16;
  const total = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    cell(doc, label, PAGE.margin - 2, y, 160);
    doc.font('Helvetica-Bold').fillColor(INK);
    cell(doc, value, PAGE.margin + 158, y, 100, 'right');
    y += 13;
  };
  total('Horas trabajadas', data.totals.worked);
  total('Horas previstas', data.totals.scheduled);
  total('Diferencia', data.totals.difference);
  y += 4;
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  doc.text(data.note, PAGE.margin, y, { width: CONTENT_WIDTH });

  y = Math.min(doc.y + 50, PAGE.height - PAGE.margin - 30);
  const lineWidth = 200;
  const signature = (label: string, x: number) => {
    doc
      .moveTo(x, y)
      .lineTo(x + lineWidth, y)
      .lineWidth(0.7)
      .strokeColor(INK)
      .stroke();
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    doc.text(label, x, y + 5, { width: lineWidth, align: 'center', lineBreak: false });
  };
  signature(TIMESHEET_TEXTS.signWorker, PAGE.margin);
  signature(TIMESHEET_TEXTS.signCompany, PAGE.margin + CONTENT_WIDTH - lineWidth);

  // 'Página N de M' on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(
      `${data.worker} · ${data.month} · Página ${i + 1} de ${range.count}`,
      PAGE.margin,
      PAGE.height - PAGE.margin + 6,
      { width: CONTENT_WIDTH, align: 'right', lineBreak: false },
    );
    doc.page.margins.bottom = bottom;
  }
}

/** A new document with the month drawn; its bytes come out of its 'data' events on `end()`. */
export function timesheetPdf(data: TimesheetPdfData): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    compress: true,
    info: { Title: `${TIMESHEET_TEXTS.title} ${data.month} ${data.worker}`, Creator: data.company },
    lang: 'es-ES',
  });
  draw(doc, data);
  return doc;
}
