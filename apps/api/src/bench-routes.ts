import type { FastifyPluginAsync } from 'fastify';
import type { Database } from './db/client';

/** The same lists as GET /api/categories and GET /api/users, in the same order, in one query. */
const CATEGORIES_SQL = 'SELECT id, name, description FROM categories ORDER BY lower(name), id';
const USERS_SQL =
  'SELECT id, name, email, role, phone, active, verified_at IS NOT NULL AS verified ' +
  'FROM users ORDER BY lower(name), id';

/**
 * Baseline routes of `npm run bench`, registered only with BENCH_ROUTES=1 (they are public and
 * list every user). `bare` measures the server with no work; `raw-*` read a list with one raw SQL
 * query on the server's own database handle (the `pg` pool, to either database) and return it as
 * plain JSON: no session, no ORM, no response schema.
 */
export const benchRoutes: FastifyPluginAsync<{ database: Database }> = async (app, options) => {
  const { database } = options;
  const list = async (text: string) => {
    const data = await database.rawQuery(text);
    return { success: true, data, totalItems: data.length };
  };
  app.get('/__bench/bare', { config: { access: 'public' } }, async () => ({ success: true }));
  app.get('/__bench/raw-categories', { config: { access: 'public' } }, () => list(CATEGORIES_SQL));
  app.get('/__bench/raw-users', { config: { access: 'public' } }, () => list(USERS_SQL));
};
