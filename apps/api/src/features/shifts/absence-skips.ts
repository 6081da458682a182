import { ABSENCE_TEXTS } from '@app/contract/absences';
import { conflict } from '../../lib/app-error';

/**
 * A create's shifts without those on an approved absence of their user (DECISIONS §11), and how
 * many that left out. `away` holds `${userId}:${calendarDateId}` (absences.queries'
 * approvedAbsenceDays). One shift alone, or a create of which nothing would be left, is refused
 * with 409 instead: nothing to create is not a success.
 */
export function skipAbsences<T extends { userId: number; calendarDateId: number }>(
  asked: readonly T[],
  away: ReadonlySet<string>,
): { kept: T[]; skipped: number } {
  if (away.size === 0) return { kept: [...asked], skipped: 0 };
  const kept = asked.filter((span) => !away.has(`${span.userId}:${span.calendarDateId}`));
  if (kept.length === 0 || asked.length === 1) throw conflict(ABSENCE_TEXTS.shiftOnAbsence);
  return { kept, skipped: asked.length - kept.length };
}

/** 'Se crearon 5 turnos, …; 2 días omitidos por ausencias' (nothing added when none was). */
export function shiftsCreatedWithSkips(message: string, skipped: number) {
  if (skipped === 0) return message;
  return skipped === 1
    ? `${message}; 1 día omitido por ausencias`
    : `${message}; ${skipped} días omitidos por ausencias`;
}
