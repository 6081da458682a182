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

export const plainDateSchema = z.string({ error: 'Fecha requerida' }).refine((value) => {
  const m = PLAIN_DATE.exec(value);
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}, 'Fecha inválida: usa el formato YYYY-MM-DD');

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

export type WallClock = { date: string; hour: number; minute: number };

export function parseWallClock(value: string): WallClock {
  const m = WALL_CLOCK.exec(value);
  if (!m) throw new Error(`not a wall-clock time: ${value}`);
  return { date: `${m[1]}-${m[2]}-${m[3]}`, hour: Number(m[4]), minute: Number(m[5]) };
}

const toUtc = (date: string) => {
  const m = PLAIN_DATE.exec(date);
  if (!m) throw new Error(`not a plain date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
};
/** 0 Sunday … 6 Saturday, as SPEC's daysOfWeek. */
export const weekday = (date: string) => toUtc(date).getUTCDay();
/** The Monday of the ISO week of a date. */
export const startOfIsoWeek = (date: string) => addDays(date, -((weekday(date) + 6) % 7));
export const daysBetween = (from: string, to: string) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
export const calendarDateId = (date: string) => Number(date.replaceAll('-', ''));
export const dateFromCalendarId = (id: number) => {
  const s = String(id);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
};
export const isoWeekNumber = (date: string) => {
  const thursday = toUtc(addDays(startOfIsoWeek(date), 3));
  const yearStart = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 1));
  return Math.ceil(((thursday.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
};
export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
export const monthFirstDay = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}-01`;
