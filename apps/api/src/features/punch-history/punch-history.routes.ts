import type { FastifyPluginAsync } from 'fastify';

/** The history of a punch (DECISIONS §10): GET /punches/{punchId}/history. */
export const punchHistoryRoutes: FastifyPluginAsync = async () => {};
