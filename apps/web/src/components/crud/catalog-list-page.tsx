import { useMemo } from 'react';
import type { Load } from '../../lib/lazy-component';
import { LazyDialog, usePreloadOnIntent } from '../../lib/lazy-dialogs';
import type { Column } from '../list-page/data-table';
import { CrudListPage, type CrudListQuery } from './crud-list-page';

type Named = { id: number; name: string };

/** The Spanish texts of a catalog's screen (its messages file holds them). */
export type CatalogListTexts = {
  title: string;
  subtitle: string;
  createLabel: string;
  tableLabel: string;
  loadError: string;
  deleteTitle: string;
  deleteError: string;
  /** How the delete question names an entry: 'el área', 'la categoría', 'el proveedor'. */
  theEntry: string;
};

type CatalogListPageProps<T extends Named> = {
  texts: CatalogListTexts;
  query: CrudListQuery<T>;
  /** The catalog's delete mutation (its toasts in `meta`; a refusal is said in the dialog). */
  remove: { mutateAsync: (id: number) => Promise<unknown> };
  /** The columns after the name, which always comes first, in bold and sortable. */
  columns: Column<T>[];
  /**
   * The create and edit dialog's code, a chunk of its own loaded at the first sign of use (its
   * form library is not needed to draw the list: docs/decisions/072, 091).
   */
  loadForm: Load<CatalogFormProps<T>>;
};

export type CatalogFormProps<T> = { item: T | null; onClose: () => void };

/** The description column of a catalog that has one (categories, areas), '—' when empty. */
export const descriptionColumn = <T extends Named & { description: string }>(): Column<T> => ({
  key: 'description',
  header: 'Descripción',
  cell: (item) => item.description || '—',
});

/**
 * A catalog's screen (Categorías, Áreas, Proveedores, SPEC §2) on CrudListPage: the name column,
 * the catalog's own columns, its create and edit dialog, and the delete question in one wording.
 */
export function CatalogListPage<T extends Named>({
  texts,
  query,
  remove,
  columns,
  loadForm,
}: CatalogListPageProps<T>) {
  usePreloadOnIntent(useMemo(() => [loadForm], [loadForm]));
  return (
    <CrudListPage<T>
      title={texts.title}
      subtitle={texts.subtitle}
      createLabel={texts.createLabel}
      tableLabel={texts.tableLabel}
      query={query}
      loadErrorMessage={texts.loadError}
      columns={[
        {
          key: 'name',
          header: 'Nombre',
          sortValue: (item) => item.name,
          cell: (item) => <span className="font-medium text-slate-900">{item.name}</span>,
        },
        ...columns,
      ]}
      renderForm={(props) => (
        <LazyDialog open load={loadForm} onClose={props.onClose}>
          {(Form) => <Form {...props} />}
        </LazyDialog>
      )}
      remove={{
        title: texts.deleteTitle,
        describe: (item) => (
          <p>
            ¿Seguro que deseas eliminar {texts.theEntry}{' '}
            <strong className="text-slate-900">{item.name}</strong>? Esta acción no se puede
            deshacer.
          </p>
        ),
        run: (item) => remove.mutateAsync(item.id),
        errorMessage: texts.deleteError,
      }}
    />
  );
}
