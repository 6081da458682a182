import {
  DESCRIPTION_MAX,
  NAME_MAX,
  type CatalogEntry,
  type createCatalogEntrySchema,
  type CreateCatalogEntry,
  type updateCatalogEntrySchema,
  type UpdateCatalogEntry,
} from '@app/contract/catalog';
import { useForm } from 'react-hook-form';
import { TextField } from '../ui/form-field';
import { FormModal } from './form-modal';
import { TextareaField } from '../ui/textarea-field';
import { schemaResolver } from '../../lib/form-resolver';

type FormValues = { name: string; description: string };

type CatalogFormModalProps = {
  item: CatalogEntry | null;
  onClose: () => void;
  titles: { create: string; edit: string };
  schemas: { create: typeof createCatalogEntrySchema; update: typeof updateCatalogEntrySchema };
  create: (values: CreateCatalogEntry) => Promise<unknown>;
  update: (id: number, values: UpdateCatalogEntry) => Promise<unknown>;
  saving: boolean;
};

/**
 * Create or edit a named entry with a description (categories, areas). Create requires both;
 * on edit the description may be left empty (SPEC §5). A taken name is shown under the field.
 */
export function CatalogFormModal({
  item,
  onClose,
  titles,
  schemas,
  create,
  update,
  saving,
}: CatalogFormModalProps) {
  type Output = CreateCatalogEntry | UpdateCatalogEntry;
  const resolver = item
    ? schemaResolver<FormValues, Output>(schemas.update)
    : schemaResolver<FormValues, Output>(schemas.create);
  const form = useForm<FormValues, unknown, CreateCatalogEntry | UpdateCatalogEntry>({
    resolver,
    defaultValues: { name: item?.name ?? '', description: item?.description ?? '' },
  });
  const { errors } = form.formState;

  const save = (values: Output) =>
    item ? update(item.id, values) : create(values as CreateCatalogEntry);

  return (
    <FormModal
      title={item ? titles.edit : titles.create}
      conflictField="name"
      form={form}
      save={save}
      saving={saving}
      onClose={onClose}
    >
      <div className="space-y-4">
        <TextField
          label="Nombre"
          required
          maxLength={NAME_MAX}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextareaField
          label="Descripción"
          required={!item}
          maxLength={DESCRIPTION_MAX}
          error={errors.description?.message}
          {...form.register('description')}
        />
        {errors.root?.message && <p className="text-sm text-red-600">{errors.root.message}</p>}
      </div>
    </FormModal>
  );
}
