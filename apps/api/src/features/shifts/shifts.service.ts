import { randomUUID } from 'node:crypto';
import { ABSENCE_TEXTS } from '@app/contract/absences';
import { addDays, calendarDateId, dateFromCalendarId, daysBetween } from '@app/contract/dates';
import {
  SHIFT_CREATE_MAX,
  SHIFT_TEXTS,
  shiftOverlapMessage,
  shiftsCreatedMessage,
  type CreateShift,
  type Shift,
  type ShiftScope,
  type UpdateShift,
} from '@app/contract/shifts';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import { approvedAbsenceDays, lockUsersAbsences } from '../absences/absences.queries';
import { assertDaysOpen } from '../periods/periods.queries';
import { shiftsCreatedWithSkips, skipAbsences } from './absence-skips';
import { tellDeleted } from './shifts-publish.service';
import { repeatDates } from './repeat-expansion';
import { toShifts } from './shift-dto';
import { clashOf } from './shift-clash';
import { firstOverlap } from './shift-overlap';
import { placeOn, readShiftTimes } from './shift-times';
import {
  busySpans,
  deleteShifts,
  findShift,
  insertShifts,
  lockUsers,
  shiftsByIds,
  shiftsFollowing,
  updateShifts,
} from './shifts.repository';

/** What every shift service works with: the database and the company's clock. */
export type ShiftsDeps = { db: Db; clock: CompanyClock };

const earliest = (spans: readonly { startAt: Date }[]) =>
  new Date(spans.reduce((min, span) => Math.min(min, span.startAt.getTime()), Infinity));
const latest = (spans: readonly { endAt: Date }[]) =>
  new Date(spans.reduce((max, span) => Math.max(max, span.endAt.getTime()), -Infinity));

/**
 * Create: the shift on its start date, and on every repeated date, for every user; one new group;
 * all or nothing. Users must exist and be active, and nobody's shifts may overlap (the 409 names
 * whose shift is in the way, and when). A (user, day) on an approved absence of that user is
 * skipped, and counted (DECISIONS §11); when that leaves nothing, or it was one shift alone, 409.
 * Answers the shifts and the message that counts them.
 */
export async function createShifts({ db, clock }: ShiftsDeps, input: CreateShift) {
  const { date, pattern } = readShiftTimes(clock, input.startDateTime, input.endDateTime);
  const dates = repeatDates(date, input.repeatEndDate, input.daysOfWeek);
  const userIds = [...new Set(input.usersId)];
  if (dates.length * userIds.length > SHIFT_CREATE_MAX) throw badRequest(SHIFT_TEXTS.tooMany);
  const placed = dates.map((day) => placeOn(clock, pattern, day));
  const groupId = randomUUID();

  const { shifts, skippedAbsences } = await db.transaction(async (tx) => {
    // The absences' lock first, as absence writes take it (then the user rows by their key):
    // an approval cannot land between the check below and the insert.
    await lockUsersAbsences(tx, userIds);
    const found = await lockUsers(tx, userIds);
    if (found.length !== userIds.length || found.some((user) => !user.active)) {
      throw badRequest(SHIFT_TEXTS.unknownUsers);
    }
    // A closed month refuses every shift change in it (DECISIONS §10).
    await assertDaysOpen(
      tx,
      placed.map((span) => span.calendarDateId),
    );
    const asked = userIds.flatMap((userId) => placed.map((span) => ({ userId, ...span })));
    const { kept: fresh, skipped } = skipAbsences(
      asked,
      await approvedAbsenceDays(tx, pairsOf(asked)),
    );
    const booked = await busySpans(tx, userIds, earliest(placed), latest(placed));
    const clash = firstOverlap(fresh, booked);
    if (clash) {
      const name = found.find((user) => user.id === clash.userId)?.name ?? '';
      throw conflict(shiftOverlapMessage(clashOf(clock, clash, name)));
    }
    const ids = await insertShifts(
      tx,
      fresh.map((span) => ({
        ...span,
        groupId,
        breakMinutes: input.breakMinutes,
        lunchMinutes: input.lunchMinutes,
        notes: input.notes,
        color: input.color,
      })),
    );
    return { shifts: toShifts(clock, await shiftsByIds(tx, ids)), skippedAbsences: skipped };
  });
  const days = shifts.map((shift) => dateFromCalendarId(shift.calendarDateId)).sort();
  const created = shiftsCreatedMessage(shifts.length, days[0]!, days.at(-1)!);
  return { shifts, skippedAbsences, message: shiftsCreatedWithSkips(created, skippedAbsences) };
}

