import { monthFirstDay, monthLastDay, spanishDate } from '@app/contract/dates';
import {
  REPORT_PDF_MAX_ROWS,
  REPORT_TEXTS,
  reportFileName,
  type ReportFilters,
  type ReportQuery,
  type ReportResponse,
} from '@app/contract/expense-report';
import { numberFormatters } from '@app/contract/number-format';
import type { NumberStyle } from '@app/contract/number-style';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { moneyForJson, totalForJson } from '../../lib/money';
import type { CompanyClock } from '../../lib/time';
import {
  readFigures,
  readFilterNames,
  readHighest,
  readPage,
  readPdfRowsJson,
  type FigureRow,
  type MonthRange,
} from './expense-report.repository';
import type { PdfBreakdownRow, ReportPdfData } from './report-pdf';
import type { PdfPool } from './report-pdf-pool';

export type ReportDeps = {
  db: Db;
  clock: CompanyClock;
  pdf: PdfPool;
  /** The company's currency and number style (APP_CURRENCY, APP_NUMBER_FORMAT) the PDF is written in. */
  numberStyle: NumberStyle;
  log: { error: (context: object, message: string) => void };
};

/** The current company-zone month, for `currentMonthAveragePerTransaction`. */
function currentMonth(deps: ReportDeps): MonthRange {
  const today = deps.clock.today();
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { first: monthFirstDay(year, month), last: monthLastDay(year, month) };
}

const filtersOf = (query: ReportFilters): ReportFilters => ({
  dateFrom: query.dateFrom,
  dateTo: query.dateTo,
  categoryId: query.categoryId,
  areaId: query.areaId,
  supplierId: query.supplierId,
});

/** The figures and the breakdowns, read in one query (plus the largest expense beside it). */
async function figuresOf(deps: ReportDeps, filters: ReportFilters) {
  const [rows, highest] = await Promise.all([
    readFigures(deps.db, filters, currentMonth(deps)),
    readHighest(deps.db, filters),
  ]);
  const whole = rows.find((row) => row.kind === 'all');
  if (!whole) throw new Error('the report figures lack the whole row');
  return {
    whole,
    highest,
    byCategory: rows.filter((row) => row.kind === 'category'),
    byArea: rows.filter((row) => row.kind === 'area'),
  };
}

const breakdownRow = (row: FigureRow) => ({
  id: row.id ?? 0,
  name: row.name ?? '',
  total: totalForJson(row.total),
  count: row.count,
  percentage: totalForJson(row.percentage),
});

/** GET /expenses/report: the figures of DECISIONS §7 and one page of the filter's expenses. */
export async function expenseReport(deps: ReportDeps, query: ReportQuery): Promise<ReportResponse> {
  const filters = filtersOf(query);
  const { whole, highest, byCategory, byArea } = await figuresOf(deps, filters);
  const page = whole.count === 0 ? [] : await readPage(deps.db, filters, whole.total, query);
  const top = byArea[0];
  return {
    success: true,
    expenses: page.map((row) => ({
      id: row.id,
      name: row.name,
      amount: moneyForJson(row.amount),
      date: row.date,
      categoryId: row.categoryId,
      category: { id: row.categoryId, name: row.categoryName },
      areaId: row.areaId,
      area: { id: row.areaId, name: row.areaName },
      supplierId: row.supplierId,
      supplier:
        row.supplierId === null ? null : { id: row.supplierId, name: row.supplierName ?? '' },
      note: row.note,
      recurringExpenseId: row.recurringExpenseId,
      receiptCount: row.receiptCount,
      createdAt: deps.clock.iso(new Date(row.createdAt)),
      percentage: totalForJson(row.percentage),
    })),
    totalCount: whole.count,
    totalExpenses: totalForJson(whole.total),
    transactionCount: whole.count,
    dailyAverage: totalForJson(whole.dailyAverage),
    monthlyAverage: totalForJson(whole.monthlyAverage),
    currentMonthAveragePerTransaction: totalForJson(whole.currentMonthAverage),
    areaWithHighestExpense: top ? { name: top.name ?? '', total: totalForJson(top.total) } : null,
    highestExpense: highest
      ? { name: highest.name, amount: moneyForJson(highest.amount), date: highest.date }
      : null,
    byCategory: byCategory.map(breakdownRow),
    byArea: byArea.map(breakdownRow),
    period:
      whole.periodFrom && whole.periodTo && whole.days !== null
        ? { from: whole.periodFrom, to: whole.periodTo, days: whole.days }
        : null,
  };
}

