import {
  reportFiltersSchema,
  reportQuerySchema,
  reportResponseSchema,
} from '@app/contract/expense-report';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { expenseReport, expenseReportPdf, type ReportDeps } from './expense-report.service';
import { createPdfPool } from './report-pdf-pool';

const TAG = 'Reporte de Gastos';

/**
 * The expense report (DECISIONS §7), admin only: GET its figures and one page of expenses;
 * POST (empty body, filters in the query) its PDF, drawn in a worker thread and streamed.
 */
export const expenseReportRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const pdf = createPdfPool();
  app.addHook('onClose', () => pdf.close());
  const deps: ReportDeps = {
    db: app.db,
    clock: app.clock,
    pdf,
    numberStyle: app.config.numberStyle,
    log: app.log,
  };

  app.get(
    '/expenses/report',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Figures, breakdowns by category and area, and one page of the expenses',
        querystring: reportQuerySchema,
        response: { 200: reportResponseSchema },
      },
    },
    (request) => expenseReport(deps, request.query),
  );

  app.post(
    '/expenses/report',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'The report as a PDF (Reporte-Gastos-YYYY-MM-DD.pdf); the body is empty',
        querystring: reportFiltersSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await expenseReportPdf(deps, request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );
};