const pairsOf = (spans: readonly { userId: number; calendarDateId: number }[]) =>
  spans.map((span) => ({ userId: span.userId, day: span.calendarDateId }));

/**
 * Edit one shift ('this') or it and the later shifts of its user in its group ('following'): each
 * moves by the edited shift's day delta and takes the new wall-clock times and details.
 */
export async function editShifts(
  { db, clock }: ShiftsDeps,
  id: number,
  scope: ShiftScope,
  input: UpdateShift,
) {
  const { date, pattern } = readShiftTimes(clock, input.startDateTime, input.endDateTime);

  return db.transaction(async (tx): Promise<Shift[]> => {
    const found = await findShift(tx, id);
    if (!found) throw notFound(SHIFT_TEXTS.notFound);
    await lockUsersAbsences(tx, [found.userId]);
    await lockUsers(tx, [found.userId]);
    // Read again under the user's lock: a concurrent edit of this shift has finished by now.
    const shift = await findShift(tx, id);
    if (!shift) throw notFound(SHIFT_TEXTS.notFound);
    if (input.version !== undefined && input.version !== shift.version) {
      throw new AppError('SHIFT_CHANGED', 409, SHIFT_TEXTS.changed);
    }
    const targets = scope === 'this' ? [shift] : await shiftsFollowing(tx, shift);
    if (targets.length === 0) throw notFound(SHIFT_TEXTS.notFound);
    const delta = daysBetween(dateFromCalendarId(shift.calendarDateId), date);
    const times = targets.map((target) => ({
      id: target.id,
      userId: target.userId,
      ...placeOn(clock, pattern, addDays(dateFromCalendarId(target.calendarDateId), delta)),
    }));
    await assertDaysOpen(
      tx,
      [...targets, ...times].map((span) => span.calendarDateId),
    );
    // Moved onto a day with an approved absence of its user: 409 (DECISIONS §11).
    const day = new Map(targets.map((target) => [target.id, target.calendarDateId]));
    const moved = times.filter((time) => day.get(time.id) !== time.calendarDateId);
    if ((await approvedAbsenceDays(tx, pairsOf(moved))).size > 0) {
      throw conflict(ABSENCE_TEXTS.shiftOnAbsence);
    }
    const ids = targets.map((target) => target.id);
    const booked = await busySpans(tx, [shift.userId], earliest(times), latest(times), ids);
    const clash = firstOverlap(times, booked);
    if (clash) throw conflict(shiftOverlapMessage(clashOf(clock, clash, shift.userName)));
    await updateShifts(tx, times, {
      breakMinutes: input.breakMinutes,
      lunchMinutes: input.lunchMinutes,
      notes: input.notes,
      color: input.color,
    });
    return toShifts(clock, await shiftsByIds(tx, ids));
  });
}

/**
 * Delete one shift or it and the later ones of its user in its group; never today's or past ones.
 * The person of a published one is told.
 */
export async function removeShifts({ db, clock }: ShiftsDeps, id: number, scope: ShiftScope) {
  await db.transaction(async (tx) => {
    const found = await findShift(tx, id);
    if (!found) throw notFound(SHIFT_TEXTS.notFound);
    // The user's lock, as edits and publishes take it before the shift's rows.
    await lockUsers(tx, [found.userId]);
    const shift = await findShift(tx, id);
    if (!shift) throw notFound(SHIFT_TEXTS.notFound);
    if (shift.calendarDateId <= calendarDateId(clock.today())) {
      throw conflict(SHIFT_TEXTS.pastDelete);
    }
    const targets = scope === 'this' ? [shift] : await shiftsFollowing(tx, shift);
    await assertDaysOpen(
      tx,
      targets.map((target) => target.calendarDateId),
    );
    await deleteShifts(
      tx,
      targets.map((target) => target.id),
    );
    // Its person is told of the published ones that went (DECISIONS §11).
    await tellDeleted(tx, clock, targets);
  });
}
