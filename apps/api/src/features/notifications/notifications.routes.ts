import type { FastifyPluginAsync } from 'fastify';

/** The signed-in user's notifications and mail preference (DECISIONS §10). */
export const notificationsRoutes: FastifyPluginAsync = async () => {};
