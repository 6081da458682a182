import { mondayIndex, spanishDate, SPANISH_WEEKDAYS, startOfIsoWeek } from '@app/contract/dates';
import { PUBLISH_NOTICES } from '@app/contract/shifts';
import type { CompanyClock } from '../../lib/time';

/** Lines a notification lists at most; beyond them it says how many more. */
const LINES_MAX = 20;

/** 'lunes 02/11/2026 09:00–17:00': a shift as a person reads it (company zone). */
export function describeShift(clock: CompanyClock, startAt: Date, endAt: Date) {
  const start = clock.wallClockOf(startAt);
  const end = clock.wallClockOf(endAt);
  const date = start.slice(0, 10);
  return `${SPANISH_WEEKDAYS[mondayIndex(date)]} ${spanishDate(date)} ${start.slice(11)}–${end.slice(11)}`;
}

/** The lines of a notification, at most LINES_MAX, then how many more. */
export function bodyOf(lines: readonly string[]) {
  if (lines.length <= LINES_MAX) return lines.join('\n');
  const shown = lines.slice(0, LINES_MAX - 1);
  return [...shown, PUBLISH_NOTICES.more(lines.length - shown.length)].join('\n');
}

/** The week screen on the Monday of the week a date falls in. */
export const weekLink = (date: string) => `/shifts?view=week&date=${startOfIsoWeek(date)}`;
