import { addDays, calendarDateId, monthFirstDay, monthLastDay } from '@app/contract/dates';
import {
  PUNCH_RECENT_DAYS,
  PUNCH_TEXTS,
  type Punch,
  type PunchFilter,
  type PunchSummaryRow,
} from '@app/contract/punches';
import { assertMayTouch, visibleOwners, type SessionUser } from '../../lib/access';
import { toPunches } from './punch-dto';
import { punchSummary } from './punches-analysis.repository';
import { punchById, punchList, type PunchQuery } from './punches-read.repository';
import { forgottenPunches } from './punches.queries';
import type { PunchesDeps } from './punches.service';

/**
 * A user's punches of the last PUNCH_RECENT_DAYS days and of tomorrow (arriving before a shift
 * that starts at midnight gives a punch of tomorrow's day), newest first: the first one is the
 * current punch the widget shows (open: 'Punch Out'; sin salida: Punch In again and the notice;
 * closed today: 'Información'). And the user's latest punch sin salida of any day, or null: the
 * widget's 'Tienes una salida sin registrar del DD/MM/YYYY' (DECISIONS §10).
 */
export async function recentPunches(
  deps: PunchesDeps,
  actor: SessionUser,
  userId: number,
): Promise<{ data: Punch[]; forgottenPunch: Punch | null }> {
  // usuario reads only their own punches; admin and office read everyone's (DECISIONS §3).
  assertMayTouch(actor, { ownerId: userId }, 'staff-or-owner', PUNCH_TEXTS.ownOnly);
  const today = deps.clock.today();
  const query: PunchQuery = {
    userIds: [userId],
    fromDay: calendarDateId(addDays(today, -PUNCH_RECENT_DAYS)),
    toDay: calendarDateId(addDays(today, 1)),
  };
  const [rows, forgotten] = await Promise.all([
    punchList.rows(deps.db, query, { page: 1, limit: 100 }),
    forgottenPunches(deps.db, {
      fromDay: 0,
      toDay: query.toDay,
      userIds: [userId],
      now: deps.clock.now(),
      forgottenHours: deps.forgottenHours,
    }),
  ]);
  const data = await toPunches(deps, rows);
  const latest = forgotten.at(-1);
  if (!latest) return { data, forgottenPunch: null };
  const listed = data.find((punch) => punch.id === latest.punchId);
  const row = listed ? undefined : await punchById(deps.db, latest.punchId);
  const [forgottenPunch] = listed ? [listed] : await toPunches(deps, row ? [row] : []);
  return { data, forgottenPunch: forgottenPunch ?? null };
}

/** The day range and users of a filter: dates default to the current month (company zone). */
export function resolveQuery(
  deps: PunchesDeps,
  actor: SessionUser,
  filter: Pick<PunchFilter, 'fromDate' | 'toDate' | 'usersIds'>,
): PunchQuery {
  const today = deps.clock.today();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = monthFirstDay(year, month);
  const monthEnd = monthLastDay(year, month);
  return {
    fromDay: calendarDateId(filter.fromDate ?? monthStart),
    toDay: calendarDateId(filter.toDate ?? monthEnd),
    userIds: visibleOwners(actor, filter.usersIds),
  };
}

export async function listPunches(deps: PunchesDeps, actor: SessionUser, filter: PunchFilter) {
  const query = resolveQuery(deps, actor, filter);
  const { rows, total } = await punchList.page(deps.db, { ...query, ...filter });
  return { result: await toPunches(deps, rows), count: total };
}

export function summarisePunches(
  deps: PunchesDeps,
  actor: SessionUser,
  filter: Pick<PunchFilter, 'fromDate' | 'toDate' | 'usersIds'>,
): Promise<PunchSummaryRow[]> {
  return punchSummary(deps.db, resolveQuery(deps, actor, filter), {
    now: deps.clock.now(),
    forgottenHours: deps.forgottenHours,
  });
}
