import {
  exceptionListQuerySchema,
  exceptionListResponseSchema,
} from '@app/contract/punch-exceptions';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { exceptionRulesOf } from './punch-exceptions.queries';
import { listExceptions, type ExceptionsDeps } from './punch-exceptions.service';

const TAG = 'Incidencias';

/** Exceptions of the attendance record (DECISIONS §10): GET /punch-exceptions. */
export const punchExceptionsRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: ExceptionsDeps = {
    db: app.db,
    clock: app.clock,
    rules: exceptionRulesOf(app.config),
  };

  app.get(
    '/punch-exceptions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        querystring: exceptionListQuerySchema,
        response: { 200: exceptionListResponseSchema },
      },
    },
    async (request) => {
      const { rows, total, counts } = await listExceptions(
        deps,
        currentUser(request),
        request.query,
      );
      return { success: true as const, data: rows, totalItems: total, counts };
    },
  );
};
