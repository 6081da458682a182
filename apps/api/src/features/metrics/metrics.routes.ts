import { METRICS_TEXTS } from '@app/contract/metrics';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import {
  METRICS_CONTENT_TYPE,
  metricsRegistry,
  newRegistry,
  scrapedGauge,
} from '../../lib/metrics';
import { sendError } from '../../plugins/error-handler';
import { lastBackupFinishedAt } from '../backups/backups.queries';
import { bearerMatches } from './metrics-token';

/**
 * GET /metrics (docs/decisions/090): the Prometheus text of this process, registered only when
 * METRICS_TOKEN is set (without it the path is an unknown one, 404) and answered only to
 * `Authorization: Bearer <METRICS_TOKEN>`. Outside /api: no session opens it (its `access` is
 * 'public' to the session guard, as the health probes; the token is checked here).
 */
export const metricsRoutes: FastifyPluginAsync<{
  token: string;
  databaseKind: Database['kind'];
}> = async (app, { token, databaseKind }) => {
  // What is read at scrape time, from the database every instance shares: never kept in memory.
  const scraped = newRegistry();
  if (databaseKind === 'embedded') {
    // PostgreSQL has no backups of the product's own (its server's tools make them): no series.
    scrapedGauge(
      scraped,
      'backup_last_success_age_seconds',
      'Seconds since the latest successful backup of the embedded database finished (+Inf: none yet)',
      async () => {
        // A database that does not answer leaves NaN here, not a failed scrape: the process's
        // own series (and the query errors) are what tells the operator about it.
        const at = await lastBackupFinishedAt(app.db).catch(() => undefined);
        if (at === undefined) return NaN;
        return at ? Math.max(0, (app.clock.now().getTime() - at.getTime()) / 1000) : Infinity;
      },
    );
  }

  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: { hide: true },
      onRequest: async (request, reply) => {
        if (bearerMatches(request.headers.authorization, token)) return;
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(reply, 401, 'UNAUTHORIZED', METRICS_TEXTS.badToken);
      },
    },
    async (_request, reply) => {
      const text = (await metricsRegistry.metrics()) + (await scraped.metrics());
      return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
    },
  );
};
