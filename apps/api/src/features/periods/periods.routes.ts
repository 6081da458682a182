import type { FastifyPluginAsync } from 'fastify';

/** Closed months of the attendance record (DECISIONS §10): /periods. */
export const periodsRoutes: FastifyPluginAsync = async () => {};
