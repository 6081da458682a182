import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punches, shifts, users } from '../../db/schema/index';
import { dayShiftColumns, forgottenAtSql, type DayShift } from './punches.queries';
import type { PunchQuery } from './punches-read.repository';

/**
 * What the analysis compares punches with (DECISIONS §5): the published shifts of their days, and
 * the per-user summary of early and late arrivals and exits, in SQL. Nothing of HTTP.
 */

/** A published shift as the analysis reads it (punches.queries). */
export type PunchShiftRow = DayShift;

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
  missingOutCount: number;
  correctedCount: number;
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
 *
 * A punch sin salida at `rule.now` (punches.queries' forgottenAtSql) counts in no figure: its hours
 * are 0 until corrected, as the analysis shows them (DECISIONS §10); `missingOutCount` counts such
 * punches and `correctedCount` the corrected ones.
 */
export async function punchSummary(
  db: Db,
  query: PunchQuery,
  rule: { now: Date; forgottenHours: number },
) {
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
      select p.user_id, p.date_in, p.date_out, p.corrected, sh.start_at, sh.end_at,
        row_number() over (partition by p.id
          order by abs(extract(epoch from (sh.start_at - p.date_in))), sh.start_at, sh.id) as closeness
      from ${punches} p
      left join ${shifts} sh on sh.user_id = p.user_id and sh.calendar_date_id = p.calendar_date_id
        and sh.published and sh.calendar_date_id between ${fromDay} and ${toDay}
      where p.calendar_date_id between ${fromDay} and ${toDay} ${onlyUsers}
    ), judged as (
      select *, date_out is null and ${forgottenAtSql(sql`date_in`, sql`end_at`, rule.forgottenHours)}
        <= ${rule.now.toISOString()}::timestamptz as missing
      from matched where closeness = 1
    ), figures as materialized (
      select user_id, corrected, missing,
        case when not missing then ${hours(sql`start_at - date_in`)} end as arrive,
        case when not missing then ${hours(sql`date_out - end_at`)} end as leave
      from judged
    ), totals as (
      select user_id,
        ${figure('arriveEarly', sql`arrive > 0`, sql`arrive`)},
        ${figure('arriveLate', sql`arrive < 0`, sql`-arrive`)},
        ${figure('leaveEarly', sql`leave < 0`, sql`-leave`)},
        ${figure('leaveLate', sql`leave > 0`, sql`leave`)},
        (count(*) filter (where missing))::int as "missingOutCount",
        (count(*) filter (where corrected))::int as "correctedCount"
      from figures group by user_id
    )
    select t.user_id as "userId", u.name as "userName",
      "arriveEarlyCount", "arriveEarlyTotal", "arriveLateCount", "arriveLateTotal",
      "leaveEarlyCount", "leaveEarlyTotal", "leaveLateCount", "leaveLateTotal",
      "missingOutCount", "correctedCount"
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
    missingOutCount: Number(row.missingOutCount),
    correctedCount: Number(row.correctedCount),
  }));
}