/**
 * POST /expenses/report: the PDF of the filter (DECISIONS §7), drawn in a worker thread. More
 * than REPORT_PDF_MAX_ROWS expenses → 400 asking to narrow the filter.
 */
export async function expenseReportPdf(deps: ReportDeps, query: ReportFilters) {
  const filters = filtersOf(query);
  const { whole, highest, byCategory, byArea } = await figuresOf(deps, filters);
  if (whole.count > REPORT_PDF_MAX_ROWS) throw badRequest(REPORT_TEXTS.tooManyRows);
  const [rowsJson, names] = await Promise.all([
    readPdfRowsJson(deps.db, filters, whole.total),
    readFilterNames(deps.db, filters),
  ]);
  const named = (id: number | undefined, name: string | null, all: string) =>
    id === undefined ? all : (name ?? `#${id}`);
  const top = byArea[0];
  const breakdown = (row: FigureRow): PdfBreakdownRow => ({
    name: row.name ?? '',
    total: row.total,
    count: row.count,
    percentage: row.percentage,
  });
  const now = deps.clock.now();
  const { money, count } = numberFormatters(deps.numberStyle);
  const data: ReportPdfData = {
    numberStyle: deps.numberStyle,
    generatedAt:
      spanishDate(deps.clock.wallClockOf(now).slice(0, 10)) + deps.clock.wallClockOf(now).slice(10),
    filters: [
      { label: 'Desde', value: filters.dateFrom ? spanishDate(filters.dateFrom) : 'Sin límite' },
      { label: 'Hasta', value: filters.dateTo ? spanishDate(filters.dateTo) : 'Sin límite' },
      { label: 'Categoría', value: named(filters.categoryId, names.category, 'Todas') },
      { label: 'Área', value: named(filters.areaId, names.area, 'Todas') },
      { label: 'Proveedor', value: named(filters.supplierId, names.supplier, 'Todos') },
    ],
    period:
      whole.periodFrom && whole.periodTo && whole.days !== null
        ? { from: spanishDate(whole.periodFrom), to: spanishDate(whole.periodTo), days: whole.days }
        : null,
    figures: [
      { label: 'Total de Gastos', value: money(whole.total) },
      { label: 'Transacciones', value: count(whole.count) },
      { label: 'Promedio diario', value: money(whole.dailyAverage) },
      { label: 'Promedio mensual', value: money(whole.monthlyAverage) },
      {
        label: 'Promedio por transacción, mes actual',
        value: money(whole.currentMonthAverage),
      },
      {
        label: 'Área con mayor gasto',
        value: top ? `${top.name ?? ''} — ${money(top.total)}` : 'Sin datos',
      },
      {
        label: 'Gasto individual más alto',
        value: highest
          ? `${highest.name} — ${money(highest.amount)} — ${spanishDate(highest.date)}`
          : 'Sin datos',
      },
    ],
    byCategory: byCategory.map(breakdown),
    byArea: byArea.map(breakdown),
    total: whole.total,
    rowsJson,
  };
  try {
    const stream = await deps.pdf.render(data);
    return { fileName: reportFileName(deps.clock.today(now)), stream };
  } catch (error) {
    deps.log.error({ err: error }, 'report PDF failed');
    throw new AppError('INTERNAL', 500, REPORT_TEXTS.pdfError);
  }
}
