import { z } from 'zod';
import { listQuery } from './common';
import { expenseSchema } from './expenses';
import { checkDateRange, dateFilter, idFilter } from './filters';

/** SPEC §9: the report's table shows 4 expenses a page. */
export const REPORT_PAGE_SIZE = 4;
/** DECISIONS §7: the PDF holds at most this many expenses; above, 400 asking to narrow. */
export const REPORT_PDF_MAX_ROWS = 20_000;
/** SPEC §9: doughnut labels under this share of the total are hidden (screen and PDF). */
export const REPORT_LABEL_MIN_SHARE = 0.05;

/** The server's Spanish messages of the expense report (SPEC §8). */
export const REPORT_TEXTS = {
  pdfError: 'Error al generar el PDF en el servidor',
  tooManyRows: `El reporte tiene más de ${REPORT_PDF_MAX_ROWS.toLocaleString('es')} egresos: acota el filtro para generar el PDF`,
} as const;

export const reportFilters = {
  dateFrom: dateFilter,
  dateTo: dateFilter,
  categoryId: idFilter,
  areaId: idFilter,
  supplierId: idFilter,
};

/**
 * GET /expenses/report and POST /expenses/report: the filters in the query (the POST's body is
 * empty, SPEC §7). `limit` defaults to 4 here.
 */
export const reportQuerySchema = listQuery(reportFilters)
  .extend({
    limit: z.coerce
      .number()
      .int()
      .min(1, 'Límite inválido')
      .max(100, 'Máximo 100 por página')
      .nullish()
      .transform((limit) => limit ?? REPORT_PAGE_SIZE),
  })
  .superRefine(checkDateRange);
export type ReportQuery = z.output<typeof reportQuerySchema>;
export const reportFiltersSchema = z.object(reportFilters).superRefine(checkDateRange);
export type ReportFilters = z.output<typeof reportFiltersSchema>;

/** One row of a breakdown by category or by area; `percentage` of the total, 0–100, 2 decimals. */
export const breakdownRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  total: z.number(),
  count: z.number().int(),
  percentage: z.number(),
});
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

/** An expense of the report's table: the expense and its share of the total. */
export const reportExpenseSchema = expenseSchema.extend({ percentage: z.number() });
export type ReportExpense = z.infer<typeof reportExpenseSchema>;

/** GET /expenses/report (DECISIONS §7). */
export const reportResponseSchema = z.object({
  success: z.literal(true),
  /** one page of the filter's expenses (`page`, `limit`), newest first */
  expenses: z.array(reportExpenseSchema),
  totalCount: z.number().int(),
  totalExpenses: z.number(),
  transactionCount: z.number().int(),
  dailyAverage: z.number(),
  monthlyAverage: z.number(),
  currentMonthAveragePerTransaction: z.number(),
  areaWithHighestExpense: z.object({ name: z.string(), total: z.number() }).nullable(),
  highestExpense: z.object({ name: z.string(), amount: z.number(), date: z.string() }).nullable(),
  byCategory: z.array(breakdownRowSchema),
  byArea: z.array(breakdownRowSchema),
  /** the filter's dates, or the first and last expense dates of the result; null when empty */
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }).nullable(),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** `Reporte-Gastos-{YYYY-MM-DD}.pdf`, the date being today in the company zone. */
export const reportFileName = (today: string) => `Reporte-Gastos-${today}.pdf`;
