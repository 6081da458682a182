import { dateFromCalendarId, spanishDate } from '@app/contract/dates';

/**
 * The company's time on screen: the one module that turns instants and dates into what a Spanish
 * user reads (`DD/MM/YYYY`, 24 h `HH:mm`), in the company's zone (APP_TIME_ZONE, learnt from
 * `/api/auth/me` at start), whatever the browser's language and zone. A manager travelling abroad
 * still sees the company's day and hours.
 *
 * Until the zone is known, an API timestamp is shown as its text says (the API writes the company's
 * wall clock with its offset, DECISIONS §2) and the browser's zone stands in for a bare instant.
 */
let companyZone: string | undefined;

export function setCompanyTimeZone(zone: string | undefined) {
  companyZone = zone;
}

/** The company's zone once known (undefined: the browser's zone stands in). */
export function companyTimeZone(): string | undefined {
  return companyZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date-time formatter of the company's zone for a locale and options, made once per zone: a
 * clock that ticks every second must not build its formatters every second.
 */
export function companyDateFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${locale}|${companyZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: companyZone });
    formats.set(key, format);
  }
  return format;
}

/** Wall-clock fields, zero-padded: what every format below is built from. */
export type WallClock = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
};

/** The formatter of the zone last asked for: building one costs far more than using it. */
let partsFormat: { zone: string | undefined; format: Intl.DateTimeFormat } | undefined;

function zoneParts(instant: Date): WallClock {
  if (!partsFormat || partsFormat.zone !== companyZone) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: companyZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormat = { zone: companyZone, format };
  }
  const fields: Record<string, string> = {};
  for (const part of partsFormat.format.formatToParts(instant)) fields[part.type] = part.value;
  return {
    year: (fields.year ?? '').padStart(4, '0'),
    month: fields.month ?? '',
    day: fields.day ?? '',
    hour: fields.hour ?? '',
    minute: fields.minute ?? '',
    second: fields.second ?? '',
  };
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_ID = /^(\d{4})(\d{2})(\d{2})$/;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The company's wall clock of an instant: a `Date`, or an API timestamp (ISO 8601 with `Z` or an
 * offset; without one it already is company wall-clock time, DECISIONS §2). Null when unreadable.
 */
export function companyWallClock(value: string | Date): WallClock | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : zoneParts(value);
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '00', offset] = match;
  const written = { year, month, day, hour, minute, second };
  // Without an offset it is wall-clock time already; with one and no zone known yet, the API's
  // offset is the company's.
  if (!offset || (companyZone === undefined && offset.toUpperCase() !== 'Z')) return written;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.replace(/\D/g, '');
  const offsetMinutes = digits
    ? sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)))
    : 0;
  const utc = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second) - offsetMinutes * 60_000;
  return Number.isNaN(utc) ? null : zoneParts(new Date(utc));
}

type Shown = string | number | Date | null | undefined;

/**
 * A plain date `YYYY-MM-DD` → `DD/MM/YYYY` (no zone involved); anything else → `fallback`. The
 * contract's `spanishDate`, the one place the day-first form is written (the API's texts use it too).
 */
export const formatPlainDate: (value: string, fallback?: string) => string = spanishDate;

const dayOf = (parts: WallClock) => `${parts.year}-${parts.month}-${parts.day}`;

/**
 * `DD/MM/YYYY` of a plain date (`YYYY-MM-DD`), a calendar-day number (`YYYYMMDD`) or an instant
 * (its company-local day).
 */
export function formatDate(value: Shown, fallback = '—'): string {
  if (value === null || value === undefined || value === '') return fallback;
  if (typeof value === 'number' || (typeof value === 'string' && DAY_ID.test(value))) {
    return DAY_ID.test(String(value))
      ? formatPlainDate(dateFromCalendarId(Number(value)), fallback)
      : fallback;
  }
  if (typeof value === 'string' && PLAIN_DATE.test(value)) return formatPlainDate(value);
  const parts = companyWallClock(value);
  return parts ? formatPlainDate(dayOf(parts), fallback) : fallback;
}

/** `DD/MM/YYYY HH:mm` (24 h) of an instant, in the company's zone. */
export function formatDateTime(value: string | Date | null | undefined, fallback = '—'): string {
  const parts = value ? companyWallClock(value) : null;
  return parts ? `${formatPlainDate(dayOf(parts))} ${parts.hour}:${parts.minute}` : fallback;
}

/** `HH:mm` (24 h) of an instant, in the company's zone; `HH:mm:ss` with `seconds`. */
export function formatTime(
  value: string | Date | null | undefined,
  { fallback = '—', seconds = false }: { fallback?: string; seconds?: boolean } = {},
): string {
  const parts = value ? companyWallClock(value) : null;
  if (!parts) return fallback;
  return seconds
    ? `${parts.hour}:${parts.minute}:${parts.second}`
    : `${parts.hour}:${parts.minute}`;
}

/** Today's date (`YYYY-MM-DD`) in the company's zone. */
export function companyToday(now = new Date()): string {
  return dayOf(zoneParts(now));
}

/** The current hour (0–23) on the company's clock, not the browser's. */
export function companyHour(now = new Date()): number {
  return Number(zoneParts(now).hour);
}

/** Today as the calendar-day number the API uses (`YYYYMMDD`), in the company's zone. */
export function companyTodayId(now = new Date()): number {
  return Number(companyToday(now).replaceAll('-', ''));
}
