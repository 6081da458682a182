import { addDays, calendarDateId, dateFromCalendarId, spanishDate } from '@app/contract/dates';
import { forgottenExitLink, NOTIFICATION_TEXTS } from '@app/contract/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { Job } from '../../lib/scheduled-jobs';
import type { CompanyClock } from '../../lib/time';
import { forgottenPunches } from '../punches/punches.queries';
import { notifyUsers } from './notify-users';

export type ForgottenExitDeps = { db: Db; clock: CompanyClock; forgottenHours: number };

/** How far back a punch is looked at: one forgotten earlier is old news, not a notification. */
const LOOK_BACK_DAYS = 7;
const KIND = 'forgotten-exit';
const subjectOf = (punchId: number) => `punch:${punchId}`;

/**
 * Tells each worker once that a punch of theirs became *sin salida* (DECISIONS §10), with a link
 * to its correction request. 'Once' is the notifications' unique (user, kind, subject): a run
 * repeated, or run by two instances at once, records nothing twice. Answers how many were told.
 */
export async function notifyForgottenExits(deps: ForgottenExitDeps): Promise<number> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const forgotten = await forgottenPunches(deps.db, {
    fromDay: calendarDateId(addDays(today, -LOOK_BACK_DAYS)),
    toDay: calendarDateId(today),
    now,
    forgottenHours: deps.forgottenHours,
  });
  if (forgotten.length === 0) return 0;
  const told = await deps.db
    .select({ subject: notifications.subject })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, KIND),
        inArray(
          notifications.subject,
          forgotten.map((punch) => subjectOf(punch.punchId)),
        ),
      ),
    );
  const already = new Set(told.map((row) => row.subject));
  const fresh = forgotten.filter((punch) => !already.has(subjectOf(punch.punchId)));
  for (const punch of fresh) {
    await notifyUsers(deps.db, {
      userIds: [punch.userId],
      kind: KIND,
      title: NOTIFICATION_TEXTS.forgottenExitTitle,
      body: NOTIFICATION_TEXTS.forgottenExitBody(
        spanishDate(dateFromCalendarId(punch.calendarDateId)),
      ),
      link: forgottenExitLink(punch.punchId),
      subject: subjectOf(punch.punchId),
      at: now,
    });
  }
  return fresh.length;
}

/** Five-minute periods ('2026-11-27T16:45'): a punch is told within about five minutes. */
const fiveMinutePeriod = (now: Date) =>
  `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 5) * 5).padStart(2, '0')}`;

/** The forgotten exits as a scheduled job (lib/scheduled-jobs.ts). */
export function forgottenExitJob(deps: ForgottenExitDeps): Job {
  return {
    name: 'forgotten-exit-notices',
    periodOf: fiveMinutePeriod,
    async run({ log }) {
      const told = await notifyForgottenExits(deps);
      if (told > 0) log.info({ told }, 'forgotten exits notified');
    },
  };
}
