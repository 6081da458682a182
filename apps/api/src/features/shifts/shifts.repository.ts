import { and, asc, between, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shifts, users } from '../../db/schema/index';
import type { CalendarShift, ShiftRow } from './shift-dto';

const shiftColumns = {
  id: shifts.id,
  userId: shifts.userId,
  userName: users.name,
  groupId: shifts.groupId,
  startAt: shifts.startAt,
  endAt: shifts.endAt,
  calendarDateId: shifts.calendarDateId,
  breakMinutes: shifts.breakMinutes,
  lunchMinutes: shifts.lunchMinutes,
  notes: shifts.notes,
  color: shifts.color,
  published: shifts.published,
  version: shifts.version,
  publishedStartAt: shifts.publishedStartAt,
  publishedEndAt: shifts.publishedEndAt,
};

/** A shift's span reaches at most 24 wall-clock hours: 26 real hours bound it across DST. */
const LONGEST_SHIFT_MS = 26 * 3_600_000;

const selectShifts = (db: Db) =>
  db.select(shiftColumns).from(shifts).innerJoin(users, eq(users.id, shifts.userId));

export type ShiftFilter = {
  /** only these users' shifts */
  userIds?: readonly number[];
  publishedOnly?: boolean;
};

const filterConditions = (filter: ShiftFilter): (SQL | undefined)[] => [
  filter.userIds ? inArray(shifts.userId, [...filter.userIds]) : undefined,
  filter.publishedOnly ? eq(shifts.published, true) : undefined,
];

export async function findShift(db: Db, id: number): Promise<ShiftRow | undefined> {
  const [row] = await selectShifts(db).where(eq(shifts.id, id)).limit(1);
  return row;
}

/** The shifts whose company-local start date lies in a calendarDateId range, in order of start. */
export function shiftsInDates(
  db: Db,
  from: number,
  to: number,
  filter: ShiftFilter = {},
): Promise<ShiftRow[]> {
  if (filter.userIds?.length === 0) return Promise.resolve([]);
  return selectShifts(db)
    .where(and(between(shifts.calendarDateId, from, to), ...filterConditions(filter)))
    .orderBy(asc(shifts.startAt), asc(shifts.id));
}

/**
 * The shifts of a calendar (a calendarDateId range, by index `shifts_calendar_date_idx`) without
 * their users' names: the calendar reads the users once, in a query of their own.
 *
 * The hot path of the week view (a week of 500 users is 3 500 rows): the driver's rows are the
 * result, already named as the fields, with no mapping and no Date; instants travel as epoch
 * milliseconds, which cost far less to read than timestamp text. Every value is a parameter, as in
 * any Drizzle query.
 */
export async function calendarShifts(
  db: Db,
  from: number,
  to: number,
  filter: ShiftFilter,
): Promise<CalendarShift[]> {
  if (filter.userIds?.length === 0) return [];
  const onlyUsers = filter.userIds
    ? sql`and ${shifts.userId} = any(${sql.param([...filter.userIds])}::int[])`
    : sql``;
  const onlyPublished = filter.publishedOnly ? sql`and ${shifts.published}` : sql``;
  // Both drivers (pg and PGlite) answer raw queries with `{ rows }`; a double precision column
  // (the epoch milliseconds) arrives as a JavaScript number.
  const result = (await db.execute(sql`
    select ${shifts.id} as "id", ${shifts.userId} as "userId", ${shifts.groupId} as "groupId",
      date_part('epoch', ${shifts.startAt}) * 1000 as "startMs",
      date_part('epoch', ${shifts.endAt}) * 1000 as "endMs",
      ${shifts.calendarDateId} as "calendarDateId", ${shifts.breakMinutes} as "breakMinutes",
      ${shifts.lunchMinutes} as "lunchMinutes", ${shifts.notes} as "notes",
      ${shifts.color} as "color", ${shifts.published} as "published",
      ${shifts.version} as "version"
    from ${shifts}
    where ${shifts.calendarDateId} between ${from} and ${to} ${onlyUsers} ${onlyPublished}
    order by ${shifts.startAt}, ${shifts.id}`)) as { rows: CalendarShift[] };
  return result.rows;
}

/** A shift and the later ones (start ≥ its start) of the same user in the same group. */
export function shiftsFollowing(db: Db, shift: ShiftRow): Promise<ShiftRow[]> {
  return selectShifts(db)
    .where(
      and(
        eq(shifts.userId, shift.userId),
        eq(shifts.groupId, shift.groupId),
        gte(shifts.startAt, shift.startAt),
      ),
    )
    .orderBy(asc(shifts.startAt), asc(shifts.id));
}

/** A user's role (undefined when there is no such user). */
export async function roleOf(db: Db, userId: number) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

/** The active users of a calendar, by name; `onlyIds` narrows them. */
export function viewUsers(db: Db, onlyIds?: readonly number[]) {
  if (onlyIds?.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.active, true), onlyIds ? inArray(users.id, [...onlyIds]) : undefined))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/**
 * Locks the users about to get shifts (in id order, so that two writers never wait on each other
 * in a cycle): concurrent creates, edits and copies for one user then check overlaps one at a time.
 */
export function lockUsers(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, active: users.active })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id))
    .for('update');
}

