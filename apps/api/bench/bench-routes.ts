import { daysInMonth } from '@app/contract/dates';
import type { ReportFilters } from '@app/contract/expense-report';
import {
  credentialListQuerySchema,
  credentialListResponseSchema,
  type CredentialListQuery,
} from '@app/contract/password-manager';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../src/db/client';
import {
  highestExpenseSql,
  reportFiguresSql,
  reportPageSql,
} from '../src/features/expense-report/expense-report.repository';
import { listCredentials } from '../src/features/password-manager/password-manager.service';
import { renderCalendar } from '../src/features/shifts/shifts-read.service';
import type { SessionUser } from '../src/lib/access';
import { listSerializerCompiler } from '../src/lib/list-serializer';
import { punchExceptionsBenchRoutes } from './punch-exceptions';
import { companyClock } from '../src/lib/time';

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

/**
 * What POST /api/punches/summary runs for an admin (every user) over a day range: the SQL of
 * punchSummary in features/punches/punches-analysis.repository.ts, word for word; keep them together.
 */
const summaryHours = (interval: string) =>
  `round((extract(epoch from (${interval})) / 3600)::numeric, 2)`;
const summaryFigure = (name: string, when: string, value: string) =>
  `(count(*) filter (where ${when}))::int as "${name}Count", ` +
  `coalesce(sum(${value}) filter (where ${when}), 0)::text as "${name}Total"`;
const punchSummarySql = (from: number, to: number) => `
    with matched as (
      select p.user_id, p.date_in, p.date_out, sh.start_at, sh.end_at,
        row_number() over (partition by p.id
          order by abs(extract(epoch from (sh.start_at - p.date_in))), sh.start_at, sh.id) as closeness
      from "punches" p
      left join "shifts" sh on sh.user_id = p.user_id and sh.calendar_date_id = p.calendar_date_id
        and sh.published and sh.calendar_date_id between ${from} and ${to}
      where p.calendar_date_id between ${from} and ${to}
    ), figures as materialized (
      select user_id,
        ${summaryHours('start_at - date_in')} as arrive,
        ${summaryHours('date_out - end_at')} as leave
      from matched where closeness = 1
    ), totals as (
      select user_id,
        ${summaryFigure('arriveEarly', 'arrive > 0', 'arrive')},
        ${summaryFigure('arriveLate', 'arrive < 0', '-arrive')},
        ${summaryFigure('leaveEarly', 'leave < 0', '-leave')},
        ${summaryFigure('leaveLate', 'leave > 0', 'leave')}
      from figures group by user_id
    )
    select t.user_id as "userId", u.name as "userName",
      "arriveEarlyCount", "arriveEarlyTotal", "arriveLateCount", "arriveLateTotal",
      "leaveEarlyCount", "leaveEarlyTotal", "leaveLateCount", "leaveLateTotal"
    from totals t
    join "users" u on u.id = t.user_id
    order by lower(u.name), t.user_id`;

/** The punches of one company day and their photo keys: how the burst is checked afterwards. */
const punchDaySql = (day: number) =>
  `SELECT user_id AS "userId", img_in AS "imgIn" FROM punches WHERE calendar_date_id = ${day} ORDER BY user_id`;

/** A calendarDateId (YYYYMMDD) from the query string; anything else is refused. */
const dateId = (value: unknown) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 19000101 || id > 29991231) throw new Error('bad date id');
  return id;
};

/** A plain date (YYYY-MM-DD) from the query string; anything else is refused. */
const plainDate = (value: unknown) => {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(value)) throw new Error('bad date');
  return value;
};
const optionalId = (value: unknown) => {
  if (value === undefined) return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new Error('bad id');
  return id;
};

/** The live GROUP BY of one table over a range, by day or month (what the daily totals replace). */
const liveGroupBySql = (
  table: 'incomes' | 'expenses',
  from: string,
  to: string,
  byMonth: boolean,
) =>
  `SELECT to_char(date, '${byMonth ? 'YYYY-MM' : 'YYYY-MM-DD'}') AS period, sum(amount)::text AS total ` +
  `FROM ${table} WHERE date BETWEEN '${from}' AND '${to}' GROUP BY 1 ORDER BY 1`;

