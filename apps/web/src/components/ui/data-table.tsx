import type { Key, ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { cn } from '../../lib/utils';

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
};

type DataTableProps<T> = {
  /** Names the table (or card list) for assistive technology. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  rowClassName?: (row: T) => string | undefined;
  /** Tighter cells, for tables with many figure columns. */
  dense?: boolean;
};

/**
 * An accessible table. Below the `md` breakpoint each row becomes a card (title, corner actions,
 * label: value pairs), so nothing hides behind a sideways scroll on a phone.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const wide = useMediaQuery(WIDE_SCREEN);
  return wide ? <Table {...props} /> : <CardList {...props} />;
}

function Table<T>({ caption, columns, rows, rowKey, rowClassName, dense }: DataTableProps<T>) {
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
          <tr className="border-b border-slate-200 bg-slate-50/80">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
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
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={cn('transition-colors hover:bg-slate-50/70', rowClassName?.(row))}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    cell,
                    'align-middle text-slate-700',
                    column.align === 'right' && 'text-right',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardList<T>({ caption, columns, rows, rowKey, rowClassName }: DataTableProps<T>) {
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const corner = columns.filter((column) => column.cardCorner);
  const details = columns.filter((column) => column !== primary && !column.cardCorner);
  return (
    <ul aria-label={caption} className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={rowKey(row)} className={cn('px-4 py-3', rowClassName?.(row))}>
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
