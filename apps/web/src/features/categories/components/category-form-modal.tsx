import {
  createCategorySchema,
  updateCategorySchema,
  type Category,
} from '@app/contract/categories';
import { CatalogFormModal } from '../../../components/crud/catalog-form-modal';
import { categoryMessages } from '../categories-messages';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';

export function CategoryFormModal({
  item,
  onClose,
}: {
  item: Category | null;
  onClose: () => void;
}) {
  const createMutation = useCreateCategory();
  const updateMutation = useUpdateCategory();
  return (
    <CatalogFormModal
      item={item}
      onClose={onClose}
      titles={{ create: categoryMessages.createTitle, edit: categoryMessages.editTitle }}
      schemas={{ create: createCategorySchema, update: updateCategorySchema }}
      create={(values) => createMutation.mutateAsync(values)}
      update={(id, input) => updateMutation.mutateAsync({ id, input })}
      saving={createMutation.isPending || updateMutation.isPending}
    />
  );
}
