import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '../../lib/format';
import { cn } from '../../lib/utils';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

const AROUND = 2;
const MARGIN = 2;

/**
 * The pages to show (SPEC §9): two around the current one and two at each margin, with an
 * ellipsis for each gap. A gap of a single page shows that page instead of an ellipsis.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(MARGIN, totalPages); page++) shown.add(page);
  for (let page = Math.max(1, totalPages - MARGIN + 1); page <= totalPages; page++) shown.add(page);
  for (let page = current - AROUND; page <= current + AROUND; page++) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) {
      items.push(page < current ? 'ellipsis-start' : 'ellipsis-end');
    }
    items.push(page);
  });
  return items;
}

type PaginatorProps = {
  page: number;
  totalItems: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors';

export function Paginator({ page, totalItems, pageSize, onPageChange, className }: PaginatorProps) {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, totalItems);

  return (
    <nav
      aria-label="Paginación"
      className={cn('flex flex-col items-center justify-between gap-3 sm:flex-row', className)}
    >
      <p className="text-sm text-slate-500">
        {formatCount(first)}–{formatCount(last)} de {formatCount(totalItems)}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-slate-600 hover:bg-slate-100 disabled:text-slate-300')}
            onClick={() => onPageChange(current - 1)}
            disabled={current === 1}
            aria-label="Página anterior"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
        </li>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  itemClass,
                  item === current
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 hover:bg-slate-100',
                )}
                onClick={() => onPageChange(item)}
                aria-label={`Página ${item}`}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-slate-600 hover:bg-slate-100 disabled:text-slate-300')}
            onClick={() => onPageChange(current + 1)}
            disabled={current === totalPages}
            aria-label="Página siguiente"
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
