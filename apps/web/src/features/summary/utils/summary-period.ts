import { addDays, daysInMonth, startOfIsoWeek, weekday } from '@app/contract/dates';
import type { SummaryGroup, SummaryResponse } from '@app/contract/summary';

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

const pad = (value: number) => String(value).padStart(2, '0');
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The range of the period that holds `anchor`, and how the API groups it. */
export function summaryRange(view: SummaryView, anchor: string): SummaryRange {
  const [year, month] = parts(anchor);
  if (view === 'week') {
    const monday = startOfIsoWeek(anchor);
    return { from: monday, to: addDays(monday, 6), groupBy: 'day' };
  }
  if (view === 'month') {
    return {
      from: `${year}-${pad(month)}-01`,
      to: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`,
      groupBy: 'day',
    };
  }
  return { from: `${year}-01-01`, to: `${year}-12-31`, groupBy: 'month' };
}

/** The anchor one period before (-1) or after (+1); a month keeps its day, clamped (31 → 28). */
export function moveSummaryAnchor(view: SummaryView, anchor: string, step: -1 | 1): string {
  const [year, month, day] = parts(anchor);
  if (view === 'week') return addDays(anchor, 7 * step);
  const months = view === 'month' ? step : 12 * step;
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(day, daysInMonth(nextYear, nextMonth)))}`;
}

export const WEEKDAY_SHORT = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'] as const;
export const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

const monthName = (month: number) => MONTH_NAMES[month - 1] ?? '';
const mondayIndex = (date: string) => (weekday(date) + 6) % 7;

/** A bar's label (SPEC §2): 'Lun 5' in a week, '5' in a month, 'Enero' in a year. */
export function barLabel(view: SummaryView, period: string): string {
  if (view === 'year') return monthName(Number(period.slice(5, 7)));
  const day = String(Number(period.slice(8, 10)));
  return view === 'week' ? `${WEEKDAY_SHORT[mondayIndex(period)]} ${day}` : day;
}

/** The period in words beside the title: '29 dic 2025 – 4 ene 2026', 'Noviembre 2026', '2026'. */
export function periodText(view: SummaryView, range: SummaryRange): string {
  const [fromYear, fromMonth, fromDay] = parts(range.from);
  if (view === 'year') return String(fromYear);
  if (view === 'month') return `${monthName(fromMonth)} ${fromYear}`;
  const [toYear, toMonth, toDay] = parts(range.to);
  const short = (month: number) => monthName(month).slice(0, 3).toLowerCase();
  if (fromYear !== toYear) {
    return `${fromDay} ${short(fromMonth)} ${fromYear} – ${toDay} ${short(toMonth)} ${toYear}`;
  }
  if (fromMonth !== toMonth) {
    return `${fromDay} ${short(fromMonth)} – ${toDay} ${short(toMonth)} ${toYear}`;
  }
  return `${fromDay} – ${toDay} ${short(toMonth)} ${toYear}`;
}

/** Every period key of a range, in order: `YYYY-MM-DD` by day, `YYYY-MM` by month. */
export function periodsOf(range: SummaryRange): string[] {
  const keys: string[] = [];
  if (range.groupBy === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7);) {
    keys.push(month);
    const [year, number] = month.split('-').map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${pad(number + 1)}`;
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
  const anchor = date && /^\d{4}-\d{2}-\d{2}$/.test(date) && isRealDate(date) ? date : null;
  return { view, anchor };
}

export function writeSummaryAddress(state: SummaryAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== DEFAULT_SUMMARY_VIEW) params.set(VIEW_PARAM, VIEW_WORDS[state.view]);
  if (state.anchor) params.set(DATE_PARAM, state.anchor);
  return params;
}

function isRealDate(date: string) {
  const [year, month, day] = parts(date);
  return (
    year >= 2000 &&
    year <= 2100 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}
