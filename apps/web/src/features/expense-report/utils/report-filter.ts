import { readPage, writePage } from '../../../components/list-page/page-param';

/** The report's filters as the screen holds them: dates `YYYY-MM-DD` or '', ids as text or ''. */
export type ReportFilterValues = {
  dateFrom: string;
  dateTo: string;
  categoryId: string;
  areaId: string;
  supplierId: string;
};

export const NO_FILTER: ReportFilterValues = {
  dateFrom: '',
  dateTo: '',
  categoryId: '',
  areaId: '',
  supplierId: '',
};

export type ReportAddress = ReportFilterValues & { page: number };

/** The address keys: `?desde=2026-01-01&hasta=2026-01-31&categoria=3&area=2&proveedor=5&pagina=2`. */
const KEYS: Record<keyof ReportFilterValues, string> = {
  dateFrom: 'desde',
  dateTo: 'hasta',
  categoryId: 'categoria',
  areaId: 'area',
  supplierId: 'proveedor',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

export function readReportAddress(params: URLSearchParams): ReportAddress {
  const value = (key: keyof ReportFilterValues, pattern: RegExp) => {
    const text = params.get(KEYS[key]) ?? '';
    return pattern.test(text) ? text : '';
  };
  return {
    dateFrom: value('dateFrom', DATE),
    dateTo: value('dateTo', DATE),
    categoryId: value('categoryId', ID),
    areaId: value('areaId', ID),
    supplierId: value('supplierId', ID),
    page: readPage(params),
  };
}

export function writeReportAddress(state: ReportAddress): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(KEYS) as (keyof ReportFilterValues)[]) {
    if (state[key]) params.set(KEYS[key], state[key]);
  }
  return writePage(params, state.page);
}

/** A range that reads backwards cannot be asked for. */
export const isRangeValid = ({
  dateFrom,
  dateTo,
}: Pick<ReportFilterValues, 'dateFrom' | 'dateTo'>) => !dateFrom || !dateTo || dateFrom <= dateTo;

export const isFiltered = (filter: ReportFilterValues) =>
  Object.values(filter).some((value) => value !== '');

/** The filters as the API's query (blank ones left out by the client). */
export const reportQuery = (filter: ReportFilterValues) => ({
  dateFrom: filter.dateFrom,
  dateTo: filter.dateTo,
  categoryId: filter.categoryId,
  areaId: filter.areaId,
  supplierId: filter.supplierId,
});
