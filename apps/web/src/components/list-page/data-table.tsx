import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { cn } from '../../lib/utils';
import { ariaSort, SortButton } from '../ui/sort-button';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The header is read by screen readers only (for an actions column). */
  srOnlyHeader?: boolean;
  align?: 'left' | 'right';
  /** On phones, this column is the card's title. */
  primary?: boolean;
  /** On phones, this column sits at the card's top right, without a label (actions). */
  cardCorner?: boolean;
  /** A long header may wrap onto two lines (narrow figure columns). */
  wrapHeader?: boolean;
  /** The value the column sorts by: given, its header becomes a sort button. */
  sortValue?: (row: T) => string | number;
};

export type { SortingState };

type DataTableProps<T> = {
  /** Names the table (or card list) for assistive technology. */
  caption: string;
  columns: Column<T>[];
  /** The rows shown, or every row when `page` is given (the table sorts, then cuts the page). */
  rows: T[];
  rowKey: (row: T) => Key;
  rowClassName?: (row: T) => string | undefined;
  /** Tighter cells, for tables with many figure columns. */
  dense?: boolean;
  /** A list held whole in the browser: the page shown (from 1), after sorting all the rows. */
  page?: { index: number; size: number };
};

const texts = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * An accessible table on @tanstack/react-table: sortable headers (a button each, `aria-sort`),
 * and below the `md` breakpoint each row becomes a card (title, corner actions, label: value
 * pairs), so nothing hides behind a sideways scroll on a phone. Cards keep the table's order.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, page } = props;
  const wide = useMediaQuery(WIDE_SCREEN);
  const [sorting, setSorting] = useState<SortingState>([]);
  const definitions = useMemo(() => columns.map(toDefinition), [columns]);
  // TanStack Table's API is not memoizable by the React Compiler, which this build does not run.
  // eslint-disable-next-line react-hooks/incompatible-library -- rendered as any hook-based table
  const table = useReactTable({
    data: rows,
    columns: definitions,
    state: page
      ? { sorting, pagination: { pageIndex: page.index - 1, pageSize: page.size } }
      : { sorting },
    onSortingChange: setSorting,
    // Two states per column (no 'unsorted' third click), as every sortable table of the product.
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(page ? { getPaginationRowModel: getPaginationRowModel() } : { manualPagination: true }),
    getRowId: (row) => String(rowKey(row)),
  });
  const shown = table.getRowModel().rows;
  return wide ? (
    <Table {...props} table={table} shown={shown} />
  ) : (
    <CardList {...props} shown={shown} />
  );
}

function toDefinition<T>(column: Column<T>): ColumnDef<T> {
  const { sortValue } = column;
  return {
    id: column.key,
    header: column.header,
    cell: ({ row }) => column.cell(row.original),
    meta: column,
    ...(sortValue
      ? {
          accessorFn: sortValue,
          enableSorting: true,
          sortingFn: (a: Row<T>, b: Row<T>) =>
            compare(sortValue(a.original), sortValue(b.original)),
        }
      : { enableSorting: false }),
  };
}

function compare(a: string | number, b: string | number) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return texts.compare(String(a), String(b));
}

type ShownRows<T> = { shown: Row<T>[] };
type TableView<T> = DataTableProps<T> &
  ShownRows<T> & { table: ReturnType<typeof useReactTable<T>> };

function Table<T>({ caption, table, shown, rowClassName, dense }: TableView<T>) {
  const cell = dense ? 'px-2.5 py-2.5' : 'px-4 py-3';
  return (
    // `relative`: visually hidden header text stays inside the scrolling box instead of widening the page.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-offset-[-2px]"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-slate-200 bg-slate-50/80">
              {group.headers.map((header) => {
                const column = header.column.columnDef.meta as Column<T>;
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(sorted)}
                    className={cn(
                      cell,
                      'text-xs font-semibold tracking-wide text-slate-500 uppercase',
                      column.wrapHeader ? 'leading-tight' : 'whitespace-nowrap',
                      column.align === 'right' && 'text-right',
                      column.className,
                    )}
                  >
                    {column.srOnlyHeader ? (
                      <span className="sr-only">{column.header}</span>
                    ) : header.column.getCanSort() ? (
                      <SortButton
                        sortsBy={column.header.toLowerCase()}
                        sorted={sorted}
                        onClick={header.column.getToggleSortingHandler()}
                        className="-mx-1"
                      >
                        {column.header}
                      </SortButton>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((row) => (
            <tr
              key={row.id}
              className={cn('transition-colors hover:bg-slate-50/70', rowClassName?.(row.original))}
            >
              {row.getVisibleCells().map((data) => {
                const column = data.column.columnDef.meta as Column<T>;
                return (
                  <td
                    key={data.id}
                    className={cn(
                      cell,
                      'align-middle text-slate-700',
                      column.align === 'right' && 'text-right',
                      column.className,
                    )}
                  >
                    {flexRender(data.column.columnDef.cell, data.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardList<T>({ caption, columns, shown, rowClassName }: DataTableProps<T> & ShownRows<T>) {
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const corner = columns.filter((column) => column.cardCorner);
  const details = columns.filter((column) => column !== primary && !column.cardCorner);
  return (
    <ul aria-label={caption} className="divide-y divide-slate-100">
      {shown.map(({ id, original: row }) => (
        <li key={id} className={cn('px-4 py-3', rowClassName?.(row))}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 pt-1.5 text-sm font-medium break-words text-slate-900">
              {primary?.cell(row)}
            </div>
            {corner.length > 0 && (
              <div className="-mr-2 shrink-0">
                {corner.map((column) => (
                  <div key={column.key}>{column.cell(row)}</div>
                ))}
              </div>
            )}
          </div>
          {details.length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {details.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-slate-500">{column.header}</dt>
                  <dd className="min-w-0 break-words text-slate-700">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
