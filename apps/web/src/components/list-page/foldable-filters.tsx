import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

/** Whether a list's filters are unfolded on a phone, and the 'Filtros' button that says so. */
export function useFilterFold() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /**
   * After 'Buscar' on a phone: fold the filters so the results show, and give focus back to
   * 'Filtros' (the focused 'Buscar' is folded away). On a desktop, where the button is not
   * shown, nothing changes.
   */
  const foldAfterApply = () => {
    const toggle = toggleRef.current;
    if (!open || !toggle || toggle.getClientRects().length === 0) return;
    setOpen(false);
    toggle.focus();
  };
  return { open, setOpen, toggleRef, foldAfterApply };
}

export type FilterFold = ReturnType<typeof useFilterFold>;

const activeText = (count: number) => (count === 1 ? '1 activo' : `${count} activos`);

type FoldableFiltersProps = {
  /** How many filters are on now: shown on the button, said in its name. */
  activeCount: number;
  /** The fold state when the filters' owner folds them itself (FilterForm after 'Buscar'). */
  fold?: FilterFold;
  children: ReactNode;
};

/**
 * A list's filters (docs/decisions/077): on a phone (below md) folded behind a 'Filtros' button
 * that says how many are on, so the list's first rows show on the first screen; from md up shown
 * as always, without the button. The button is a disclosure: `aria-expanded`, `aria-controls`.
 */
export function FoldableFilters({ activeCount, fold, children }: FoldableFiltersProps) {
  const own = useFilterFold();
  const { open, setOpen, toggleRef } = fold ?? own;
  const panelId = useId();
  return (
    <>
      <Button
        ref={toggleRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="mb-4 w-full md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filtros
          {activeCount > 0 && (
            <>
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
              >
                {activeCount}
              </span>
              <span className="sr-only"> ({activeText(activeCount)})</span>
            </>
          )}
        </span>
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </Button>
      <div id={panelId} className={cn(!open && 'max-md:hidden')}>
        {children}
      </div>
    </>
  );
}
