import { useEffect, type Key, type ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { Paginator } from '../ui/paginator';
import { LoadingBlock } from '../ui/spinner';
import { DataTable, type Column } from './data-table';

/** What the list page reads of a TanStack query of one page (`{ rows, total }`). */
export type PageQuery<T> = {
  data: { rows: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  /** The rows shown are the previous page's while the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export type ListPageTexts = {
  /** Names the table (or the phone cards) for assistive technology. */
  caption: string;
  loading: string;
  loadError: string;
  empty: string;
  /** The line above the table, e.g. '12 registros'. */
  count: (total: number) => string;
};

type ListPageProps<T> = {
  query: PageQuery<T>;
  columns: Column<T>[];
  rowKey: (row: T) => Key;
  texts: ListPageTexts;
  /** The page shown (from 1) and its size; the page number lives in the address. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Actions beside the count (export, …). */
  actions?: ReactNode;
  /** Shown instead of the list when the filter cannot be asked for (a backwards range). */
  blocked?: string;
  /** Tighter cells, for tables with many figure columns. */
  dense?: boolean;
  /** Dialogs the rows open. */
  children?: ReactNode;
  /** Where the user may add: the empty list invites to '¡Agrega uno!' (SPEC §2). */
  onAdd?: () => void;
};

/**
 * The list of a server-paged screen: its count and actions, the table (cards on phones), the
 * paginator, and the loading, error and empty states. The screen keeps its filters and page in
 * the address (`useAddressState`) and gives the query of that page; the previous page stays on
 * screen, dimmed, while the next one loads.
 */
export function ListPage<T>({
  query,
  columns,
  rowKey,
  texts,
  page,
  pageSize,
  onPageChange,
  actions,
  blocked,
  dense,
  children,
  onAdd,
}: ListPageProps<T>) {
  const total = query.data?.total ?? 0;
  // A page past the end (its last row deleted, or an old address) shows the last page instead
  // of an empty list that says there are rows and has no paginator to reach them.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pastTheEnd =
    !!query.data && !query.isPlaceholderData && query.data.rows.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd && total > 0) onPageChange(lastPage);
  }, [pastTheEnd, total, lastPage, onPageChange]);
  let body: ReactNode;
  if (blocked) body = <p className="px-4 py-12 text-center text-sm text-slate-500">{blocked}</p>;
  else if (query.isPending) body = <LoadingBlock label={texts.loading} />;
  else if (query.isError || !query.data) {
    body = <ErrorState message={texts.loadError} onRetry={() => void query.refetch()} />;
  } else if (query.data.rows.length === 0)
    body = <EmptyState message={texts.empty} onAdd={onAdd} />;
  else {
    body = (
      <div
        className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        aria-busy={query.isPlaceholderData}
      >
        <DataTable
          dense={dense}
          caption={texts.caption}
          columns={columns}
          rows={query.data.rows}
          rowKey={rowKey}
        />
        <Paginator
          page={page}
          totalItems={total}
          pageSize={pageSize}
          onPageChange={onPageChange}
          className="border-t border-slate-100 px-4 py-3"
        />
      </div>
    );
  }

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <p className="text-sm text-slate-500" aria-live="polite">
          {query.data ? texts.count(total) : '\u00a0'}
        </p>
        {actions}
      </div>
      {body}
      {children}
    </div>
  );
}
