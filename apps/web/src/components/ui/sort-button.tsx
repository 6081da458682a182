import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** How a column is sorted: not at all, A → Z (smallest first) or Z → A. */
export type ColumnSort = false | 'asc' | 'desc';

/** The `aria-sort` of a column header sorted that way (none when it is not the sorting column). */
export function ariaSort(sorted: ColumnSort): 'ascending' | 'descending' | undefined {
  if (!sorted) return undefined;
  return sorted === 'asc' ? 'ascending' : 'descending';
}

type SortButtonProps = {
  /** What the column sorts by, as the title reads it: 'Ordenar por <sortsBy>'. */
  sortsBy: string;
  sorted: ColumnSort;
  onClick: ((event: unknown) => void) | undefined;
  className?: string;
  /** The header's text (with any words only assistive technology reads). */
  children: ReactNode;
};

/**
 * The button inside a sortable column header: the header's text and an arrow saying how the column
 * is sorted (both arrows when it is not). The header itself carries `aria-sort` (`ariaSort`).
 * The one sort button of the app (list tables and the punch analysis table).
 */
export function SortButton({ sortsBy, sorted, onClick, className, children }: SortButtonProps) {
  const Icon = !sorted ? ArrowUpDown : sorted === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      title={`Ordenar por ${sortsBy}`}
      className={cn(
        'inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
        sorted && 'text-slate-900',
        className,
      )}
    >
      {children}
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', !sorted && 'opacity-50')} />
    </button>
  );
}
