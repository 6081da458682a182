import type { FastifyPluginAsync } from 'fastify';

/**
 * The audit log for admins (DECISIONS §12): `GET /audit` (filters, pages) and `GET /audit/export`
 * (CSV of the same filters).
 */
export const auditRoutes: FastifyPluginAsync = async () => {};
