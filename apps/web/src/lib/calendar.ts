import {
  addDays,
  dateParts,
  monthFirstDay,
  monthLastDay,
  mondayIndex,
  type PlainDate,
  SPANISH_MONTHS,
  SPANISH_WEEKDAYS,
  startOfIsoWeek,
} from '@app/contract/dates';

/**
 * The calendar as screens show it: Spanish month and weekday names in the forms a screen needs,
 * derived from the contract's one list of each (`@app/contract/dates`, where the plain-date
 * arithmetic lives), the weeks of a month and the labels of a day, a week and a month. No time
 * zone and no `Date`: "today" comes from lib/company-time.ts.
 */

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const short = (word: string) => word.slice(0, 3);

/** 'Lunes' … 'Domingo', Monday first. */
export const WEEKDAY_LONG = SPANISH_WEEKDAYS.map(capitalise);
/** 'Lun' … 'Dom', Monday first (SPEC §9 column headers). */
export const WEEKDAY_SHORT = WEEKDAY_LONG.map(short);
/** 'Enero' … 'Diciembre' (a chart's months, a title). */
export const MONTH_NAMES = SPANISH_MONTHS.map(capitalise);
/** 'ene' … 'dic' (a date range written short). */
export const MONTH_SHORT = SPANISH_MONTHS.map(short);

/** 'Enero' for 1 … 'Diciembre' for 12; '' outside. */
export const monthName = (month: number) => MONTH_NAMES[month - 1] ?? '';

/** The 7 dates Monday … Sunday of the ISO week of `date`. */
export function weekDates(date: PlainDate): PlainDate[] {
  const monday = startOfIsoWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export type MonthCell = { date: PlainDate; inMonth: boolean };

/** Whole weeks (Monday first) covering a month, with the leading and trailing days of its neighbours. */
export function monthWeeks(year: number, month: number): MonthCell[][] {
  const start = startOfIsoWeek(monthFirstDay(year, month));
  const end = addDays(startOfIsoWeek(monthLastDay(year, month)), 6);
  const weeks: MonthCell[][] = [];
  for (let monday = start; monday <= end; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = addDays(monday, index);
        return { date, inMonth: dateParts(date)[1] === month };
      }),
    );
  }
  return weeks;
}

/** 'lunes, 23 de noviembre de 2026' */
export function dayLabel(date: PlainDate): string {
  const [year, month, day] = dateParts(date);
  return `${SPANISH_WEEKDAYS[mondayIndex(date)]}, ${day} de ${SPANISH_MONTHS[month - 1]} de ${year}`;
}

/**
 * A range of days written short, the year once when it can: '23 – 29 nov 2026',
 * '30 nov – 6 dic 2026', '28 dic 2026 – 3 ene 2027'.
 */
export function dayRangeLabel(from: PlainDate, to: PlainDate): string {
  const [fromYear, fromMonth, fromDay] = dateParts(from);
  const [toYear, toMonth, toDay] = dateParts(to);
  const end = `${toDay} ${MONTH_SHORT[toMonth - 1]} ${toYear}`;
  if (fromYear !== toYear) return `${fromDay} ${MONTH_SHORT[fromMonth - 1]} ${fromYear} – ${end}`;
  if (fromMonth !== toMonth) return `${fromDay} ${MONTH_SHORT[fromMonth - 1]} – ${end}`;
  return `${fromDay} – ${end}`;
}

/** The ISO week of `date` as a range: '23 – 29 nov 2026'. */
export function weekLabel(date: PlainDate): string {
  const monday = startOfIsoWeek(date);
  return dayRangeLabel(monday, addDays(monday, 6));
}

/** 'noviembre 2026' mid-sentence, 'Noviembre 2026' as a title (`capitalised`). */
export const monthLabel = (year: number, month: number, { capitalised = false } = {}) =>
  `${capitalised ? monthName(month) : SPANISH_MONTHS[month - 1]} ${year}`;

/** The day of the month of a plain date: `2026-11-05` → 5. */
export const dayOfMonth = (date: PlainDate) => dateParts(date)[2];
