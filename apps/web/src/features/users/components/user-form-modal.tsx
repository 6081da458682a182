import { ROLES, type Role } from '@app/contract/common';
import {
  registerUserSchema,
  updateUserSchema,
  USER_NAME_MAX,
  type User,
} from '@app/contract/users';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { errorMessage, isConflict } from '../../../lib/api-error';
import { ROLE_LABELS } from '../../../lib/roles';
import { useRegisterUser } from '../api/register-user';
import { useUpdateUser } from '../api/update-user';
import { userMessages as text } from '../users-messages';
import { schemaResolver } from '../../../lib/form-resolver';

type FormValues = { name: string; email: string; role: Role; phone: string };
type CreateOutput = z.output<typeof registerUserSchema>;
type UpdateOutput = z.output<typeof updateUserSchema>;

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * Create asks name, email, role and phone; the server mails a link to set the password.
 * On edit the email is shown but cannot change (SPEC §5), so it is not part of the form.
 */
export function UserFormModal({ item, onClose }: { item: User | null; onClose: () => void }) {
  const createMutation = useRegisterUser();
  const updateMutation = useUpdateUser();
  const saving = createMutation.isPending || updateMutation.isPending;
  const lockedEmailId = useId();

  const resolver = item
    ? schemaResolver<FormValues, CreateOutput | UpdateOutput>(updateUserSchema)
    : schemaResolver<FormValues, CreateOutput | UpdateOutput>(registerUserSchema);
  const form = useForm<FormValues, unknown, CreateOutput | UpdateOutput>({
    resolver,
    defaultValues: item
      ? { name: item.name, role: item.role, phone: item.phone }
      : { name: '', email: '', role: 'usuario', phone: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (item) await updateMutation.mutateAsync({ id: item.id, input: values });
      else await createMutation.mutateAsync(values as CreateOutput);
      onClose();
    } catch (error) {
      if (isConflict(error)) {
        form.setError(item ? 'name' : 'email', { message: errorMessage(error, 'Ya existe') });
      }
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={item ? text.editTitle : text.createTitle}
      description={item ? undefined : 'Recibirá por email un enlace para establecer su contraseña.'}
      onSubmit={(event) => void onSubmit(event)}
      footer={<ModalFooter onCancel={onClose} saving={saving} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre"
          required
          maxLength={USER_NAME_MAX}
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={errors.name?.message}
          {...form.register('name')}
        />
        {item ? (
          <TextField
            id={lockedEmailId}
            label="Email"
            type="email"
            value={item.email}
            disabled
            readOnly
            hint={text.emailLocked}
            containerClassName="sm:col-span-2"
          />
        ) : (
          <TextField
            label="Email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            containerClassName="sm:col-span-2"
            error={errors.email?.message}
            {...form.register('email')}
          />
        )}
        <SelectField
          label="Rol"
          required
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <TextField
          label="Teléfono"
          type="tel"
          maxLength={40}
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      {errors.root?.message && <p className="mt-3 text-sm text-red-600">{errors.root.message}</p>}
    </Modal>
  );
}
