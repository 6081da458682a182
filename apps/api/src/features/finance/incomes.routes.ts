import { idParamSchema, successSchema } from '@app/contract/common';
import { exportFormatQuerySchema, XLSX_MIME } from '@app/contract/export-format';
import {
  createIncomeSchema,
  INCOME_TEXTS,
  incomeExportQuerySchema,
  incomeItemResponseSchema,
  incomeListQuerySchema,
  incomeListResponseSchema,
  updateIncomeSchema,
} from '@app/contract/incomes';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { listSerializerCompiler } from '../../lib/list-serializer';
import { currentUser } from '../../plugins/auth';
import { exportFileName, exportIncomes } from './finance-export';
import {
  changeIncome,
  createIncome,
  listIncomes,
  removeIncome,
  type FinanceDeps,
} from './incomes.service';

const TAG = 'Ingresos';

/** Incomes (SPEC §7 'Finance and summary', DECISIONS §3 and §7): admin only. */
export const incomesRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: FinanceDeps = { db: app.db, clock: app.clock };

  app.get(
    '/incomes',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        querystring: incomeListQuerySchema,
        response: { 200: incomeListResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({ success: true as const, ...(await listIncomes(deps, request.query)) }),
  );

  app.get(
    '/incomes/export',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary:
          "Every income of the filters: CSV (UTF-8 with BOM, in the company's dialect) or, with format=xlsx, an Excel workbook",
        querystring: incomeExportQuerySchema.and(exportFormatQuerySchema),
        produces: ['text/csv', XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { contentType, stream } = exportIncomes(
        app.db,
        filters,
        format,
        app.config.numberStyle,
      );
      const fileName = exportFileName('ingresos', filters, deps.clock.today(), format);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );

  app.post(
    '/incomes',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        body: createIncomeSchema,
        response: { 201: incomeItemResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createIncome(deps, currentUser(request).id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: INCOME_TEXTS.created, data });
    },
  );

  app.patch(
    '/incomes/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: updateIncomeSchema,
        response: { 200: incomeItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: INCOME_TEXTS.updated,
      data: await changeIncome(deps, request.params.id, request.body),
    }),
  );

  app.delete(
    '/incomes/:id',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await removeIncome(deps, request.params.id);
      return { success: true as const, message: INCOME_TEXTS.deleted };
    },
  );
};
