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
        return { success: true, status: 'ready' };
      } catch {
        return sendError(reply, 503, 'UNAVAILABLE', COMMON_TEXTS.databaseNotReady);
      }
    },
  );
};
