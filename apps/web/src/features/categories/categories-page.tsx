import type { Category } from '@app/contract/categories';
import { CatalogListPage, descriptionColumn } from '../../components/crud/catalog-list-page';
import { useDeleteCategory } from './api/delete-category';
import { useCategories } from './api/get-categories';
import { categoryMessages as text } from './categories-messages';
import { CategoryFormModal } from './components/category-form-modal';

/** Categorías (SPEC §2): what expenses are filed under. */
export function CategoriesPage() {
  return (
    <CatalogListPage<Category>
      texts={text}
      query={useCategories()}
      remove={useDeleteCategory()}
      columns={[descriptionColumn()]}
      form={(props) => <CategoryFormModal {...props} />}
    />
  );
}
