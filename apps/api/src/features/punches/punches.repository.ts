import { and, asc, between, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pagedList } from '../../lib/paged-list';
import { dayShiftColumns, type DayShift } from './punches.queries';
import { punchBreaks, punches, punchRequests, shifts, users } from '../../db/schema/index';

export type PunchRow = typeof punches.$inferSelect & { userName: string };
export type BreakRow = typeof punchBreaks.$inferSelect;
/** A published shift as the analysis reads it (punches.queries). */
export type PunchShiftRow = DayShift;

export const punchColumns = {
  id: punches.id,
  userId: punches.userId,
  userName: users.name,
  calendarDateId: punches.calendarDateId,
  dateIn: punches.dateIn,
  dateOut: punches.dateOut,
  imgIn: punches.imgIn,
  imgOut: punches.imgOut,
  notesIn: punches.notesIn,
  notesOut: punches.notesOut,
  createdAt: punches.createdAt,
  updatedAt: punches.updatedAt,
};

const selectPunches = (db: Db) =>
  db.select(punchColumns).from(punches).innerJoin(users, eq(users.id, punches.userId));

/**
 * Locks the user's row for the rest of the transaction (every punch write of one user runs one at
 * a time, so concurrent identical requests see each other's result and record once) and, in the
 * same round trip, finds the user's earlier request with this Idempotency-Key: undefined when
 * there is none (or no key).
 */
export async function lockUserFindRequest(db: Db, userId: number, key: string | undefined) {
  const [row] = await db
    .select({
      type: punchRequests.type,
      punchId: punchRequests.punchId,
      breakId: punchRequests.breakId,
    })
    .from(users)
    .leftJoin(
      punchRequests,
      key === undefined
        ? sql`false`
        : and(eq(punchRequests.userId, users.id), eq(punchRequests.key, key)),
    )
    .where(eq(users.id, userId))
    .for('update', { of: users });
  if (!row || row.type === null || row.punchId === null) return undefined;
  return { type: row.type, punchId: row.punchId, breakId: row.breakId };
}

/** Whether a punch already holds this photo, as its photo in or out. */
export async function photoInUse(db: Db, key: string) {
  const [row] = await db
    .select({ id: punches.id })
    .from(punches)
    .where(or(eq(punches.imgIn, key), eq(punches.imgOut, key)))
    .limit(1);
  return row !== undefined;
}

export async function saveRequest(db: Db, row: typeof punchRequests.$inferInsert) {
  await db.insert(punchRequests).values(row).onConflictDoNothing();
}

/** The user's punches of these company days (the current one and the day before). */
export function punchesOnDays(db: Db, userId: number, dayIds: readonly number[]) {
  return db
    .select()
    .from(punches)
    .where(and(eq(punches.userId, userId), inArray(punches.calendarDateId, [...dayIds])))
    .orderBy(desc(punches.calendarDateId));
}

/** Inserts a punch and gives it back as stored. */
export async function insertPunch(db: Db, row: typeof punches.$inferInsert) {
  const [inserted] = await db.insert(punches).values(row).returning();
  return inserted!;
}

export async function closePunch(
  db: Db,
  id: number,
  values: { dateOut: Date; imgOut: string | null; notesOut: string },
) {
  await db
    .update(punches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(punches.id, id));
}

export function breaksOf(db: Db, punchIds: readonly number[]): Promise<BreakRow[]> {
  if (punchIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(punchBreaks)
    .where(inArray(punchBreaks.punchId, [...punchIds]))
    .orderBy(asc(punchBreaks.breakIn), asc(punchBreaks.id));
}

export async function insertBreak(db: Db, row: typeof punchBreaks.$inferInsert) {
  const [inserted] = await db.insert(punchBreaks).values(row).returning({ id: punchBreaks.id });
  return inserted!.id;
}

export async function closeBreak(db: Db, id: number, breakOut: Date) {
  await db.update(punchBreaks).set({ breakOut }).where(eq(punchBreaks.id, id));
}

export async function punchById(db: Db, id: number): Promise<PunchRow | undefined> {
  const [row] = await selectPunches(db).where(eq(punches.id, id)).limit(1);
  return row;
}

export type PunchQuery = { userIds?: readonly number[]; fromDay: number; toDay: number };

/** Punches of a day range (and of some users), newest first, a page at a time with their count. */
export const punchList = pagedList<PunchQuery, ReturnType<typeof selectPunchPage>>({
  table: punches,
  select: (db) => selectPunchPage(db),
  filters: {
    fromDay: (day) => gte(punches.calendarDateId, day),
    toDay: (day) => lte(punches.calendarDateId, day),
    // An empty list of users finds nothing (not everyone).
    userIds: (ids) => inArray(punches.userId, [...ids]),
  },
  orderBy: [desc(punches.dateIn), desc(punches.id)],
});

function selectPunchPage(db: Db) {
  return selectPunches(db).$dynamic();
}

/** The published shifts of these users in a day range: the candidates of the analysis. */
export function publishedShifts(
  db: Db,
  userIds: readonly number[],
  fromDay: number,
  toDay: number,
): Promise<PunchShiftRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(dayShiftColumns)
    .from(shifts)
    .where(
      and(
        inArray(shifts.userId, [...userIds]),
        between(shifts.calendarDateId, fromDay, toDay),
        eq(shifts.published, true),
      ),
    );
}

