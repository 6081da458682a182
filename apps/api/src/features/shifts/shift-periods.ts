import {
  addDays,
  calendarDateId,
  daysInMonth,
  isoWeekNumber,
  monthFirstDay,
  spanishDate,
  startOfIsoWeek,
  weekday,
} from '@app/contract/dates';
import { COPY_WEEKS_AHEAD, SHIFT_TEXTS } from '@app/contract/shifts';
import { badRequest } from '../../lib/app-error';

/** The period a read or a publish names: a day, an ISO week (its Monday) or a month of a year. */
export type PeriodInput = { day?: string; startofweek?: string; month?: number; year?: number };

export type Period =
  | { view: 'day'; day: string; from: number; to: number }
  | { view: 'week'; startofweek: string; from: number; to: number }
  | { view: 'month'; month: number; year: number; from: number; to: number };

export function assertMonday(date: string) {
  if (weekday(date) !== 1) throw badRequest(SHIFT_TEXTS.notMonday);
}

/** The calendarDateId range of a period. A day wins over a week, and a week over a month. */
export function resolvePeriod(input: PeriodInput): Period {
  if (input.day) {
    const id = calendarDateId(input.day);
    return { view: 'day', day: input.day, from: id, to: id };
  }
  if (input.startofweek) {
    assertMonday(input.startofweek);
    const from = calendarDateId(input.startofweek);
    const to = calendarDateId(addDays(input.startofweek, 6));
    return { view: 'week', startofweek: input.startofweek, from, to };
  }
  if (input.month && input.year) {
    const first = monthFirstDay(input.year, input.month);
    const from = calendarDateId(first);
    const to = from + daysInMonth(input.year, input.month) - 1;
    return { view: 'month', month: input.month, year: input.year, from, to };
  }
  throw badRequest(SHIFT_TEXTS.periodRequired);
}

/**
 * The calendarDateId range of the month grid: the whole weeks, Monday to Sunday, that hold the
 * month's days (its leading and trailing days of the neighbouring months included).
 */
export function monthGridRange(year: number, month: number) {
  const first = monthFirstDay(year, month);
  const last = addDays(first, daysInMonth(year, month) - 1);
  return {
    from: calendarDateId(startOfIsoWeek(first)),
    to: calendarDateId(addDays(startOfIsoWeek(last), 6)),
  };
}

/** The ISO weeks after the current one: where a copy may go (SPEC §9: the next 8). */
export function nextWeeks(today: string, count = COPY_WEEKS_AHEAD) {
  const monday = startOfIsoWeek(today);
  return Array.from({ length: count }, (_, index) => {
    const startOfWeek = addDays(monday, 7 * (index + 1));
    const endOfWeek = addDays(startOfWeek, 6);
    const week = isoWeekNumber(startOfWeek);
    const label = `Semana ${week}: ${spanishDate(startOfWeek)} - ${spanishDate(endOfWeek)}`;
    return { startOfWeek, endOfWeek, week, label };
  });
}
