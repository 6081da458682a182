import { COMMON_TEXTS } from '@app/contract/common';
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../../plugins/error-handler';

/** Liveness and readiness probes for orchestrators and load balancers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['Salud'] } }, async () => ({
    success: true,
    status: 'ok',
  }));

  app.get(
    '/ready',
    { config: { access: 'public' }, schema: { tags: ['Salud'] } },
    async (_request, reply) => {
      if (!app.accepting) return sendError(reply, 503, 'UNAVAILABLE', COMMON_TEXTS.shuttingDown);
      try {
        await app.readiness();
      } catch {
        return sendError(reply, 503, 'UNAVAILABLE', COMMON_TEXTS.databaseNotReady);
      }
      // Too little space to write: the instance answers reads still, but takes no new traffic.
      const storageProblem = await app.storage.problem();
      if (storageProblem) return sendError(reply, 503, 'UNAVAILABLE', storageProblem);
      return { success: true, status: 'ready' };
    },
  );
};