type SummarySqlRow = {
  userId: number;
  userName: string;
  arriveEarlyCount: number;
  arriveEarlyTotal: string | null;
  arriveLateCount: number;
  arriveLateTotal: string | null;
  leaveEarlyCount: number;
  leaveEarlyTotal: string | null;
  leaveLateCount: number;
  leaveLateTotal: string | null;
};

/**
 * Per-user counts and totals of early/late arrival and exit, in SQL: each punch is matched with
 * its day's published shift closest to dateIn (as the analysis does), each figure rounded to 2
 * decimals as a punch shows it, then summed as numeric.
 *
 * Shaped for a month of hundreds of users (`npm run bench`, issue 4): the range's shifts are
 * joined to its punches in one hash join and ranked per punch (not looked up punch by punch), the
 * two signed figures of a punch are rounded once (`arrive` > 0 early, < 0 late; `leave` > 0 late,
 * < 0 early; numeric rounding is symmetric, so −round(x) = round(−x)), and the users' names are
 * joined to the totals, not to every punch. The raw baseline of the benchmark
 * (apps/api/bench/bench-routes.ts) runs the same SQL: change both together.
 */
export async function punchSummary(db: Db, query: PunchQuery) {
  if (query.userIds?.length === 0) return [];
  const { fromDay, toDay } = query;
  const onlyUsers = query.userIds
    ? sql`and p.user_id = any(${sql.param([...query.userIds])}::int[])`
    : sql``;
  const hours = (interval: SQL) =>
    sql`round((extract(epoch from (${interval})) / 3600)::numeric, 2)`;
  const figure = (name: string, when: SQL, value: SQL) => sql`
      (count(*) filter (where ${when}))::int as ${sql.identifier(`${name}Count`)},
      coalesce(sum(${value}) filter (where ${when}), 0)::text as ${sql.identifier(`${name}Total`)}`;
  const result = (await db.execute(sql`
    with matched as (
      select p.user_id, p.date_in, p.date_out, sh.start_at, sh.end_at,
        row_number() over (partition by p.id
          order by abs(extract(epoch from (sh.start_at - p.date_in))), sh.start_at, sh.id) as closeness
      from ${punches} p
      left join ${shifts} sh on sh.user_id = p.user_id and sh.calendar_date_id = p.calendar_date_id
        and sh.published and sh.calendar_date_id between ${fromDay} and ${toDay}
      where p.calendar_date_id between ${fromDay} and ${toDay} ${onlyUsers}
    ), figures as materialized (
      select user_id,
        ${hours(sql`start_at - date_in`)} as arrive,
        ${hours(sql`date_out - end_at`)} as leave
      from matched where closeness = 1
    ), totals as (
      select user_id,
        ${figure('arriveEarly', sql`arrive > 0`, sql`arrive`)},
        ${figure('arriveLate', sql`arrive < 0`, sql`-arrive`)},
        ${figure('leaveEarly', sql`leave < 0`, sql`-leave`)},
        ${figure('leaveLate', sql`leave > 0`, sql`leave`)}
      from figures group by user_id
    )
    select t.user_id as "userId", u.name as "userName",
      "arriveEarlyCount", "arriveEarlyTotal", "arriveLateCount", "arriveLateTotal",
      "leaveEarlyCount", "leaveEarlyTotal", "leaveLateCount", "leaveLateTotal"
    from totals t
    join ${users} u on u.id = t.user_id
    order by lower(u.name), t.user_id`)) as { rows: SummarySqlRow[] };
  return result.rows.map((row) => ({
    userId: Number(row.userId),
    userName: row.userName,
    arriveEarlyCount: Number(row.arriveEarlyCount),
    arriveEarlyTotal: Number(row.arriveEarlyTotal ?? 0),
    arriveLateCount: Number(row.arriveLateCount),
    arriveLateTotal: Number(row.arriveLateTotal ?? 0),
    leaveEarlyCount: Number(row.leaveEarlyCount),
    leaveEarlyTotal: Number(row.leaveEarlyTotal ?? 0),
    leaveLateCount: Number(row.leaveLateCount),
    leaveLateTotal: Number(row.leaveLateTotal ?? 0),
  }));
}
