import { ABSENCE_NOTICES, ABSENCE_TYPE_LABELS, absenceRangeText } from '@app/contract/absences';
import { calendarDateId, spanishDate } from '@app/contract/dates';
import { absenceBalances, absences, holidays } from '../db/schema/index';
import { notifyUsers } from '../features/notifications/notifications.queries';
import { companyClock } from '../lib/time';
import { planAbsences } from './absences.plan';
import type { SeedStep } from './seed-context';

/**
 * The holidays, vacation balances and absences of absences.plan.ts, written to their tables; the
 * managers are told of each pending request, the worker of the refused one and of the sick day the
 * office entered, as real use tells them (features/absences/absence-notices.ts). It runs before the shifts step, which reads the plan to leave approved days free.
 */
export const absencesSeed: SeedStep = {
  name: 'ausencias',
  async run(tx, context) {
    const clock = companyClock(context.timeZone);
    const plan = planAbsences(clock, context.now, context.users);
    context.absences = plan;

    await tx
      .insert(holidays)
      .values(
        plan.holidays.map((holiday) => ({ day: calendarDateId(holiday.date), name: holiday.name })),
      );
    await tx.insert(absenceBalances).values(
      plan.balanceYears.flatMap((year) =>
        context.users.map((user) => ({
          userId: user.id,
          year,
          type: 'vacation' as const,
          days: plan.vacationDays,
        })),
      ),
    );
    const rows = await tx
      .insert(absences)
      .values(
        plan.absences.map((absence) => ({
          userId: absence.userId,
          type: absence.type,
          fromDay: calendarDateId(absence.from),
          toDay: calendarDateId(absence.to),
          note: absence.note,
          status: absence.status,
          requestedBy: absence.requestedBy,
          requestedAt: absence.requestedAt,
          decidedBy: absence.decidedBy,
          decidedAt: absence.decidedAt,
          decisionNote: absence.decisionNote,
        })),
      )
      .returning({ id: absences.id });

    const nameOf = (id: number) => context.users.find((user) => user.id === id)!.name;
    const managers = context.users
      .filter((user) => user.role === 'admin' || user.role === 'office')
      .map((user) => user.id);
    for (const [index, absence] of plan.absences.entries()) {
      const id = rows[index]!.id;
      const range = absenceRangeText(spanishDate(absence.from), spanishDate(absence.to));
      if (absence.status === 'pending') {
        await notifyUsers(tx, {
          userIds: managers,
          kind: 'absence-requested',
          title: ABSENCE_NOTICES.requestedTitle,
          body: ABSENCE_NOTICES.requestedBody(
            nameOf(absence.userId),
            ABSENCE_TYPE_LABELS[absence.type],
            range,
          ),
          link: ABSENCE_NOTICES.link(id),
          subject: `absence:${id}:requested`,
          at: absence.requestedAt,
        });
      } else if (absence.status === 'rejected') {
        await notifyUsers(tx, {
          userIds: [absence.userId],
          kind: 'absence-decided',
          title: ABSENCE_NOTICES.rejectedTitle,
          body: ABSENCE_NOTICES.decidedBody(
            nameOf(absence.decidedBy!),
            false,
            ABSENCE_TYPE_LABELS[absence.type],
            spanishDate(absence.from),
            spanishDate(absence.to),
            absence.decisionNote,
          ),
          link: ABSENCE_NOTICES.link(id),
          subject: `absence:${id}:decided`,
          at: absence.decidedAt!,
        });
      } else if (absence.requestedBy !== absence.userId) {
        await notifyUsers(tx, {
          userIds: [absence.userId],
          kind: 'absence-entered',
          title: ABSENCE_NOTICES.enteredTitle,
          body: ABSENCE_NOTICES.enteredBody(
            nameOf(absence.requestedBy),
            ABSENCE_TYPE_LABELS[absence.type],
            range,
          ),
          link: ABSENCE_NOTICES.link(id),
          subject: `absence:${id}:entered`,
          at: absence.requestedAt,
        });
      }
    }
  },
};
