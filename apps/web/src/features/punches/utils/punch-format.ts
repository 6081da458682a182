import {
  companyWallClock as wallClock,
  formatDate,
  formatDateTime,
  formatTime,
} from '../../../lib/company-time';

const pad = (value: number) => String(value).padStart(2, '0');

/*
 * Punch times are shown on the company's clock (lib/company-time.ts), never in the browser's zone.
 */

/** `DD/MM/YYYY HH:mm` (SPEC §2 info modal); '—' when unreadable. */
export const punchDateTime = (iso: string | null | undefined, fallback = '—'): string =>
  formatDateTime(iso, fallback);

/** `DD-MM-YYYY HH:mm` (SPEC §2 'Hora de entrada:'). */
export function punchDateTimeDashed(iso: string | null | undefined, fallback = '—'): string {
  const parts = iso ? wallClock(iso) : null;
  return parts
    ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`
    : fallback;
}

/** `DD/MM/YYYY` of a timestamp or of a calendar-day number `YYYYMMDD`. */
export const punchDate = (value: string | number): string => formatDate(value);

/** `HH:mm:ss` of a timestamp (the start time of an active break). */
export const punchClockTime = (iso: string): string => formatTime(iso, { seconds: true });

/** A running timer: milliseconds → `HH:MM:SS` (hours keep counting past 24; negatives are 0). */
export function formatElapsed(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** Gross hours between two timestamps (null while one is missing). */
export function hoursBetween(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const ms = Date.parse(end) - Date.parse(start);
  return Number.isFinite(ms) ? ms / 3_600_000 : null;
}

/** `HH:mm` of a timestamp on the company's clock. */
export const punchTime = (iso: string | null | undefined, fallback = '—'): string =>
  formatTime(iso, { fallback });

/** A shift as `08:00 – 16:00`; one that ends on a later day gets ` (+1)`. */
export function shiftSpan(shift: { startDateTime: string; endDateTime: string }): string {
  const start = wallClock(shift.startDateTime);
  const end = wallClock(shift.endDateTime);
  if (!start || !end) return '—';
  const nextDay = `${end.year}${end.month}${end.day}` > `${start.year}${start.month}${start.day}`;
  return `${start.hour}:${start.minute} – ${end.hour}:${end.minute}${nextDay ? ' (+1)' : ''}`;
}

/** `HH:mm` of a punch time, with ` (+1)` when it falls after the punch's day (a night shift's exit). */
export function punchTimeOfDay(iso: string, calendarDateId: number): string {
  const parts = wallClock(iso);
  if (!parts) return '—';
  const later = Number(`${parts.year}${parts.month}${parts.day}`) > calendarDateId;
  return `${parts.hour}:${parts.minute}${later ? ' (+1)' : ''}`;
}
