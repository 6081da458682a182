import { randomUUID } from 'node:crypto';
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
import { assertDaysOpen } from '../periods/periods.queries';
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
 * whose shift is in the way, and when). Answers the shifts and the message that counts them.
 */
export async function createShifts({ db, clock }: ShiftsDeps, input: CreateShift) {
  const { date, pattern } = readShiftTimes(clock, input.startDateTime, input.endDateTime);
  const dates = repeatDates(date, input.repeatEndDate, input.daysOfWeek);
  const userIds = [...new Set(input.usersId)];
  if (dates.length * userIds.length > SHIFT_CREATE_MAX) throw badRequest(SHIFT_TEXTS.tooMany);
  const placed = dates.map((day) => placeOn(clock, pattern, day));
  const groupId = randomUUID();

  const shifts = await db.transaction(async (tx): Promise<Shift[]> => {
    const found = await lockUsers(tx, userIds);
    if (found.length !== userIds.length || found.some((user) => !user.active)) {
      throw badRequest(SHIFT_TEXTS.unknownUsers);
    }
    // A closed month refuses every shift change in it (DECISIONS §10).
    await assertDaysOpen(
      tx,
      placed.map((span) => span.calendarDateId),
    );
    const fresh = userIds.flatMap((userId) => placed.map((span) => ({ userId, ...span })));
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
    return toShifts(clock, await shiftsByIds(tx, ids));
  });
  return { shifts, message: shiftsCreatedMessage(shifts.length, dates[0]!, dates.at(-1)!) };
}

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

/** Delete one shift or it and the later ones of its user in its group; never today's or past ones. */
export async function removeShifts({ db, clock }: ShiftsDeps, id: number, scope: ShiftScope) {
  await db.transaction(async (tx) => {
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
  });
}
