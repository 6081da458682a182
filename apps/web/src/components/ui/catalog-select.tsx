import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField } from './form-field';

/** The catalogs a finance record is filed under (SPEC §2): Categorías, Áreas, Proveedores. */
export type Catalog = 'category' | 'area' | 'supplier';

/** A catalog's entries as its list query answers them (`useCategories().data`, …). */
export type CatalogRows = readonly { id: number; name: string }[] | undefined;

/**
 * What the empty choice of a catalog select means: `all` in a filter (not filtered), `choose` in
 * a form that requires one, `none` in a form where it is optional (the record has none).
 */
export type CatalogChoice = 'all' | 'choose' | 'none';

/** The Spanish texts of each catalog's select (SPEC §2, §5). */
export const CATALOG_TEXTS = {
  category: {
    label: 'Categoría',
    all: 'Todas las categorías',
    allShort: 'Todas',
    choose: 'Selecciona una categoría',
    none: 'Sin categoría',
  },
  area: {
    label: 'Área',
    all: 'Todas las áreas',
    allShort: 'Todas',
    choose: 'Selecciona un área',
    none: 'Sin área',
  },
  supplier: {
    label: 'Proveedor',
    all: 'Todos los proveedores',
    allShort: 'Todos',
    choose: 'Selecciona un proveedor',
    none: 'Sin proveedor',
  },
} satisfies Record<Catalog, Record<'label' | CatalogChoice | 'allShort', string>>;

/** Where each catalog's id lives in a record, its form and its list's filters. */
export const CATALOG_KEYS = {
  category: 'categoryId',
  area: 'areaId',
  supplier: 'supplierId',
} as const;

/** The order catalogs are shown in, wherever several are. */
export const CATALOG_ORDER: readonly Catalog[] = ['category', 'area', 'supplier'];

/** `{ id, name }` entries as the options of a select, the id as text. */
export const catalogOptions = (rows: CatalogRows) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

type CatalogSelectProps = Omit<
  ComponentProps<typeof SelectField>,
  'label' | 'options' | 'placeholder' | 'required'
> & {
  catalog: Catalog;
  rows: CatalogRows;
  choice: CatalogChoice;
  /** A narrow filter bar (Reporte de Gastos) says only 'Todas' / 'Todos'. */
  short?: boolean;
};

/**
 * The one select of a category, an area or a supplier, in filters and forms alike: its label,
 * its empty choice ('Todas las categorías', 'Selecciona un área', 'Sin proveedor') and the
 * catalog's entries. The caller gives the rows from the catalog's query (components/ know no
 * feature; docs/decisions/082).
 */
export function CatalogSelect({ catalog, rows, choice, short, ...props }: CatalogSelectProps) {
  const texts = CATALOG_TEXTS[catalog];
  return (
    <SelectField
      label={choice === 'none' ? `${texts.label} (opcional)` : texts.label}
      required={choice === 'choose'}
      placeholder={choice === 'all' && short ? texts.allShort : texts[choice]}
      options={catalogOptions(rows)}
      {...props}
    />
  );
}

type CatalogFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  catalog: Catalog;
  rows: CatalogRows;
  /** Required ('Selecciona …') or optional ('Sin …', the label says '(opcional)'). */
  required: boolean;
};

/**
 * A catalog select in a react-hook-form form, with its error under it. Controlled: the catalog's
 * entries arrive after the form has its values, and a native select would drop a value it has no
 * option for yet.
 */
export function CatalogField<Values extends FieldValues, Output>({
  control,
  name,
  catalog,
  rows,
  required,
}: CatalogFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CatalogSelect
          catalog={catalog}
          rows={rows}
          choice={required ? 'choose' : 'none'}
          error={fieldState.error?.message}
          {...field}
        />
      )}
    />
  );
}

type CatalogFieldsProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  /** The catalogs the record is filed under, each with its entries (`categoryId`, …). */
  catalogs: Partial<Record<Catalog, CatalogRows>>;
  /** The catalogs a record may leave empty (an expense's supplier). */
  optional?: readonly Catalog[];
};

/** A form's catalog selects (CatalogField), in the order category, area, supplier. */
export function CatalogFields<Values extends FieldValues, Output>({
  control,
  catalogs,
  optional = [],
}: CatalogFieldsProps<Values, Output>) {
  return CATALOG_ORDER.filter((catalog) => catalog in catalogs).map((catalog) => (
    <CatalogField
      key={catalog}
      control={control}
      name={CATALOG_KEYS[catalog] as Path<Values>}
      catalog={catalog}
      rows={catalogs[catalog]}
      required={!optional.includes(catalog)}
    />
  ));
}
