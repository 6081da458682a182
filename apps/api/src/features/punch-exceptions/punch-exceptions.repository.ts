import { EXCEPTION_TYPES, type ExceptionType } from '@app/contract/punch-exceptions';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { punchCorrections, punches, shifts, users } from '../../db/schema/index';
import { approvedAbsenceOnSql } from '../absences/absences.queries';
import { holidayOnSql } from '../holidays/holidays.queries';
import { forgottenAtSql } from '../punches/punches.queries';

/**
 * The exceptions of the attendance record (DECISIONS §10), found in SQL from the record itself,
 * never stored: one statement for the page, its count and the count of each type.
 *
 * Shaped for a month of hundreds of users (`npm run bench`, issue 26): the range's punches are
 * matched with their day's published shift closest to dateIn in one hash join ranked per punch
 * (as the analysis and punches/summary do), the shifts without a punch are one anti-join, and the
 * users' names are joined to the page only. The benchmark's raw baseline runs this very SQL
 * (`exceptionsSql`, apps/api/bench/punch-exceptions.ts).
 */

/** What decides an exception, read from the configuration (DECISIONS §1, §10). */
export type ExceptionRules = {
  /** PUNCH_GRACE_MINUTES: lateness and early exits within it are no exception. */
  graceMinutes: number;
  /** PUNCH_FORGOTTEN_HOURS: an open punch is *sin salida* this long after its shift's end. */
  forgottenHours: number;
};

export type ExceptionQuery = {
  fromDay: number;
  toDay: number;
  /** Undefined: everyone; an empty list finds nothing. */
  userIds?: readonly number[];
  type?: ExceptionType;
  now: Date;
  page: number;
  limit: number;
};

export type ExceptionRow = {
  type: ExceptionType;
  userId: number;
  userName: string;
  calendarDateId: number;
  punchId?: number;
  shiftId?: number;
  minutes?: number;
  correctionId?: number;
};

export type ExceptionPage = {
  rows: ExceptionRow[];
  total: number;
  counts: Record<ExceptionType, number>;
};

/**
 * A no-show is 'a published shift ended with no punch that day and no approved absence'; an
 * approved absence or a holiday removes it (DECISIONS §10, §11), on the shift `sh`.
 */
const NOT_AWAY = sql`and not ${approvedAbsenceOnSql(sql`sh.user_id`, sql`sh.calendar_date_id`)}
      and not ${holidayOnSql(sql`sh.calendar_date_id`)}`;

/**
 * The pending request of a user's day, if any (one at most, DECISIONS §10): a forgotten exit or a
 * no-show someone already asked to correct names it, so its action is to review that request.
 */
const pendingOn = (userId: SQL, calendarDateId: SQL) => sql`(select c.id from ${punchCorrections} c
      where c.status = 'pending' and c.user_id = ${userId}
        and c.calendar_date_id = ${calendarDateId})`;

