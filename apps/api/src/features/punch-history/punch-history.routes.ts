import { historyResponseSchema, HISTORY_TEXTS } from '@app/contract/punch-history';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { punchHistoryOf, type HistoryDeps } from './punch-history-read.service';

const paramsSchema = z.object({
  punchId: z.coerce
    .number({ error: HISTORY_TEXTS.notFound })
    .int(HISTORY_TEXTS.notFound)
    .positive(HISTORY_TEXTS.notFound)
    .max(2_147_483_647, HISTORY_TEXTS.notFound),
});

/** The history of a punch (DECISIONS §10): GET /punches/{punchId}/history. */
export const punchHistoryRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: HistoryDeps = { db: app.db, clock: app.clock };

  app.get(
    '/punches/:punchId/history',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Punches'],
        params: paramsSchema,
        response: { 200: historyResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await punchHistoryOf(deps, currentUser(request), request.params.punchId),
    }),
  );
};
