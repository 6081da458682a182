import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import { useState } from 'react';
import { normalizeText } from '../../lib/utils';

/** Client-side search (accent- and case-insensitive) and the page shown of a loaded list. */
export function useClientList<T>(
  items: T[] | undefined,
  searchText: (item: T) => string,
  pageSize = PAGE_SIZE_DEFAULT,
) {
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);

  const needle = normalizeText(search);
  const all = items ?? [];
  const filtered = needle
    ? all.filter((item) => normalizeText(searchText(item)).includes(needle))
    : all;

  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, totalPages);

  return {
    search,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    page: currentPage,
    setPage,
    pageSize,
    /** every row the search finds; the table sorts them and shows the page */
    filtered,
  };
}
