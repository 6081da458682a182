import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, isConflict } from '../../lib/api-error';
import { Modal, ModalFooter } from '../ui/modal';

type FormModalProps<Values extends FieldValues, Output> = {
  title: string;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The react-hook-form form of the dialog (its resolver is the contract's schema). */
  form: UseFormReturn<Values, unknown, Output>;
  /**
   * Saves the checked values; rejects when the server refuses (its toast comes from the
   * mutation's `meta`). Answers `false` to keep the dialog open after all (a receipt to retry).
   */
  save: (values: Output) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  /** The field a 409 (a name already taken) is said under, in the server's words. */
  conflictField?: Path<Values>;
  children: ReactNode;
};

/**
 * The create or edit dialog of a record or a catalog entry: its fields, Cancelar / Guardar, and
 * the save. A refusal keeps the dialog open with what was typed (the toast says why; a taken name
 * is said under `conflictField`); it cannot be dismissed while saving.
 */
export function FormModal<Values extends FieldValues, Output>({
  title,
  description,
  size,
  form,
  save,
  saving,
  onClose,
  conflictField,
  children,
}: FormModalProps<Values, Output>) {
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if ((await save(values)) !== false) onClose();
    } catch (error) {
      if (conflictField && isConflict(error)) {
        form.setError(conflictField, { message: errorMessage(error, 'Ya existe') });
      }
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={title}
      description={description}
      size={size}
      onSubmit={(event) => void onSubmit(event)}
      footer={<ModalFooter onCancel={onClose} saving={saving} />}
    >
      {children}
    </Modal>
  );
}
