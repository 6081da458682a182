import type { FastifyPluginAsync } from 'fastify';

/** Holidays of the company (DECISIONS §11): /holidays. */
export const holidaysRoutes: FastifyPluginAsync = async () => {};
