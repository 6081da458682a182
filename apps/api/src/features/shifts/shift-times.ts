import { addDays, daysBetween, parseWallClock, type DateTimeInput } from '@app/contract/dates';
import { SHIFT_TEXTS } from '@app/contract/shifts';
import { badRequest } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';

/**
 * A shift's times in wall-clock terms, independent of its date: it starts at `startTime` and ends
 * `endDayOffset` days later at `endTime` (company zone). Placing it on another date keeps those
 * wall-clock times, so a 08:00–17:00 shift stays 08:00–17:00 across daylight-saving changes.
 */
export type ShiftPattern = {
  startTime: string;
  endTime: string;
  endDayOffset: number;
};

const MINUTES_PER_DAY = 24 * 60;
const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/**
 * A date-time input as company wall-clock time, to the minute: an exact instant (sent with `Z` or
 * an offset, as the API answers it) is read on the company's clock.
 */
export const wallClockOfInput = (clock: CompanyClock, input: DateTimeInput) =>
  'wallClock' in input ? input.wallClock : clock.wallClockOf(input.instant);

/**
 * Reads the start and end of a create or edit. An end that is not after the start on the same date
 * ends the next day (DECISIONS §6); an end date before the start date, or a span of more than 24
 * wall-clock hours, is refused.
 */
export function readShiftTimes(
  clock: CompanyClock,
  startDateTime: DateTimeInput,
  endDateTime: DateTimeInput,
) {
  const start = parseWallClock(wallClockOfInput(clock, startDateTime));
  const end = parseWallClock(wallClockOfInput(clock, endDateTime));
  const startMinutes = start.hour * 60 + start.minute;
  const endMinutes = end.hour * 60 + end.minute;
  let endDayOffset = daysBetween(start.date, end.date);
  if (endDayOffset < 0) throw badRequest(SHIFT_TEXTS.endBeforeStart);
  if (endDayOffset === 0 && endMinutes <= startMinutes) endDayOffset = 1;
  if (endDayOffset * MINUTES_PER_DAY + endMinutes - startMinutes > MINUTES_PER_DAY) {
    throw badRequest(SHIFT_TEXTS.tooLong);
  }
  const pattern: ShiftPattern = {
    startTime: hhmm(start.hour, start.minute),
    endTime: hhmm(end.hour, end.minute),
    endDayOffset,
  };
  return { date: start.date, pattern };
}

export type PlacedShift = { startAt: Date; endAt: Date; calendarDateId: number };

/** The instants of a pattern on a company-local date. */
export function placeOn(clock: CompanyClock, pattern: ShiftPattern, date: string): PlacedShift {
  const startAt = clock.instantOf(`${date} ${pattern.startTime}`);
  const endAt = clock.instantOf(`${addDays(date, pattern.endDayOffset)} ${pattern.endTime}`);
  // A wall-clock time inside a daylight-saving gap moves forward; the shift may then vanish.
  if (endAt <= startAt) throw badRequest(SHIFT_TEXTS.dstGap);
  return { startAt, endAt, calendarDateId: Number(clock.dateOf(startAt).replaceAll('-', '')) };
}

/** The pattern of a stored shift: its wall-clock start and end, and the days between them. */
export function patternOf(clock: CompanyClock, startAt: Date, endAt: Date) {
  const start = parseWallClock(clock.wallClockOf(startAt));
  const end = parseWallClock(clock.wallClockOf(endAt));
  const pattern: ShiftPattern = {
    startTime: hhmm(start.hour, start.minute),
    endTime: hhmm(end.hour, end.minute),
    endDayOffset: daysBetween(start.date, end.date),
  };
  return { date: start.date, pattern };
}

/** Planned working minutes: the span minus break and lunch, never negative. */
export function plannedMinutes(shift: {
  startMs: number;
  endMs: number;
  breakMinutes: number;
  lunchMinutes: number;
}) {
  const span = Math.round((shift.endMs - shift.startMs) / 60_000);
  return Math.max(0, span - shift.breakMinutes - shift.lunchMinutes);
}

/** Minutes as hours with 2 decimals. */
export const minutesToHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
