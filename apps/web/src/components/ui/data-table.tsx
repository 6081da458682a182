import type { Key, ReactNode } from 'react';
import { cn } from '../../lib/utils';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The header is read by screen readers only (for an actions column). */
  srOnlyHeader?: boolean;
  align?: 'left' | 'right';
};

type DataTableProps<T> = {
  /** Names the table and its scroll region for assistive technology. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  rowClassName?: (row: T) => string | undefined;
};

/**
 * A plain, accessible table. On narrow screens it scrolls sideways inside its own region, so
 * the page layout never breaks.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowClassName }: DataTableProps<T>) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-offset-[-2px]"
    >
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50/80">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase',
                  column.align === 'right' && 'text-right',
                  column.className,
                )}
              >
                {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={cn('transition-colors hover:bg-slate-50/70', rowClassName?.(row))}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn('px-4 py-3 align-middle text-slate-700', column.align === 'right' && 'text-right', column.className)}
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
