import { addDays, addMonths, dateParts, type PlainDate, startOfIsoWeek } from '@app/contract/dates';
import { dayLabel, monthLabel, weekLabel } from '../../../lib/calendar';

export type ShiftView = 'day' | 'week' | 'month';
export const SHIFT_VIEWS: readonly ShiftView[] = ['day', 'week', 'month'];
export const DEFAULT_VIEW: ShiftView = 'week';

/** The period a calendar shows, as get-shifts and publish-unpublish take it (SPEC §7). */
export type ShiftsPeriod =
  | { view: 'day'; day: PlainDate }
  | { view: 'week'; startofweek: PlainDate }
  | { view: 'month'; month: number; year: number };

export function periodOf(view: ShiftView, anchor: PlainDate): ShiftsPeriod {
  if (view === 'day') return { view, day: anchor };
  if (view === 'week') return { view, startofweek: startOfIsoWeek(anchor) };
  const [year, month] = dateParts(anchor);
  return { view, month, year };
}

/** The anchor date one period before (-1) or after (+1). */
export function movePeriod(view: ShiftView, anchor: PlainDate, step: -1 | 1): PlainDate {
  if (view === 'day') return addDays(anchor, step);
  if (view === 'week') return addDays(anchor, 7 * step);
  return addMonths(anchor, step);
}

/** Whether a period's calendar comes in two answers: its first rows, then all of them. */
export const drawsFirstRows = (period: ShiftsPeriod) => period.view !== 'month';

/** The header label of a period in Spanish. */
export function periodLabel(period: ShiftsPeriod): string {
  if (period.view === 'day') return dayLabel(period.day);
  if (period.view === 'week') return weekLabel(period.startofweek);
  return monthLabel(period.year, period.month);
}

/** The request body of a period (without the view). */
export function periodBody(period: ShiftsPeriod) {
  if (period.view === 'day') return { day: period.day };
  if (period.view === 'week') return { startofweek: period.startofweek };
  return { month: period.month, year: period.year };
}

/** Whether a date falls in the period. */
export function periodContains(period: ShiftsPeriod, date: PlainDate): boolean {
  if (period.view === 'day') return period.day === date;
  if (period.view === 'week') return period.startofweek === startOfIsoWeek(date);
  const [year, month] = dateParts(date);
  return month === period.month && year === period.year;
}
