import { Search, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { FoldableFilters, useFilterFold } from './foldable-filters';
import type { FilterValues } from './use-list-filters';

type FilterFormProps<K extends string> = {
  /** Names the section for assistive technology ('Filtros de ingresos'). */
  label: string;
  /** The filters the list shows now (from the address). */
  applied: FilterValues<K>;
  /** Filters with nothing set, for 'Limpiar'. */
  empty: FilterValues<K>;
  onApply: (filters: FilterValues<K>) => void;
  /** Errors that keep a draft from being applied (a backwards range), under their fields. */
  check?: (draft: FilterValues<K>) => Partial<Record<K, string>>;
  /** Fields a wide screen puts on one line (3 unless told: four short fields fit on one too). */
  columns?: 3 | 4;
  children: (
    draft: FilterValues<K>,
    set: (key: K, value: string) => void,
    errors: Partial<Record<K, string>>,
  ) => ReactNode;
};

const sameFilters = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((key) => a[key] === b[key]);

/**
 * The filters of a paged list (SPEC §4: a change takes effect on 'Buscar'). The fields edit a
 * draft; 'Buscar' (or Enter) applies it, 'Limpiar' clears every filter. When the address changes
 * from outside (back button, a shared link) the fields show what is applied. On a phone they fold
 * behind 'Filtros' (FoldableFilters), and fold again once 'Buscar' applies them.
 */
export function FilterForm<K extends string>({
  label,
  applied,
  empty,
  onApply,
  check,
  columns = 3,
  children,
}: FilterFormProps<K>) {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const fold = useFilterFold();
  if (!sameFilters(shown, applied)) {
    setShown(applied);
    setDraft(applied);
    setErrors({});
  }
  const set = (key: K, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors({});
  };
  const submit = () => {
    const found = check?.(draft) ?? {};
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onApply(draft);
    fold.foldAfterApply();
  };
  const clear = () => {
    setDraft(empty);
    setErrors({});
    onApply(empty);
  };
  const anyApplied = !sameFilters(applied, empty);
  const activeCount = Object.keys(empty).filter(
    (key) => applied[key as K] !== empty[key as K],
  ).length;

  return (
    <FoldableFilters activeCount={activeCount} fold={fold}>
      <form
        noValidate
        role="search"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:flex-wrap lg:items-start"
      >
        <div
          className={cn(
            'grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-2',
            columns === 4 ? 'xl:grid-cols-4' : 'xl:grid-cols-3',
          )}
        >
          {children(draft, set, errors)}
        </div>
        <div className="flex gap-2 lg:pt-7">
          <Button type="submit" className="flex-1 lg:flex-none">
            <Search className="size-4" aria-hidden="true" />
            Buscar
          </Button>
          <Button
            variant="secondary"
            onClick={clear}
            disabled={!anyApplied && sameFilters(draft, empty)}
            className="flex-1 lg:flex-none"
          >
            <X className="size-4" aria-hidden="true" />
            Limpiar
          </Button>
        </div>
      </form>
    </FoldableFilters>
  );
}
