import { readPage, writePage } from './page-param';
import { useAddressState } from './use-address-state';

/**
 * How one filter of a list lives in the address: its query parameter (`?desde=2026-01-01`) and,
 * when set, which values it accepts; anything else reads as no filter.
 */
export type FilterParam = { param: string; accepts?: (value: string) => boolean };

/** A list's filters as text ('' = not filtered), keyed like the API's query. */
export type FilterValues<K extends string> = Record<K, string>;

/** Filters with nothing set. */
export function emptyFilters<K extends string>(spec: Record<K, FilterParam>): FilterValues<K> {
  const values = {} as FilterValues<K>;
  for (const key of Object.keys(spec) as K[]) values[key] = '';
  return values;
}

export function readFilters<K extends string>(
  spec: Record<K, FilterParam>,
  params: URLSearchParams,
): FilterValues<K> {
  const values = emptyFilters(spec);
  for (const key of Object.keys(spec) as K[]) {
    const value = (params.get(spec[key].param) ?? '').trim();
    values[key] = value && (spec[key].accepts?.(value) ?? true) ? value : '';
  }
  return values;
}

export function writeFilters<K extends string>(
  spec: Record<K, FilterParam>,
  filters: FilterValues<K>,
  page: number,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(spec) as K[]) {
    const value = filters[key].trim();
    if (value) params.set(spec[key].param, value);
  }
  return writePage(params, page);
}

/**
 * The applied filters and page of a server-paged list, kept in the address (SPEC §4: filters take
 * effect on 'Buscar', a page change refetches). Applying filters goes back to page 1.
 */
export function useListFilters<K extends string>(spec: Record<K, FilterParam>) {
  const [state, update] = useAddressState(
    (params) => ({ filters: readFilters(spec, params), page: readPage(params) }),
    ({ filters, page }) => writeFilters(spec, filters, page),
  );
  return {
    filters: state.filters,
    page: state.page,
    apply: (filters: FilterValues<K>) => update({ filters, page: 1 }),
    setPage: (page: number) => update({ page }),
  };
}

/** Accepts a positive whole number (an id in the address). */
export const isId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value);
/** Accepts a plain date `YYYY-MM-DD`. */
export const isPlainDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