/** A filtered page of the expenses list (GET /api/expenses): the page and its count. */
const expensePageSql = (where: string, limit: number, offset: number) =>
  'SELECT e.id, e.name, e.amount::text AS amount, e.date::text AS date, e.category_id, c.name AS category, ' +
  'e.area_id, a.name AS area, e.supplier_id, s.name AS supplier, e.note, e.recurring_expense_id, ' +
  '(SELECT count(*) FROM expense_receipts r WHERE r.expense_id = e.id)::int AS receipts, e.created_at ' +
  'FROM expenses e JOIN categories c ON c.id = e.category_id JOIN areas a ON a.id = e.area_id ' +
  `LEFT JOIN suppliers s ON s.id = e.supplier_id WHERE ${where} ` +
  `ORDER BY e.date DESC, e.id DESC LIMIT ${limit} OFFSET ${offset}`;

/**
 * Issue 13: a page of a manager as one user sees it, the SQL of notebookList
 * (features/notebooks/notebooks.repository.ts: selectNotebooks and visibleTo, scope all) written
 * out; keep them together. The page and its count.
 */
const notebookWhere = (type: string, userId: number) =>
  `n.type = '${type}' AND n.id IN (SELECT o.id FROM notebooks o WHERE o.owner_id = ${userId} ` +
  `AND o.type = '${type}' UNION ALL SELECT s.notebook_id FROM notebook_shares s WHERE s.user_id = ${userId})`;
const notebookPageSql = (type: string, userId: number, limit: number, offset: number) =>
  'SELECT n.id, n.type, n.owner_id AS "ownerId", u.name AS "ownerName", n.title, ' +
  'n.sub_category_id AS "subCategoryId", sc.value AS "subCategoryValue", n.email, n.link, ' +
  'n.description, n.text, n.created_at AS "createdAt", n.updated_at AS "updatedAt", ' +
  "coalesce((SELECT json_agg(json_build_object('id', su.id, 'name', su.name) ORDER BY lower(su.name), su.id) " +
  'FROM notebook_shares s JOIN users su ON su.id = s.user_id WHERE s.notebook_id = n.id AND su.active), ' +
  `'[]'::json) AS "sharedWithUsers" ` +
  'FROM notebooks n JOIN users u ON u.id = n.owner_id LEFT JOIN sub_categories sc ON sc.id = n.sub_category_id ' +
  `WHERE ${notebookWhere(type, userId)} ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`;
const NOTEBOOK_TYPES = new Set(['email', 'link', 'template']);

