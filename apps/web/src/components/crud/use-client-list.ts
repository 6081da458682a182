import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import { useMemo, useState } from 'react';
import { normalizeText } from '../../lib/utils';

/** Client-side search (accent- and case-insensitive) and paging over a loaded list. */
export function useClientList<T>(items: T[] | undefined, searchText: (item: T) => string, pageSize = PAGE_SIZE_DEFAULT) {
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => {
    const needle = normalizeText(search);
    const all = items ?? [];
    return needle ? all.filter((item) => normalizeText(searchText(item)).includes(needle)) : all;
    // searchText is a pure accessor given inline by callers; the list and the needle decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, search]);

  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, totalPages);
  const pageItems = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  return {
    search,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    page: currentPage,
    setPage,
    pageSize,
    filtered,
    pageItems,
  };
}
