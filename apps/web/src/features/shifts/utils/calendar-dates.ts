import { addDays, daysInMonth, SPANISH_MONTHS, startOfIsoWeek, weekday } from '@app/contract/dates';
import { companyToday } from '../../../lib/company-time';

/**
 * Plain calendar dates (`YYYY-MM-DD`) of the shift calendars. Neither the arithmetic nor the
 * Spanish labels involve a time zone or a `Date`.
 */
export type PlainDate = string;

const parts = (date: PlainDate) => date.split('-').map(Number) as [number, number, number];

export const plainDate = (year: number, month: number, day: number): PlainDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Today in the company's zone (APP_TIME_ZONE), whatever the browser's zone. */
export const todayDate = (now = new Date()): PlainDate => companyToday(now);

export const yearOf = (date: PlainDate) => parts(date)[0];
export const monthOf = (date: PlainDate) => parts(date)[1];
export const dayOf = (date: PlainDate) => parts(date)[2];

/** The same day of another month, clamped to its length (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return plainDate(year, month, Math.min(d, daysInMonth(year, month)));
}

/** The 7 dates Monday … Sunday of the ISO week of `date`. */
export const weekDates = (date: PlainDate): PlainDate[] => {
  const monday = startOfIsoWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
};

export type MonthCell = { date: PlainDate; inMonth: boolean };

/** Whole weeks (Monday first) covering a month, with the leading and trailing days of its neighbours. */
export function monthWeeks(year: number, month: number): MonthCell[][] {
  const first = plainDate(year, month, 1);
  const last = plainDate(year, month, daysInMonth(year, month));
  const start = startOfIsoWeek(first);
  const end = addDays(startOfIsoWeek(last), 6);
  const weeks: MonthCell[][] = [];
  for (let monday = start; monday <= end; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = addDays(monday, index);
        return { date, inMonth: monthOf(date) === month };
      }),
    );
  }
  return weeks;
}

/** Monday-first column headers (SPEC §9: Mon..Sat, Sun). */
export const WEEKDAY_SHORT = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'] as const;
export const WEEKDAY_LONG = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;
/** Monday-first index (0 Monday … 6 Sunday) of a date. */
export const mondayIndex = (date: PlainDate) => (weekday(date) + 6) % 7;

/** 'ene' … 'dic' */
const MONTH_SHORT = SPANISH_MONTHS.map((name) => name.slice(0, 3));
const shortDay = (date: PlainDate) => `${dayOf(date)} ${MONTH_SHORT[monthOf(date) - 1]}`;

/** 'lunes, 23 de noviembre de 2026' */
export const dayLabel = (date: PlainDate) =>
  `${WEEKDAY_LONG[mondayIndex(date)]!.toLowerCase()}, ${dayOf(date)} de ${SPANISH_MONTHS[monthOf(date) - 1]} de ${yearOf(date)}`;

/** '23 – 29 nov 2026', '30 nov – 6 dic 2026', '28 dic 2026 – 3 ene 2027' */
export function weekLabel(date: PlainDate): string {
  const monday = startOfIsoWeek(date);
  const sunday = addDays(monday, 6);
  if (yearOf(monday) !== yearOf(sunday))
    return `${shortDay(monday)} ${yearOf(monday)} – ${shortDay(sunday)} ${yearOf(sunday)}`;
  if (monthOf(monday) !== monthOf(sunday))
    return `${shortDay(monday)} – ${shortDay(sunday)} ${yearOf(sunday)}`;
  return `${dayOf(monday)} – ${shortDay(sunday)} ${yearOf(sunday)}`;
}

/** 'noviembre 2026' */
export const monthLabel = (year: number, month: number) => `${SPANISH_MONTHS[month - 1]} ${year}`;

/** `DD/MM/YYYY` (SPEC §9), as shifts and cells are named for assistive technology. */
export const displayDate = (date: PlainDate) => {
  const [y, m, d] = parts(date);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
};
