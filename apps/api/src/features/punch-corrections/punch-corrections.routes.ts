import type { FastifyPluginAsync } from 'fastify';

/** Corrections of the attendance record (DECISIONS §10): /punch-corrections. */
export const punchCorrectionsRoutes: FastifyPluginAsync = async () => {};
