/** The address key of the page of a list: `?pagina=2`. */
export const PAGE_PARAM = 'pagina';

/** The page in the address: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Writes the page into the params; page 1 is the default and is left out. */
export function writePage(params: URLSearchParams, page: number): URLSearchParams {
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return params;
}
