import { isPlainDate, plainDate } from '@app/contract/dates';
import { formatPlainDate } from './company-time';

/**
 * Text ⇄ value of the shared date and time fields (components/ui/date-field, time-field).
 * Values are what the API speaks: 'YYYY-MM-DD' and 24 h 'HH:mm'. Text is what a Spanish user reads
 * and types: 'DD/MM/YYYY' and 'HH:mm', whatever the browser's language.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else → '' (an empty field). */
export const dateValueToText = (value: string): string => formatPlainDate(value, '');

/** A real calendar day (no 31/02, no 29/02 outside leap years) of a four-digit year. */
const isCalendarDay = (year: number, month: number, day: number) =>
  year >= 1000 && isPlainDate(plainDate(year, month, day));

/**
 * Typed text → 'YYYY-MM-DD', or null when it is not a whole date. Accepts D/M/YYYY with '/', '-'
 * or '.' between the parts, eight digits DDMMYYYY, and a pasted 'YYYY-MM-DD'.
 */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed); // pasted from elsewhere
  if (iso) return isCalendarDay(+iso[1]!, +iso[2]!, +iso[3]!) ? trimmed : null;
  const match =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? plainDate(year, month, day) : null;
}

/**
 * Adds the '/' after the day and the month while the user types digits forwards, so '12092026'
 * reads '12/09/2026'. Deleting never re-adds a separator.
 */
export function maskDateTyping(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  // The user typed the '/' that was already added for them.
  if (previous.endsWith('/') && next === `${previous}/`) return previous;
  if (/^\d{3}$/.test(next)) return `${next.slice(0, 2)}/${next.slice(2)}`;
  if (/^\d{2}\/\d{3}$/.test(next)) return `${next.slice(0, 5)}/${next.slice(5)}`;
  if (/^\d{2}$/.test(next) || /^\d{2}\/\d{2}$/.test(next)) return `${next}/`;
  return next.slice(0, 10);
}

/** The 'YYYY-MM-DD' value as a local Date at noon (for the calendar), or undefined. */
export function dateValueToDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** A calendar's local Date → 'YYYY-MM-DD'. */
export function dateToDateValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'HH:mm' (24 h) values are shown as they are. */
export const TIME_VALUE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Typed text → 'HH:mm', or null. Accepts 'H:mm', 'HH:mm', 'HHmm', 'Hmm', 'H' and 'HH' (whole hours),
 * and '.' or 'h' as separator ('8.30', '8h30'). Never a 12 h clock: '5' is 05:00.
 */
export function parseTimeText(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const match =
    /^(\d{1,2})[:.h](\d{2})$/.exec(trimmed) ??
    /^(\d{1,2})(\d{2})$/.exec(trimmed) ??
    /^(\d{1,2})[:.h]?()$/.exec(trimmed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === '' ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** Adds the ':' after two digits of hours while typing forwards ('0830' reads '08:30'). */
export function maskTimeTyping(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  if (previous.endsWith(':') && next === `${previous}:`) return previous;
  if (/^\d{3}$/.test(next)) return `${next.slice(0, 2)}:${next.slice(2)}`;
  if (/^\d{2}$/.test(next)) return `${next}:`;
  return next.slice(0, 5);
}

/** 'HH:mm' moved by `minutes` around the clock (arrow keys step the field). */
export function stepTime(value: string, minutes: number): string {
  const base = TIME_VALUE.test(value) ? value : '00:00';
  const [hours, mins] = base.split(':').map(Number) as [number, number];
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
