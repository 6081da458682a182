import {
  createSupplierSchema,
  SUPPLIER_NAME_MAX,
  updateSupplierSchema,
  type Supplier,
} from '@app/contract/suppliers';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/form-field';
import { FormModal } from '../../../components/crud/form-modal';
import { useCreateSupplier } from '../api/create-supplier';
import { useUpdateSupplier } from '../api/update-supplier';
import { supplierMessages as text } from '../suppliers-messages';
import { schemaResolver } from '../../../lib/form-resolver';

type FormValues = { name: string; telephone: string; direction: string; email: string };
type CreateOutput = z.output<typeof createSupplierSchema>;
type UpdateOutput = z.output<typeof updateSupplierSchema>;

/** Name required; telephone, address and email optional (SPEC §5). */
export function SupplierFormModal({
  item,
  onClose,
}: {
  item: Supplier | null;
  onClose: () => void;
}) {
  const createMutation = useCreateSupplier();
  const updateMutation = useUpdateSupplier();
  const saving = createMutation.isPending || updateMutation.isPending;

  const resolver = item
    ? schemaResolver<FormValues, CreateOutput | UpdateOutput>(updateSupplierSchema)
    : schemaResolver<FormValues, CreateOutput | UpdateOutput>(createSupplierSchema);
  const form = useForm<FormValues, unknown, CreateOutput | UpdateOutput>({
    resolver,
    defaultValues: {
      name: item?.name ?? '',
      telephone: item?.telephone ?? '',
      direction: item?.direction ?? '',
      email: item?.email ?? '',
    },
  });
  const { errors } = form.formState;

  const save = (values: CreateOutput | UpdateOutput) =>
    item
      ? updateMutation.mutateAsync({ id: item.id, input: values })
      : createMutation.mutateAsync(values as CreateOutput);

  return (
    <FormModal
      title={item ? text.editTitle : text.createTitle}
      conflictField="name"
      form={form}
      save={save}
      saving={saving}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre"
          required
          maxLength={SUPPLIER_NAME_MAX}
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Teléfono"
          type="tel"
          maxLength={40}
          autoComplete="off"
          error={errors.telephone?.message}
          {...form.register('telephone')}
        />
        <TextField
          label="Email"
          type="email"
          maxLength={254}
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Dirección"
          maxLength={300}
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={errors.direction?.message}
          {...form.register('direction')}
        />
      </div>
    </FormModal>
  );
}
