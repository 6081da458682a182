import type { FastifyPluginAsync } from 'fastify';

/** Absences and yearly balances (DECISIONS §11): /absences, /absence-balances. */
export const absencesRoutes: FastifyPluginAsync = async () => {};
