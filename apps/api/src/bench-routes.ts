import type { FastifyPluginAsync } from 'fastify';
import type { Database } from './db/client';

/** The same lists as GET /api/categories and GET /api/users, in the same order, in one query. */
const CATEGORIES_SQL = 'SELECT id, name, description FROM categories ORDER BY lower(name), id';
const USERS_SQL =
  'SELECT id, name, email, role, phone, active, verified_at IS NOT NULL AS verified ' +
  'FROM users ORDER BY lower(name), id';

/** What POST /api/shifts/get-shifts reads for a calendar: the active users, the period's shifts. */
const CALENDAR_USERS_SQL = 'SELECT id, name FROM users WHERE active ORDER BY lower(name), id';
const calendarShiftsSql = (from: number, to: number) =>
  'SELECT id, user_id AS "userId", group_id AS "groupId", ' +
  `date_part('epoch', start_at) * 1000 AS "startMs", date_part('epoch', end_at) * 1000 AS "endMs", ` +
  'calendar_date_id AS "calendarDateId", break_minutes AS "breakMinutes", ' +
  'lunch_minutes AS "lunchMinutes", notes, color, published FROM shifts ' +
  `WHERE calendar_date_id BETWEEN ${from} AND ${to} ORDER BY start_at, id`;

/** A calendarDateId (YYYYMMDD) from the query string; anything else is refused. */
const dateId = (value: unknown) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 19000101 || id > 29991231) throw new Error('bad date id');
  return id;
};

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
  // The rows of a calendar (?from=&to= calendarDateIds) in the two raw queries the endpoint runs.
  app.get('/__bench/raw-calendar', { config: { access: 'public' } }, async (request) => {
    const query = request.query as { from?: string; to?: string };
    const [users, shifts] = await Promise.all([
      database.rawQuery(CALENDAR_USERS_SQL),
      database.rawQuery(calendarShiftsSql(dateId(query.from), dateId(query.to))),
    ]);
    return { success: true, users, shifts };
  });
};
