import { mondayIndex, spanishDate, SPANISH_WEEKDAYS, startOfIsoWeek } from '@app/contract/dates';
import type { CompanyClock } from '../../lib/time';

/**
 * What publishing, unpublishing and deleting tell a person about their shifts (DECISIONS §11,
 * notifications of §10), in Spanish. Proposed to the contract (notifications.ts); kept here
 * until it holds them.
 */
export const PUBLISH_NOTICES = {
  publishedTitle: 'Tus turnos publicados han cambiado',
  changedTitle: 'Un turno tuyo ha cambiado',
  added: (shift: string) => `Nuevo: ${shift}`,
  moved: (shift: string, before: string) => `Cambiado: ${shift} (antes ${before})`,
  unpublished: (shift: string) => `Se retiró tu turno del ${shift}`,
  deleted: (shift: string) => `Se eliminó tu turno del ${shift}`,
  more: (count: number) => `y ${count} más`,
} as const;

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
