import {
  addDays,
  addMonths,
  dateParts,
  isPlainDate,
  mondayIndex,
  monthFirstDay,
  monthLastDay,
  startOfIsoWeek,
} from '@app/contract/dates';
import type { SummaryGroup, SummaryResponse } from '@app/contract/summary';
import { dayRangeLabel, monthLabel, monthName, WEEKDAY_SHORT } from '../../../lib/calendar';

/**
 * The periods of the 'Resumen' dashboard (SPEC §2, §4): a week runs Monday to Sunday, a month and
 * a year from their first to their last day; previous and next move one period. Plain calendar
 * dates (`YYYY-MM-DD`) only: "today" comes from the company's clock (lib/company-time.ts).
 */
export type SummaryView = 'week' | 'month' | 'year';
export const SUMMARY_VIEWS: readonly SummaryView[] = ['week', 'month', 'year'];
/** SPEC §2, §9: the current year, by month. */
export const DEFAULT_SUMMARY_VIEW: SummaryView = 'year';

export type SummaryRange = { from: string; to: string; groupBy: SummaryGroup };

/** The range of the period that holds `anchor`, and how the API groups it. */
export function summaryRange(view: SummaryView, anchor: string): SummaryRange {
  const [year, month] = dateParts(anchor);
  if (view === 'week') {
    const monday = startOfIsoWeek(anchor);
    return { from: monday, to: addDays(monday, 6), groupBy: 'day' };
  }
  if (view === 'month') {
    return { from: monthFirstDay(year, month), to: monthLastDay(year, month), groupBy: 'day' };
  }
  return { from: `${year}-01-01`, to: `${year}-12-31`, groupBy: 'month' };
}

/** The anchor one period before (-1) or after (+1); a month keeps its day, clamped (31 → 28). */
export function moveSummaryAnchor(view: SummaryView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  return addMonths(anchor, view === 'month' ? step : 12 * step);
}

/** A bar's label (SPEC §2): 'Lun 5' in a week, '5' in a month, 'Enero' in a year. */
export function barLabel(view: SummaryView, period: string): string {
  if (view === 'year') return monthName(Number(period.slice(5, 7)));
  const day = String(Number(period.slice(8, 10)));
  return view === 'week' ? `${WEEKDAY_SHORT[mondayIndex(period)]} ${day}` : day;
}

/** The period in words beside the title: '29 dic 2025 – 4 ene 2026', 'Noviembre 2026', '2026'. */
export function periodText(view: SummaryView, range: SummaryRange): string {
  const [fromYear, fromMonth] = dateParts(range.from);
  if (view === 'year') return String(fromYear);
  if (view === 'month') return monthLabel(fromYear, fromMonth, { capitalised: true });
  return dayRangeLabel(range.from, range.to);
}

/** Every period key of a range, in order: `YYYY-MM-DD` by day, `YYYY-MM` by month. */
export function periodsOf(range: SummaryRange): string[] {
  const keys: string[] = [];
  if (range.groupBy === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  const last = range.to.slice(0, 7);
  for (let first = `${range.from.slice(0, 7)}-01`; first.slice(0, 7) <= last;) {
    keys.push(first.slice(0, 7));
    first = addMonths(first, 1);
  }
  return keys;
}

export type ChartRow = { period: string; label: string; income: number; expense: number };

/**
 * One row per period of the range (the API sends every period, zeros included; a period it left
 * out counts as zero), labelled for the axis.
 */
export function chartRows(
  view: SummaryView,
  range: SummaryRange,
  data: SummaryResponse['data'],
): ChartRow[] {
  const incomes = new Map(data.incomes.map((row) => [row.period, row.totalIncome]));
  const expenses = new Map(data.expenses.map((row) => [row.period, row.totalExpense]));
  return periodsOf(range).map((period) => ({
    period,
    label: barLabel(view, period),
    income: incomes.get(period) ?? 0,
    expense: expenses.get(period) ?? 0,
  }));
}

/** SPEC §8: nothing to draw when every income and expense of the period is zero. */
export const isEmptySummary = (rows: readonly ChartRow[]) =>
  rows.every((row) => row.income === 0 && row.expense === 0);

/** The address keys of the dashboard: `?resumen=semanal&fecha=2026-11-24`. */
export const VIEW_PARAM = 'resumen';
export const DATE_PARAM = 'fecha';
const VIEW_WORDS: Record<SummaryView, string> = {
  week: 'semanal',
  month: 'mensual',
  year: 'anual',
};

export type SummaryAddress = { view: SummaryView; anchor: string | null };

export function readSummaryAddress(params: URLSearchParams): SummaryAddress {
  const word = params.get(VIEW_PARAM);
  const view = SUMMARY_VIEWS.find((option) => VIEW_WORDS[option] === word) ?? DEFAULT_SUMMARY_VIEW;
  const date = params.get(DATE_PARAM);
  const anchor = date && isDashboardDate(date) ? date : null;
  return { view, anchor };
}

export function writeSummaryAddress(state: SummaryAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== DEFAULT_SUMMARY_VIEW) params.set(VIEW_PARAM, VIEW_WORDS[state.view]);
  if (state.anchor) params.set(DATE_PARAM, state.anchor);
  return params;
}

/** A real plain date of the years the dashboard reads (2000–2100). */
function isDashboardDate(date: string) {
  if (!isPlainDate(date)) return false;
  const [year] = dateParts(date);
  return year >= 2000 && year <= 2100;
}
