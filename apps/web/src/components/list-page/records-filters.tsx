import type { ReactNode } from 'react';
import {
  CATALOG_KEYS,
  CATALOG_ORDER,
  CatalogSelect,
  type Catalog,
  type CatalogRows,
} from '../ui/catalog-select';
import { TextField } from '../ui/form-field';
import { FilterForm } from './filter-form';
import { emptyFilters, type FilterParam, type FilterValues } from './use-list-filters';

type RecordsFiltersProps<K extends string> = {
  texts: { filtersLabel: string; nameFilter: string; namePlaceholder: string };
  /** The list's filters in the address; every one has a `name`, some a catalog's id. */
  params: Record<K | 'name', FilterParam>;
  applied: FilterValues<K | 'name'>;
  onApply: (filters: FilterValues<K | 'name'>) => void;
  /** The catalogs the list is filtered by, each with its entries (see CatalogFilterFields). */
  catalogs: Partial<Record<Catalog, CatalogRows>>;
  /** Errors that keep a draft from being applied (`checkDateRange`). */
  check?: (draft: NoInfer<FilterValues<K | 'name'>>) => Partial<Record<K | 'name', string>>;
  /** The list's own fields between the name and the catalogs (the dates, the day of the month). */
  children?: (
    draft: NoInfer<FilterValues<K | 'name'>>,
    set: (key: NoInfer<K> | 'name', value: string) => void,
    errors: NoInfer<Partial<Record<K | 'name', string>>>,
  ) => ReactNode;
};

/**
 * The filters of a list of finance records (Ingresos, Egresos, Egresos Recurrentes, SPEC §2):
 * 'Buscar por nombre', the list's own fields, then its catalogs; applied on 'Buscar'
 * (FilterForm).
 */
export function RecordsFilters<K extends string>({
  texts,
  params,
  applied,
  onApply,
  catalogs,
  check,
  children,
}: RecordsFiltersProps<K>) {
  return (
    <FilterForm
      label={texts.filtersLabel}
      applied={applied}
      empty={emptyFilters(params)}
      onApply={onApply}
      check={check}
    >
      {(draft, set, errors) => (
        <>
          <TextField
            type="search"
            label={texts.nameFilter}
            placeholder={texts.namePlaceholder}
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
            maxLength={200}
            autoComplete="off"
          />
          {children?.(draft, set, errors)}
          <CatalogFilterFields catalogs={catalogs} values={draft} set={set} />
        </>
      )}
    </FilterForm>
  );
}

type CatalogFilterFieldsProps<K extends string> = {
  /**
   * The catalogs filtered by, each with its entries, shown in the order category, area, supplier;
   * each filter's key is `categoryId`, `areaId`, `supplierId`.
   */
  catalogs: Partial<Record<Catalog, CatalogRows>>;
  /** The list's filters (a FilterForm draft, or the applied ones of a bar). */
  values: Record<K, string>;
  set: (key: K, value: string) => void;
  /** A narrow filter bar (Reporte de Gastos): 'Todas' / 'Todos' as the empty choice. */
  short?: boolean;
  containerClassName?: string;
};

/**
 * The category, area and supplier selects of a list's filters ('Todas las categorías' = not
 * filtered), in a FilterForm draft or in a bar that applies at once (the expense report). One
 * place, so every finance list and the report filter their catalogs alike.
 */
export function CatalogFilterFields<K extends string>({
  catalogs,
  values,
  set,
  short,
  containerClassName,
}: CatalogFilterFieldsProps<K>) {
  return CATALOG_ORDER.filter((catalog) => catalog in catalogs).map((catalog) => {
    const key = CATALOG_KEYS[catalog] as K;
    return (
      <CatalogSelect
        key={catalog}
        catalog={catalog}
        rows={catalogs[catalog]}
        choice="all"
        short={short}
        value={values[key]}
        onChange={(event) => set(key, event.target.value)}
        containerClassName={containerClassName}
      />
    );
  });
}
