import { idParamSchema, successSchema } from '@app/contract/common';
import {
  createRecurringExpenseSchema,
  RECURRING_TEXTS,
  recurringExpenseItemResponseSchema,
  recurringExpenseListQuerySchema,
  recurringExpenseListResponseSchema,
  updateRecurringExpenseSchema,
} from '@app/contract/expenses-recurrent';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { listSerializerCompiler } from '../../lib/list-serializer';
import { currentUser } from '../../plugins/auth';
import {
  changeRecurring,
  createRecurring,
  listRecurring,
  removeRecurring,
} from './expenses-recurrent.service';
import type { FinanceDeps } from './incomes.service';

const TAG = 'Egresos recurrentes';

/** Recurring expenses (SPEC §7, DECISIONS §3 and §7): admin only. */
export const recurringExpensesRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: FinanceDeps = { db: app.db, clock: app.clock };

  app.get(
    '/expenses-recurrent',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        querystring: recurringExpenseListQuerySchema,
        response: { 200: recurringExpenseListResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({ success: true as const, ...(await listRecurring(deps, request.query)) }),
  );

  app.post(
    '/expenses-recurrent',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        body: createRecurringExpenseSchema,
        response: { 201: recurringExpenseItemResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createRecurring(deps, currentUser(request).id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: RECURRING_TEXTS.created, data });
    },
  );

  app.patch(
    '/expenses-recurrent/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: updateRecurringExpenseSchema,
        response: { 200: recurringExpenseItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: RECURRING_TEXTS.updated,
      data: await changeRecurring(deps, request.params.id, request.body),
    }),
  );

  app.delete(
    '/expenses-recurrent/:id',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await removeRecurring(deps, request.params.id);
      return { success: true as const, message: RECURRING_TEXTS.deleted };
    },
  );
};
