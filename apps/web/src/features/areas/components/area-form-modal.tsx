import { createAreaSchema, updateAreaSchema, type Area } from '@app/contract/areas';
import { CatalogFormModal } from '../../../components/crud/catalog-form-modal';
import { areaMessages } from '../areas-messages';
import { useCreateArea } from '../api/create-area';
import { useUpdateArea } from '../api/update-area';

export function AreaFormModal({ item, onClose }: { item: Area | null; onClose: () => void }) {
  const createMutation = useCreateArea();
  const updateMutation = useUpdateArea();
  return (
    <CatalogFormModal
      item={item}
      onClose={onClose}
      titles={{ create: areaMessages.createTitle, edit: areaMessages.editTitle }}
      schemas={{ create: createAreaSchema, update: updateAreaSchema }}
      create={(values) => createMutation.mutateAsync(values)}
      update={(id, input) => updateMutation.mutateAsync({ id, input })}
      saving={createMutation.isPending || updateMutation.isPending}
    />
  );
}
