import { randomUUID } from 'node:crypto';
import { addDays, calendarDateId, daysBetween } from '@app/contract/dates';
import { COPY_OVERLAPS_NAMED, describeClash, SHIFT_TEXTS } from '@app/contract/shifts';
import { AppError, badRequest } from '../../lib/app-error';
import { approvedAbsenceDays, lockUsersAbsences } from '../absences/absences.queries';
import { assertDaysOpen } from '../periods/periods.queries';
import { clashOf } from './shift-clash';
import { Occupancy, type BusySpan } from './shift-overlap';
import { assertMonday, nextWeeks } from './shift-periods';
import { patternOf, placeOn } from './shift-times';
import { busySpans, insertShifts, lockUsers, shiftsInDates } from './shifts.repository';
import type { ShiftsDeps } from './shifts.service';

/** The source week's copy at the same weekday and wall-clock times, or null when it cannot exist. */
function placeCopy(deps: ShiftsDeps, shift: { startAt: Date; endAt: Date }, dayDelta: number) {
  const { date, pattern } = patternOf(deps.clock, shift.startAt, shift.endAt);
  try {
    return placeOn(deps.clock, pattern, addDays(date, dayDelta));
  } catch (error) {
    if (error instanceof AppError) return null; // its times fall in a daylight-saving gap
    throw error;
  }
}

/**
 * Copy week (DECISIONS §6): every shift of the source week (of `usersIds`, empty = everyone) into
 * the destination week, unpublished, in one new group; a copy that would overlap a shift, or that
 * belongs to a deactivated user, or falls on an approved absence of its user (DECISIONS §11, also
 * counted apart), is skipped; the answer names the first shifts copies ran into.
 * All in one transaction.
 */
export async function copyWeek(
  deps: ShiftsDeps,
  fromweek: string,
  toweek: string,
  usersIds: readonly number[] = [],
) {
  assertMonday(fromweek);
  assertMonday(toweek);
  if (fromweek === toweek) throw badRequest(SHIFT_TEXTS.copyWeeksEqual);
  if (!nextWeeks(deps.clock.today()).some((week) => week.startOfWeek === toweek)) {
    throw badRequest(SHIFT_TEXTS.copyWeekNotAllowed);
  }
  const dayDelta = daysBetween(fromweek, toweek);
  const from = calendarDateId(fromweek);
  const to = calendarDateId(addDays(fromweek, 6));

  return deps.db.transaction(async (tx) => {
    // A closed month refuses every shift change in it (DECISIONS §10): the destination week's.
    await assertDaysOpen(tx, [calendarDateId(toweek), calendarDateId(addDays(toweek, 6))]);
    const filter = usersIds.length > 0 ? { userIds: usersIds } : {};
    const source = await shiftsInDates(tx, from, to, filter);
    const userIds = [...new Set(source.map((shift) => shift.userId))];
    // The absences' lock before the user rows, as absence writes take them (shifts.service).
    await lockUsersAbsences(tx, userIds);
    const active = new Set((await lockUsers(tx, userIds)).filter((u) => u.active).map((u) => u.id));
    const weekStart = deps.clock.startOfDay(toweek);
    const weekEnd = deps.clock.startOfDay(addDays(toweek, 8));
    const occupancy = new Occupancy<BusySpan>(await busySpans(tx, userIds, weekStart, weekEnd));
    const groupId = randomUUID();
    const spans = source.flatMap((shift) => {
      const placed = active.has(shift.userId) ? placeCopy(deps, shift, dayDelta) : null;
      return placed ? [{ shift, span: { userId: shift.userId, ...placed } }] : [];
    });
    const away = await approvedAbsenceDays(
      tx,
      spans.map(({ span }) => ({ userId: span.userId, day: span.calendarDateId })),
    );
    const rows = [];
    const overlaps: string[] = [];
    let skippedAbsences = 0;
    for (const { shift, span } of spans) {
      if (away.has(`${span.userId}:${span.calendarDateId}`)) {
        skippedAbsences++;
        continue;
      }
      const clash = occupancy.clash(span);
      if (clash) {
        if (overlaps.length < COPY_OVERLAPS_NAMED) {
          overlaps.push(describeClash(clashOf(deps.clock, clash, shift.userName)));
        }
        continue;
      }
      occupancy.add(span);
      const { breakMinutes, lunchMinutes, notes, color } = shift;
      rows.push({ ...span, groupId, breakMinutes, lunchMinutes, notes, color, published: false });
    }
    await insertShifts(tx, rows);
    const skipped = source.length - rows.length;
    return { copied: rows.length, skipped, skippedAbsences, overlaps };
  });
}
