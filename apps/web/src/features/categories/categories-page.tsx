import type { Category } from '@app/contract/categories';
import type { Load } from '../../lib/lazy-component';
import {
  CatalogListPage,
  type CatalogFormProps,
  descriptionColumn,
} from '../../components/crud/catalog-list-page';
import { useDeleteCategory } from './api/delete-category';
import { useCategories } from './api/get-categories';
import { categoryMessages as text } from './categories-messages';

const loadForm: Load<CatalogFormProps<Category>> = () =>
  import('./components/category-form-modal').then((m) => m.CategoryFormModal);

/** Categorías (SPEC §2): what expenses are filed under. */
export function CategoriesPage() {
  return (
    <CatalogListPage<Category>
      texts={text}
      query={useCategories()}
      remove={useDeleteCategory()}
      columns={[descriptionColumn()]}
      loadForm={loadForm}
    />
  );
}