/** Every exception of the range, each row with its type and what it is about (no names). */
function foundSql(query: Omit<ExceptionQuery, 'type' | 'page' | 'limit'>, rules: ExceptionRules) {
  const { fromDay, toDay } = query;
  const now = sql`${query.now.toISOString()}::timestamptz`;
  const only = (column: string) =>
    query.userIds
      ? sql`and ${sql.raw(column)} = any(${sql.param([...query.userIds])}::int[])`
      : sql``;
  const grace = sql`make_interval(mins => ${rules.graceMinutes}::int)`;
  const minutes = (interval: SQL) => sql`round(extract(epoch from (${interval})) / 60)::int`;
  // Sin salida (DECISIONS §10): the punches' own rule (punches.queries), on the matched shift.
  const forgotten = forgottenAtSql(sql`date_in`, sql`end_at`, rules.forgottenHours);
  return sql`
    with matched as (
      select p.id as punch_id, p.user_id, p.calendar_date_id, p.date_in, p.date_out,
        sh.id as shift_id, sh.start_at, sh.end_at,
        row_number() over (partition by p.id
          order by abs(extract(epoch from (sh.start_at - p.date_in))), sh.start_at, sh.id) as closeness
      from ${punches} p
      left join ${shifts} sh on sh.user_id = p.user_id and sh.calendar_date_id = p.calendar_date_id
        and sh.published and sh.calendar_date_id between ${fromDay} and ${toDay}
      where p.calendar_date_id between ${fromDay} and ${toDay} ${only('p.user_id')}
    ), day_punches as materialized (
      select punch_id, user_id, calendar_date_id, date_in, date_out, shift_id, start_at, end_at
      from matched where closeness = 1
    )
    select 'missing-out' as type, user_id, calendar_date_id, punch_id, shift_id,
      null::int as minutes, ${pendingOn(sql`day_punches.user_id`, sql`day_punches.calendar_date_id`)} as correction_id
    from day_punches where date_out is null and ${now} >= ${forgotten}
    union all
    select 'late-in', user_id, calendar_date_id, punch_id, shift_id,
      ${minutes(sql`date_in - start_at`)}, null
    from day_punches where date_in > start_at + ${grace}
    union all
    select 'early-out', user_id, calendar_date_id, punch_id, shift_id,
      ${minutes(sql`end_at - date_out`)}, null
    from day_punches where date_out < end_at - ${grace}
    union all
    -- A published shift that has ended without a punch that day (and no approved absence).
    select 'no-show', sh.user_id, sh.calendar_date_id, null, sh.id, null,
      ${pendingOn(sql`sh.user_id`, sql`sh.calendar_date_id`)}
    from ${shifts} sh
    where sh.published and sh.calendar_date_id between ${fromDay} and ${toDay}
      and sh.end_at <= ${now} ${only('sh.user_id')}
      and not exists (select 1 from ${punches} p
        where p.user_id = sh.user_id and p.calendar_date_id = sh.calendar_date_id)
      ${NOT_AWAY}
    union all
    select 'pending-correction', c.user_id, c.calendar_date_id, c.punch_id, null, null, c.id
    from ${punchCorrections} c
    where c.status = 'pending' and c.calendar_date_id between ${fromDay} and ${toDay}
      ${only('c.user_id')}`;
}

/** The order of the types within a day and user: the record's own order of events. */
const TYPE_RANK = sql.raw(
  `array_position(array[${EXCEPTION_TYPES.map((type) => `'${type}'`).join(',')}]::text[], f.type)`,
);

/**
 * The one statement: a page of the exceptions (newest day first, then the user's name, then the
 * type), how many the filter holds, and how many of each type the range holds whatever `type`.
 */
export function exceptionsSql(query: ExceptionQuery, rules: ExceptionRules): SQL {
  const typeFilter = query.type ? sql`where f.type = ${query.type}` : sql``;
  return sql`
    with found as materialized (${foundSql(query, rules)}),
    filtered as (select * from found f ${typeFilter}),
    page as (
      select f.*, u.name as user_name, ${TYPE_RANK} as type_rank
      from filtered f join ${users} u on u.id = f.user_id
      order by f.calendar_date_id desc, lower(u.name), f.user_id, type_rank,
        f.punch_id, f.shift_id, f.correction_id
      limit ${query.limit} offset ${(query.page - 1) * query.limit}
    )
    select
      (select count(*) from filtered)::int as total,
      (select coalesce(json_object_agg(type, n), '{}'::json)
        from (select type, count(*)::int as n from found group by type) c) as counts,
      (select coalesce(json_agg(json_strip_nulls(json_build_object(
          'type', type, 'userId', user_id, 'userName', user_name,
          'calendarDateId', calendar_date_id, 'punchId', punch_id, 'shiftId', shift_id,
          'minutes', minutes, 'correctionId', correction_id))
        order by calendar_date_id desc, lower(user_name), user_id, type_rank,
          punch_id, shift_id, correction_id), '[]'::json)
        from page) as data`;
}

type RawResult = { total: number; counts: unknown; data: unknown };

/** JSON as the driver gives it: parsed by node-postgres, text on some paths. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export async function exceptionPage(
  db: Db,
  query: ExceptionQuery,
  rules: ExceptionRules,
): Promise<ExceptionPage> {
  if (query.userIds?.length === 0) return { rows: [], total: 0, counts: zeroCounts() };
  const result = (await db.execute(exceptionsSql(query, rules))) as { rows: RawResult[] };
  const row = result.rows[0];
  const found = json<Partial<Record<ExceptionType, number>>>(row?.counts ?? {});
  return {
    rows: json<ExceptionRow[]>(row?.data ?? []),
    total: Number(row?.total ?? 0),
    counts: { ...zeroCounts(), ...found },
  };
}

function zeroCounts(): Record<ExceptionType, number> {
  return Object.fromEntries(EXCEPTION_TYPES.map((type) => [type, 0])) as Record<
    ExceptionType,
    number
  >;
}