/** The users' shifts that may overlap the span [from, to), except the `exceptIds`. */
export function busySpans(
  db: Db,
  userIds: readonly number[],
  from: Date,
  to: Date,
  exceptIds: readonly number[] = [],
) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: shifts.id, userId: shifts.userId, startAt: shifts.startAt, endAt: shifts.endAt })
    .from(shifts)
    .where(
      and(
        inArray(shifts.userId, [...userIds]),
        lt(shifts.startAt, to),
        gt(shifts.startAt, new Date(from.getTime() - LONGEST_SHIFT_MS)),
        gt(shifts.endAt, from),
        exceptIds.length > 0
          ? sql`${shifts.id} <> all(${sql.param([...exceptIds])}::int[])`
          : undefined,
      ),
    );
}

export type NewShift = typeof shifts.$inferInsert;
const INSERT_CHUNK = 1000;

/** Inserts shifts in chunks (a statement holds at most 65 535 parameters); returns their ids. */
export async function insertShifts(db: Db, rows: readonly NewShift[]) {
  const ids: number[] = [];
  for (let index = 0; index < rows.length; index += INSERT_CHUNK) {
    const inserted = await db
      .insert(shifts)
      .values(rows.slice(index, index + INSERT_CHUNK))
      .returning({ id: shifts.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export function shiftsByIds(db: Db, ids: readonly number[]): Promise<ShiftRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectShifts(db)
    .where(inArray(shifts.id, [...ids]))
    .orderBy(asc(shifts.startAt), asc(users.name), asc(shifts.id));
}

export type ShiftTimes = { id: number; startAt: Date; endAt: Date; calendarDateId: number };
export type ShiftDetails = Partial<
  Pick<NewShift, 'breakMinutes' | 'lunchMinutes' | 'notes' | 'color'>
>;

/** Moves shifts to new times and sets the same details on all of them, in one statement. */
export async function updateShifts(db: Db, times: readonly ShiftTimes[], details: ShiftDetails) {
  if (times.length === 0) return;
  const values = sql.join(
    times.map(
      (t) =>
        sql`(${t.id}::int, ${t.startAt.toISOString()}::timestamptz, ${t.endAt.toISOString()}::timestamptz, ${t.calendarDateId}::int)`,
    ),
    sql`, `,
  );
  const set = [
    sql`start_at = v.start_at`,
    sql`end_at = v.end_at`,
    sql`calendar_date_id = v.calendar_date_id`,
    sql`updated_at = now()`,
    sql`version = ${shifts.version} + 1`,
    details.breakMinutes !== undefined ? sql`break_minutes = ${details.breakMinutes}` : undefined,
    details.lunchMinutes !== undefined ? sql`lunch_minutes = ${details.lunchMinutes}` : undefined,
    details.notes !== undefined ? sql`notes = ${details.notes}` : undefined,
    details.color !== undefined ? sql`color = ${details.color}` : undefined,
  ].filter((part): part is SQL => part !== undefined);
  await db.execute(
    sql`update ${shifts} set ${sql.join(set, sql`, `)}
        from (values ${values}) as v(id, start_at, end_at, calendar_date_id)
        where ${shifts.id} = v.id`,
  );
}

export async function deleteShifts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(shifts).where(inArray(shifts.id, [...ids]));
}

/** A shift as publishing weighs it: where it is now and what its person was last told. */
export type PublishState = Pick<
  ShiftRow,
  'id' | 'userId' | 'startAt' | 'endAt' | 'calendarDateId' | 'published'
> & { publishedStartAt: Date | null; publishedEndAt: Date | null };

/**
 * The shifts a publish of [from, to] (calendarDateIds) weighs, in order of start: those of the
 * range, and the published ones whose person was told of a start inside `told` (moved out of the
 * range since). `lock` takes their row locks until the transaction ends.
 */
export function publishStates(
  db: Db,
  from: number,
  to: number,
  told: { from: Date; to: Date },
  lock: boolean,
): Promise<PublishState[]> {
  const query = db
    .select({
      id: shifts.id,
      userId: shifts.userId,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      calendarDateId: shifts.calendarDateId,
      published: shifts.published,
      publishedStartAt: shifts.publishedStartAt,
      publishedEndAt: shifts.publishedEndAt,
    })
    .from(shifts)
    .where(
      or(
        between(shifts.calendarDateId, from, to),
        and(
          eq(shifts.published, true),
          gte(shifts.publishedStartAt, told.from),
          lt(shifts.publishedStartAt, told.to),
        ),
      ),
    )
    .orderBy(asc(shifts.startAt), asc(shifts.id));
  return lock ? query.for('update') : query;
}

/**
 * Publishes shifts (or unpublishes them) and records what their people now know: their times when
 * published, nothing when not.
 */
export async function markPublished(db: Db, ids: readonly number[], published: boolean) {
  if (ids.length === 0) return;
  await db
    .update(shifts)
    .set({
      published,
      publishedStartAt: published ? sql`${shifts.startAt}` : null,
      publishedEndAt: published ? sql`${shifts.endAt}` : null,
      updatedAt: sql`now()`,
    })
    .where(sql`${shifts.id} = any(${sql.param([...ids])}::int[])`);
}
