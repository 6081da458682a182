import type { FastifyPluginAsync } from 'fastify';

/** The worker's monthly 'Registro de jornada' (DECISIONS §11): /timesheets, /timesheets/all. */
export const timesheetsRoutes: FastifyPluginAsync = async () => {};
