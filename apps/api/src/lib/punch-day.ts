import { addDays, calendarDateId } from '@app/contract/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { punches, shifts } from '../db/schema/index';
import type { CompanyClock } from './time';

/**
 * The company day a Punch In at `now` belongs to, or null when the user has no published shift to
 * punch in for (DECISIONS §5, docs/decisions/012):
 * - yesterday's, when a published shift of yesterday is in progress and has no punch yet: a night
 *   shift from 23:00 whose worker arrives at 00:20 is late for that shift, not early for nothing;
 * - else today's, when a published shift starts today.
 * Punch In (punches) and the widget's `GET /shifts/today` (shifts) both ask this one question.
 */
export async function punchDayFor(
  db: Db,
  clock: CompanyClock,
  userId: number,
  now: Date,
): Promise<number | null> {
  const today = clock.dateOf(now);
  const todayId = calendarDateId(today);
  const yesterdayId = calendarDateId(addDays(today, -1));
  const result = (await db.execute(sql`
    select s.calendar_date_id as "dayId" from ${shifts} s
    where s.user_id = ${userId} and s.published and (
      s.calendar_date_id = ${todayId}
      or (
        s.calendar_date_id = ${yesterdayId}
        and s.start_at <= ${now.toISOString()}::timestamptz
        and s.end_at > ${now.toISOString()}::timestamptz
        and not exists (
          select 1 from ${punches} p
          where p.user_id = s.user_id and p.calendar_date_id = ${yesterdayId}
        )
      )
    )
    order by s.calendar_date_id
    limit 1`)) as { rows: { dayId: number }[] };
  const [row] = result.rows;
  return row ? Number(row.dayId) : null;
}
