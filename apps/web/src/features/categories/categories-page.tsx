import type { Category } from '@app/contract/categories';
import { CrudListPage } from '../../components/crud/crud-list-page';
import { useCategories } from './api/get-categories';
import { useDeleteCategory } from './api/delete-category';
import { categoryMessages as text } from './categories-messages';
import { CategoryFormModal } from './components/category-form-modal';

export function CategoriesPage() {
  const query = useCategories();
  const deleteMutation = useDeleteCategory();
  return (
    <CrudListPage<Category>
      title={text.title}
      subtitle={text.subtitle}
      createLabel={text.createLabel}
      tableLabel={text.tableLabel}
      query={query}
      loadErrorMessage={text.loadError}
      columns={[
        {
          key: 'name',
          header: 'Nombre',
          sortValue: (item) => item.name,
          cell: (item) => <span className="font-medium text-slate-900">{item.name}</span>,
        },
        { key: 'description', header: 'Descripción', cell: (item) => item.description || '—' },
      ]}
      renderForm={(props) => <CategoryFormModal {...props} />}
      remove={{
        title: text.deleteTitle,
        describe: (item) => (
          <p>
            ¿Seguro que deseas eliminar la categoría{' '}
            <strong className="text-slate-900">{item.name}</strong>? Esta acción no se puede
            deshacer.
          </p>
        ),
        run: (item) => deleteMutation.mutateAsync(item.id),
        errorMessage: text.deleteError,
      }}
    />
  );
}
