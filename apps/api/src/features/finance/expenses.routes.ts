import fastifyMultipart from '@fastify/multipart';
import { idParamSchema, successSchema } from '@app/contract/common';
import { exportFormatQuerySchema, XLSX_MIME } from '@app/contract/export-format';
import {
  createExpenseSchema,
  EXPENSE_TEXTS,
  expenseExportQuerySchema,
  expenseItemResponseSchema,
  expenseListQuerySchema,
  expenseListResponseSchema,
  RECEIPT_MAX_BYTES,
  receiptItemResponseSchema,
  receiptListResponseSchema,
  receiptParamsSchema,
  updateExpenseSchema,
} from '@app/contract/expenses';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { listSerializerCompiler } from '../../lib/list-serializer';
import { readUpload } from '../../lib/multipart';
import { currentUser } from '../../plugins/auth';
import {
  addReceipt,
  changeExpense,
  createExpense,
  listExpenses,
  listReceipts,
  receiptExtension,
  removeExpense,
  removeReceipt,
  type ExpensesDeps,
} from './expenses.service';
import { exportExpenses, exportFileName } from './finance-export';

const TAG = 'Egresos';

/** Expenses, their CSV and their receipts (SPEC §7, DECISIONS §3 and §7): admin only. */
export const expensesRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 },
    preservePath: true,
  });
  const deps: ExpensesDeps = {
    db: app.db,
    clock: app.clock,
    files: app.files,
  };

  app.get(
    '/expenses',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        querystring: expenseListQuerySchema,
        response: { 200: expenseListResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({ success: true as const, ...(await listExpenses(deps, request.query)) }),
  );

  app.get(
    '/expenses/export',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary:
          "Every expense of the filters: CSV (UTF-8 with BOM, in the company's dialect) or, with format=xlsx, an Excel workbook",
        querystring: expenseExportQuerySchema.and(exportFormatQuerySchema),
        produces: ['text/csv', XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { contentType, stream } = exportExpenses(
        app.db,
        filters,
        format,
        app.config.numberStyle,
      );
      const fileName = exportFileName('egresos', filters, deps.clock.today(), format);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );

  app.post(
    '/expenses',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        body: createExpenseSchema,
        response: { 201: expenseItemResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createExpense(deps, currentUser(request).id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: EXPENSE_TEXTS.created, data });
    },
  );

  app.patch(
    '/expenses/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: updateExpenseSchema,
        response: { 200: expenseItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: EXPENSE_TEXTS.updated,
      data: await changeExpense(deps, request.params.id, request.body),
    }),
  );

  app.delete(
    '/expenses/:id',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await removeExpense(deps, request.params.id);
      return { success: true as const, message: EXPENSE_TEXTS.deleted };
    },
  );

  app.get(
    '/expenses/:id/receipts',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        response: { 200: receiptListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listReceipts(deps, request.params.id),
    }),
  );

  app.post(
    '/expenses/:id/receipts',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Attach a receipt (multipart, field file): JPEG, PNG or PDF, 10 MB, 5 per expense',
        params: idParamSchema,
        response: { 201: receiptItemResponseSchema },
      },
    },
    async (request, reply) => {
      const { file } = await readUpload(request, {
        extensionOf: receiptExtension,
        tooLarge: EXPENSE_TEXTS.receiptTooLarge,
      });
      const data = await addReceipt(deps, currentUser(request).id, request.params.id, file);
      return reply
        .status(201)
        .send({ success: true as const, message: EXPENSE_TEXTS.receiptAdded, data });
    },
  );

  app.delete(
    '/expenses/:id/receipts/:key',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], params: receiptParamsSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await removeReceipt(deps, request.params.id, request.params.key);
      return { success: true as const, message: EXPENSE_TEXTS.receiptRemoved };
    },
  );
};
