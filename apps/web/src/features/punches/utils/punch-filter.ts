import { dateParts, isPlainDate, monthFirstDay, monthLastDay } from '@app/contract/dates';
import { readPage, writePage } from '../../../components/list-page/page-param';
import { companyToday } from '../../../lib/company-time';

/** What 'Gestión de Punches' filters by: both tabs read the same range and users. */
export type PunchFilterValues = {
  /** `YYYY-MM-DD`, company zone */
  fromDate: string;
  /** `YYYY-MM-DD`, inclusive */
  toDate: string;
  /** empty: everyone the reader may see */
  usersIds: number[];
};

/** SPEC §9: punch filters default to the current month (company zone). */
export function currentMonthFilter(today = companyToday()): PunchFilterValues {
  const [year, month] = dateParts(today);
  return { fromDate: monthFirstDay(year, month), toDate: monthLastDay(year, month), usersIds: [] };
}

/**
 * The tabs of 'Gestión de Punches' and their word in the address (`?vista=`): 'records' is the
 * default and leaves it out. 'corrections' is 'Correcciones' for admin and office and
 * 'Mis solicitudes' for a usuario (DECISIONS §10).
 */
export const PUNCH_TABS = {
  records: null,
  analysis: 'analisis',
  corrections: 'correcciones',
  exceptions: 'incidencias',
  periods: 'periodos',
} as const;
export type PunchTab = keyof typeof PUNCH_TABS;

const tabOf = (word: string | null): PunchTab =>
  (Object.keys(PUNCH_TABS) as PunchTab[]).find((tab) => word && PUNCH_TABS[tab] === word) ??
  'records';

/** The screen's state as the address holds it (`?desde=…&hasta=…&usuarios=3,7&pagina=2&vista=analisis`). */
export type PunchScreenState = { filter: PunchFilterValues; page: number; tab: PunchTab };

const isDate = (value: string | null): value is string => value !== null && isPlainDate(value);

/** Reads the address; anything missing or unreadable falls back to the current month, page 1, records. */
export function readPunchScreen(params: URLSearchParams, today = companyToday()): PunchScreenState {
  const month = currentMonthFilter(today);
  const from = params.get('desde');
  const to = params.get('hasta');
  const usersIds = (params.get('usuarios') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    filter: {
      fromDate: isDate(from) ? from : month.fromDate,
      toDate: isDate(to) ? to : month.toDate,
      usersIds: [...new Set(usersIds)],
    },
    page: readPage(params),
    tab: tabOf(params.get('vista')),
  };
}

/** The address of a state; defaults are left out so `/punches` stays clean. */
export function writePunchScreen(state: PunchScreenState, today = companyToday()): URLSearchParams {
  const month = currentMonthFilter(today);
  const params = new URLSearchParams();
  if (state.filter.fromDate !== month.fromDate) params.set('desde', state.filter.fromDate);
  if (state.filter.toDate !== month.toDate) params.set('hasta', state.filter.toDate);
  if (state.filter.usersIds.length > 0) params.set('usuarios', state.filter.usersIds.join(','));
  writePage(params, state.page);
  const word = PUNCH_TABS[state.tab];
  if (word) params.set('vista', word);
  return params;
}

/** Whether the range reads forwards; the screen refuses to ask the server otherwise. */
export const isRangeValid = (filter: PunchFilterValues) => filter.fromDate <= filter.toDate;
