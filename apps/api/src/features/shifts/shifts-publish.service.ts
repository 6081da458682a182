import { randomUUID } from 'node:crypto';
import { addDays, dateFromCalendarId } from '@app/contract/dates';
import { SHIFT_TEXTS } from '@app/contract/shifts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanyClock } from '../../lib/time';
import { approvedAbsenceDays, lockUsersAbsences } from '../absences/absences.queries';
import { notifyUsers } from '../notifications/notifications.queries';
import { assertDaysOpen } from '../periods/periods.queries';
import { PUBLISH_NOTICES } from '@app/contract/shifts';
import { bodyOf, describeShift, weekLink } from './publish-texts';
import { resolvePeriod, type PeriodInput } from './shift-periods';
import { lockUsers, markPublished, publishStates, type PublishState } from './shifts.repository';
import type { ShiftsDeps } from './shifts.service';

/** The advisory lock (class, 0) that makes publishes and unpublishes run one at a time. */
const PUBLISH_LOCK_CLASS = 0x7075626c; // 'publ'

/** What one person is told: the lines, in order of start, and the day of the first. */
type Notice = { lines: string[]; firstDay: number };

function addLine(notices: Map<number, Notice>, userId: number, day: number, line: string) {
  const notice = notices.get(userId);
  if (notice) notice.lines.push(line);
  else notices.set(userId, { lines: [line], firstDay: day });
}

/** What a shift's person was last told of it, or its times when they never were. */
const toldTimes = (shift: PublishState) =>
  [shift.publishedStartAt ?? shift.startAt, shift.publishedEndAt ?? shift.endAt] as const;

/** `${userId}:${day}` of a shift, as `approvedAbsenceDays` names the days away. */
const dayKey = (shift: PublishState) => `${shift.userId}:${shift.calendarDateId}`;

/**
 * What publishing tells each person (DECISIONS §11): their new shifts (never told), and those
 * moved since they were told; and which shifts it marks published with their present times. A
 * person whose shifts are as they were told is not told. A shift on a day of an approved absence
 * of its person (`away`) is published all the same (it stays), but not told as work to them.
 */
function publishing(
  clock: CompanyClock,
  states: readonly PublishState[],
  away: ReadonlySet<string>,
) {
  const notices = new Map<number, Notice>();
  const mark: number[] = [];
  const told = (shift: PublishState, line: string) => {
    if (!away.has(dayKey(shift))) addLine(notices, shift.userId, shift.calendarDateId, line);
  };
  for (const shift of states) {
    const now = describeShift(clock, shift.startAt, shift.endAt);
    if (shift.publishedStartAt === null || shift.publishedEndAt === null) {
      told(shift, PUBLISH_NOTICES.added(now));
    } else if (
      shift.publishedStartAt.getTime() !== shift.startAt.getTime() ||
      shift.publishedEndAt.getTime() !== shift.endAt.getTime()
    ) {
      const before = describeShift(clock, shift.publishedStartAt, shift.publishedEndAt);
      told(shift, PUBLISH_NOTICES.moved(now, before));
    } else if (shift.published) {
      continue; // published, as told
    }
    mark.push(shift.id);
  }
  return { notices, mark };
}

/** What unpublishing tells each person: the published shifts it takes away, as they knew them. */
function unpublishing(clock: CompanyClock, states: readonly PublishState[]) {
  const notices = new Map<number, Notice>();
  for (const shift of states) {
    const line = PUBLISH_NOTICES.unpublished(describeShift(clock, ...toldTimes(shift)));
    addLine(notices, shift.userId, shift.calendarDateId, line);
  }
  return notices;
}

/** One notification per person, all under one subject (so each publish tells once). */
async function tell(
  db: Db,
  clock: CompanyClock,
  notices: ReadonlyMap<number, Notice>,
  what: { kind: 'shifts-published' | 'shift-changed'; title: string; subject: string },
) {
  const at = clock.now();
  for (const [userId, notice] of notices) {
    await notifyUsers(db, {
      userIds: [userId],
      kind: what.kind,
      title: what.title,
      body: bodyOf(notice.lines),
      link: weekLink(dateFromCalendarId(notice.firstDay)),
      subject: what.subject,
      at,
    });
  }
}

/**
 * Publish or unpublish every shift of a day, an ISO week or a month; returns how many changed.
 * Publishing tells each person what changed for them since they were last told (and then records
 * it); unpublishing tells each person whose published shifts it takes away. One at a time (an
 * advisory lock), under the locks of the users concerned and then of their shifts, as edits take
 * them: two publishes at once never tell the same change twice.
 */
export async function publishPeriod(
  { db, clock }: ShiftsDeps,
  input: PeriodInput & { publishOrUnpublish: 'publish' | 'unpublish' },
) {
  const period = resolvePeriod(input);
  const publish = input.publishOrUnpublish === 'publish';
  const inRange = (shift: PublishState) =>
    shift.calendarDateId >= period.from && shift.calendarDateId <= period.to;
  const told = {
    from: clock.startOfDay(dateFromCalendarId(period.from)),
    to: clock.startOfDay(addDays(dateFromCalendarId(period.to), 1)),
  };
  const count = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_CLASS}, 0)`);
    await assertDaysOpen(tx, [period.from, period.to]); // a closed month: 409 (DECISIONS §10)
    const seen = await publishStates(tx, period.from, period.to, told, false);
    const userIds = [...new Set(seen.map((shift) => shift.userId))];
    // The absences' lock before the user rows, as shift writes take them: no approval lands
    // between reading the days away below and telling.
    await lockUsersAbsences(tx, userIds);
    await lockUsers(tx, userIds);
    const states = await publishStates(tx, period.from, period.to, told, true);
    const subject = `${input.publishOrUnpublish}:${randomUUID()}`;
    if (publish) {
      const changed = states.filter((shift) => inRange(shift) && !shift.published).length;
      const away = await approvedAbsenceDays(
        tx,
        states.map((shift) => ({ userId: shift.userId, day: shift.calendarDateId })),
      );
      const { notices, mark } = publishing(clock, states, away);
      await markPublished(tx, mark, true);
      const title = PUBLISH_NOTICES.publishedTitle;
      await tell(tx, clock, notices, { kind: 'shifts-published', title, subject });
      return changed;
    }
    const taken = states.filter((shift) => inRange(shift) && shift.published);
    await markPublished(
      tx,
      taken.map((shift) => shift.id),
      false,
    );
    const what = { kind: 'shift-changed', title: PUBLISH_NOTICES.changedTitle, subject } as const;
    await tell(tx, clock, unpublishing(clock, taken), what);
    return taken.length;
  });
  return { count, message: publish ? SHIFT_TEXTS.published : SHIFT_TEXTS.unpublished };
}

/** Tells the people of deleted published shifts which ones went (in the delete's transaction). */
export async function tellDeleted(db: Db, clock: CompanyClock, deleted: readonly PublishState[]) {
  const notices = new Map<number, Notice>();
  for (const shift of deleted.filter((one) => one.published)) {
    const line = PUBLISH_NOTICES.deleted(describeShift(clock, ...toldTimes(shift)));
    addLine(notices, shift.userId, shift.calendarDateId, line);
  }
  const subject = `delete:${randomUUID()}`;
  await tell(db, clock, notices, {
    kind: 'shift-changed',
    title: PUBLISH_NOTICES.changedTitle,
    subject,
  });
}
