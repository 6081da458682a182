import type { FastifyPluginAsync } from 'fastify';

/** Exceptions of the attendance record (DECISIONS §10): GET /punch-exceptions. */
export const punchExceptionsRoutes: FastifyPluginAsync = async () => {};
