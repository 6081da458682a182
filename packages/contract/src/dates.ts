import { z } from 'zod';

/**
 * Plain calendar dates (`YYYY-MM-DD`) and wall-clock times (`YYYY-MM-DD HH:mm`, in the company's
 * zone), and the arithmetic on them that both sides need. No time zone is involved here: a plain
 * date is a day on the calendar; converting to instants is the server's lib/time.
 */
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

const isRealDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A plain calendar date: `YYYY-MM-DD` of a day that exists (no 31/04, no 29/02 outside leap years). */
export function isPlainDate(value: string): boolean {
  const m = PLAIN_DATE.exec(value);
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

export const plainDateSchema = z
  .string({ error: 'Fecha requerida' })
  .refine(isPlainDate, 'Fecha inválida: usa el formato YYYY-MM-DD');

export const wallClockSchema = z
  .string({ error: 'Fecha y hora requeridas' })
  .refine((value) => {
    const m = WALL_CLOCK.exec(value);
    return (
      !!m &&
      isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) &&
      Number(m[4]) < 24 &&
      Number(m[5]) < 60
    );
  }, 'Fecha y hora inválidas: usa el formato YYYY-MM-DD HH:mm')
  .transform((value) => value.replace('T', ' '));

/**
 * A date-time input (DECISIONS §2): either wall-clock time in the company zone, read from
 * `YYYY-MM-DD HH:mm` or ISO 8601 without an offset, or an exact instant, read from ISO 8601 with
 * `Z` or an offset. Seconds and fractions are accepted; times are kept to the minute (wall-clock
 * times) or to the millisecond (instants). Turning an instant into company wall-clock time is the
 * server's (lib/time), which knows the zone.
 */
export type DateTimeInput = { wallClock: string } | { instant: Date };

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Reads a date-time input; null when it is not one (or names an impossible date or time). */
export function parseDateTime(value: string): DateTimeInput | null {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (m[8] === undefined && m[9] === undefined) {
    return { wallClock: `${date} ${pad2(hour)}:${pad2(minute)}` };
  }
  let offset = 0;
  if (m[9] !== undefined) {
    const offsetHours = Number(m[10]);
    const offsetMinutes = Number(m[11]);
    if (offsetHours > 18 || offsetMinutes > 59) return null;
    offset = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  }
  const millis = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  return { instant: new Date(utc - offset * 60_000) };
}

export const DATE_TIME_MESSAGE =
  'Fecha y hora inválidas: usa YYYY-MM-DD HH:mm o ISO 8601 (p. ej. 2026-12-14T08:00:00-05:00)';

/** Every date-time input of the API: `YYYY-MM-DD HH:mm`, or ISO 8601 as the API answers it. */
export const dateTimeSchema = z
  .string({ error: 'Fecha y hora requeridas' })
  .max(64, DATE_TIME_MESSAGE)
  .transform((value, ctx): DateTimeInput => {
    const parsed = parseDateTime(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: DATE_TIME_MESSAGE });
      return z.NEVER;
    }
    return parsed;
  });

/** A calendarDateId input (YYYYMMDD) naming a real date of the years 2000–2100, else 'Fecha inválida'. */
export const calendarDateIdSchema = z
  .string({ error: 'Fecha inválida' })
  .regex(/^\d{8}$/, 'Fecha inválida')
  .refine((value) => {
    const [y, m, d] = [value.slice(0, 4), value.slice(4, 6), value.slice(6, 8)].map(Number) as [
      number,
      number,
      number,
    ];
    return y >= 2000 && y <= 2100 && isRealDate(y, m, d);
  }, 'Fecha inválida')
  .transform(Number);

export type WallClock = { date: string; hour: number; minute: number };

export function parseWallClock(value: string): WallClock {
  const m = WALL_CLOCK.exec(value);
  if (!m) throw new Error(`not a wall-clock time: ${value}`);
  return { date: `${m[1]}-${m[2]}-${m[3]}`, hour: Number(m[4]), minute: Number(m[5]) };
}

/** A plain calendar date `YYYY-MM-DD`: a day on the calendar, no zone, no time. */
export type PlainDate = string;

const toUtc = (date: PlainDate) => {
  const m = PLAIN_DATE.exec(date);
  if (!m) throw new Error(`not a plain date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

/** The plain date of a year, month (1–12) and day, zero-padded: `plainDate(2026, 2, 5)` → `2026-02-05`. */
export const plainDate = (year: number, month: number, day: number): PlainDate =>
  `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
/** Year, month (1–12) and day of a plain date. */
export const dateParts = (date: PlainDate) =>
  date.split('-').map(Number) as [year: number, month: number, day: number];

export const addDays = (date: PlainDate, days: number) => {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
};
/** The same day `months` months later (or earlier), clamped to that month's length (31/01 + 1 → 28/02). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const [y, m, d] = dateParts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return plainDate(year, month, Math.min(d, daysInMonth(year, month)));
}
/** 0 Sunday … 6 Saturday, as SPEC's daysOfWeek. */
export const weekday = (date: PlainDate) => toUtc(date).getUTCDay();
/** 0 Monday … 6 Sunday: a date's column in a Monday-first week (SPEC §9), and its SPANISH_WEEKDAYS index. */
export const mondayIndex = (date: PlainDate) => (weekday(date) + 6) % 7;
/** The Monday of the ISO week of a date. */
export const startOfIsoWeek = (date: PlainDate) => addDays(date, -mondayIndex(date));
export const daysBetween = (from: PlainDate, to: PlainDate) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
export const calendarDateId = (date: PlainDate) => Number(date.replaceAll('-', ''));
/**
 * `YYYY-MM-DD` → `DD/MM/YYYY`, as people read a date (SPEC §9): the one place the day-first form is
 * written, for the texts both sides write and every screen (lib/company-time's `formatPlainDate`).
 * Anything that is not a plain date → `fallback`.
 */
export function spanishDate(date: string, fallback = ''): string {
  const m = PLAIN_DATE.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : fallback;
}
export const dateFromCalendarId = (id: number) => {
  const s = String(id);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
};
export const isoWeekNumber = (date: PlainDate) => {
  const thursday = toUtc(addDays(startOfIsoWeek(date), 3));
  const yearStart = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 1));
  return Math.ceil(((thursday.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
};
export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
export const monthFirstDay = (year: number, month: number) => plainDate(year, month, 1);
/** The last day of a month: `monthLastDay(2028, 2)` → `2028-02-29`. */
export const monthLastDay = (year: number, month: number) =>
  plainDate(year, month, daysInMonth(year, month));

/**
 * The months in Spanish, lower case (as a date reads mid-sentence): index 0 is January. The one
 * list; screens derive the capitalised and short forms from it (web lib/calendar.ts).
 */
export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * The days of the week in Spanish, lower case, Monday first (index = `mondayIndex`). The one list;
 * screens derive 'Lunes' and 'Lun' from it (web lib/calendar.ts).
 */
export const SPANISH_WEEKDAYS = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;