/**
 * Baseline routes of `npm run bench`: public, and listing every user, so never in the product. Only
 * the benchmark's own server entry (bench-server.ts) passes them to buildApp (`extraApiRoutes`). `bare` measures the server with no work; `raw-*` read a list with one raw SQL
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
  // The calendar of POST /api/shifts/get-shifts (same JSON body) as an admin sees it, rendered afresh
  // every time: what the first request after a change of shifts or users costs (lib/versioned-cache).
  const deps = { db: database.db, clock: companyClock(app.config.timeZone) };
  const benchAdmin = { id: 0, role: 'admin' } as SessionUser;
  app.post('/__bench/calendar-afresh', { config: { access: 'public' } }, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await renderCalendar(deps, benchAdmin, request.body as { startofweek?: string })),
  );
  // The month analysis of every user (?from=&to= calendarDateIds), rows as the database gives them.
  await app.register(punchExceptionsBenchRoutes, options); // issue 26
  app.get('/__bench/raw-punch-summary', { config: { access: 'public' } }, async (request) => {
    const query = request.query as { from?: string; to?: string };
    const data = await database.rawQuery(punchSummarySql(dateId(query.from), dateId(query.to)));
    return { success: true, data };
  });
  // Issue 12: the summary's periods by the live GROUP BY over the tables (?from&to&groupBy).
  app.get('/__bench/raw-summary-live', { config: { access: 'public' } }, async (request) => {
    const query = request.query as { from?: string; to?: string; groupBy?: string };
    const [from, to] = [plainDate(query.from), plainDate(query.to)];
    const byMonth = query.groupBy === 'month';
    const [incomes, expenses] = await Promise.all([
      database.rawQuery(liveGroupBySql('incomes', from, to, byMonth)),
      database.rawQuery(liveGroupBySql('expenses', from, to, byMonth)),
    ]);
    return { success: true, incomes, expenses };
  });
  // Issue 12: the report's figures by the very SQL of the route (figures and largest expense
  // together, then the first page), rows as the database gives them.
  const clock = companyClock(app.config.timeZone);
  app.get('/__bench/raw-report', { config: { access: 'public' } }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const filters: ReportFilters = {
      dateFrom: query.dateFrom && plainDate(query.dateFrom),
      dateTo: query.dateTo && plainDate(query.dateTo),
      categoryId: optionalId(query.categoryId),
    };
    const today = clock.today();
    const [year, monthNumber] = today.split('-').map(Number) as [number, number];
    const last = String(daysInMonth(year, monthNumber)).padStart(2, '0');
    const month = { first: `${today.slice(0, 8)}01`, last: `${today.slice(0, 8)}${last}` };
    const rows = async (statement: SQL) =>
      ((await database.db.execute(statement)) as { rows: Record<string, unknown>[] }).rows;
    const [figures, highest] = await Promise.all([
      rows(reportFiguresSql(filters, month)),
      rows(highestExpenseSql(filters)),
    ]);
    const whole = figures.find((row) => row.kind === 'all') as { total?: string } | undefined;
    const total = whole?.total ?? '0';
    const page = await rows(reportPageSql(filters, total, { page: 1, limit: 4 }));
    return { success: true, figures, highest, page };
  });
  // Issue 12: a filtered page of the expenses list (?categoryId&dateFrom&dateTo&page&limit).
  app.get('/__bench/raw-expense-page', { config: { access: 'public' } }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const where =
      `e.category_id = ${optionalId(query.categoryId) ?? 0} AND e.date BETWEEN ` +
      `'${plainDate(query.dateFrom)}' AND '${plainDate(query.dateTo)}'`;
    const limit = Math.min(100, Number(query.limit ?? 10) || 10);
    const offset = (Math.max(1, Number(query.page ?? 1) || 1) - 1) * limit;
    const [data, counted] = await Promise.all([
      database.rawQuery(expensePageSql(where, limit, offset)),
      database.rawQuery(`SELECT count(*)::int AS n FROM expenses e WHERE ${where}`),
    ]);
    return { success: true, data, totalItems: (counted[0] as { n: number }).n };
  });
  // Issue 13: a page of a manager as a user sees it (?type&userId&page&limit): rows and count.
  app.get('/__bench/raw-notebook-page', { config: { access: 'public' } }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const type = query.type ?? '';
    if (!NOTEBOOK_TYPES.has(type)) throw new Error('bad type');
    const userId = optionalId(query.userId) ?? 0;
    const limit = Math.min(100, Number(query.limit ?? 10) || 10);
    const offset = (Math.max(1, Number(query.page ?? 1) || 1) - 1) * limit;
    const [data, counted] = await Promise.all([
      database.rawQuery(notebookPageSql(type, userId, limit, offset)),
      database.rawQuery(
        `SELECT count(*)::int AS n FROM notebooks n WHERE ${notebookWhere(type, userId)}`,
      ),
    ]);
    return { success: true, data, totalItems: (counted[0] as { n: number }).n };
  });
  // Who punched in on a day (?day= calendarDateId), with which photo and its stored size (read
  // from the file store, the data folder or PostgreSQL).
  app.get('/__bench/punch-day', { config: { access: 'public' } }, async (request) => {
    const query = request.query as { day?: string };
    const rows = (await database.rawQuery(punchDaySql(dateId(query.day)))) as {
      userId: number;
      imgIn: string | null;
    }[];
    const data = [];
    for (const row of rows) {
      const stored = row.imgIn === null ? null : await app.files.storage.get(row.imgIn);
      data.push({ ...row, storedBytes: stored?.length ?? null });
    }
    return { success: true, data };
  });
  // Issue 14: a page of the credentials the session's user may see, by the route's own query,
  // schema and serializer, but without the vault: what GET /api/password-manager costs beyond the
  // list once unlocked (the header's keyed hash and the wrap version read).
  app.get(
    '/__bench/credential-page',
    {
      config: { access: 'authenticated' },
      schema: {
        querystring: credentialListQuerySchema,
        response: { 200: credentialListResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({
      success: true as const,
      ...(await listCredentials(
        { db: database.db, clock },
        request.auth!.user,
        request.query as CredentialListQuery,
      )),
    }),
  );
};
