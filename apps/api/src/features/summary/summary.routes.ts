import { summaryQuerySchema, summaryResponseSchema } from '@app/contract/summary';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_OFFICE } from '../../lib/access';
import { totalForJson } from '../../lib/money';
import { readSummary } from './summary.repository';

const TAG = 'Resumen';

/**
 * GET /summary?from&to&groupBy=day|month (DECISIONS §7; SPEC's dateFrom, dateTo, timeFilter too):
 * the dashboard's incomes and expenses per period, read from the daily totals. Admin and office.
 */
export const summaryRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/summary',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        summary: 'Incomes and expenses per day or month of a range, zeros included',
        querystring: summaryQuerySchema,
        response: { 200: summaryResponseSchema },
      },
    },
    async (request) => {
      const { from, to, groupBy } = request.query;
      const rows = await readSummary(app.db, from, to, groupBy);
      const first = rows[0];
      return {
        success: true as const,
        data: {
          incomes: rows.map((row) => ({
            period: row.period,
            totalIncome: totalForJson(row.income),
          })),
          expenses: rows.map((row) => ({
            period: row.period,
            totalExpense: totalForJson(row.expense),
          })),
          totals: {
            income: totalForJson(first?.totalIncome ?? '0'),
            expense: totalForJson(first?.totalExpense ?? '0'),
            balance: totalForJson(first?.balance ?? '0'),
          },
        },
      };
    },
  );
};
