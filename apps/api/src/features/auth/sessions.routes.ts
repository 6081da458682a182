import type { FastifyPluginAsync } from 'fastify';

/**
 * Sessions (DECISIONS §12): `GET /auth/sessions`, `DELETE /auth/sessions/{id}`,
 * `DELETE /auth/sessions` (all but the current), `DELETE /users/{id}/sessions` (admin).
 */
export const sessionsRoutes: FastifyPluginAsync = async () => {};
