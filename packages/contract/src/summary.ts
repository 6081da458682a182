import { z } from 'zod';
import { FINANCE_TEXTS, financeDateSchema } from './finance';

/** The server's Spanish messages of GET /summary (SPEC §8). */
export const SUMMARY_TEXTS = {
  rangeRequired: 'Indica el período: from y to (o dateFrom y dateTo)',
  badGroupBy: 'groupBy debe ser day o month',
  badTimeFilter: 'timeFilter debe ser week, month o year',
  tooLong: 'El período es demasiado largo: como máximo 400 días por día o 20 años por mes',
} as const;

export const SUMMARY_GROUPS = ['day', 'month'] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];
export const TIME_FILTERS = ['week', 'month', 'year'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

const blankIsUnset = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * GET /summary?from&to&groupBy=day|month (DECISIONS §7). SPEC's `dateFrom`, `dateTo`,
 * `timeFilter` are read too: week or month → day, year → month. Without a grouping: month when the
 * range passes 62 days, else day.
 */
export const summaryQuerySchema = z
  .object({
    from: z.preprocess(blankIsUnset, financeDateSchema.optional()),
    to: z.preprocess(blankIsUnset, financeDateSchema.optional()),
    dateFrom: z.preprocess(blankIsUnset, financeDateSchema.optional()),
    dateTo: z.preprocess(blankIsUnset, financeDateSchema.optional()),
    groupBy: z.preprocess(
      blankIsUnset,
      z.enum(SUMMARY_GROUPS, { error: SUMMARY_TEXTS.badGroupBy }).optional(),
    ),
    timeFilter: z.preprocess(
      blankIsUnset,
      z.enum(TIME_FILTERS, { error: SUMMARY_TEXTS.badTimeFilter }).optional(),
    ),
  })
  .transform((query, ctx) => {
    const from = query.from ?? query.dateFrom;
    const to = query.to ?? query.dateTo;
    if (!from || !to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: SUMMARY_TEXTS.rangeRequired });
      return z.NEVER;
    }
    if (from > to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: FINANCE_TEXTS.dateRange });
      return z.NEVER;
    }
    const byTimeFilter: SummaryGroup | undefined =
      query.timeFilter === undefined ? undefined : query.timeFilter === 'year' ? 'month' : 'day';
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    const groupBy: SummaryGroup = query.groupBy ?? byTimeFilter ?? (days > 62 ? 'month' : 'day');
    if ((groupBy === 'day' && days > 400) || days > 20 * 366) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SUMMARY_TEXTS.tooLong });
      return z.NEVER;
    }
    return { from, to, groupBy };
  });
export type SummaryQueryInput = z.input<typeof summaryQuerySchema>;
export type SummaryQuery = z.output<typeof summaryQuerySchema>;

/** `period`: YYYY-MM-DD by day, YYYY-MM by month; every period of the range, zeros included. */
export const summaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    incomes: z.array(z.object({ period: z.string(), totalIncome: z.number() })),
    expenses: z.array(z.object({ period: z.string(), totalExpense: z.number() })),
    /** the range's totals and balance (Ingresos − Egresos), summed in SQL */
    totals: z.object({ income: z.number(), expense: z.number(), balance: z.number() }),
  }),
});
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;
