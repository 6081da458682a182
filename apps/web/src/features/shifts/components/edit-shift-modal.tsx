import type { Shift, ShiftScope, UpdateShiftInput } from '@app/contract/shifts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { schemaResolver } from '../../../lib/form-resolver';
import { useUpdateShift } from '../api/update-shift';
import { shiftMessages as text } from '../shifts-messages';
import { editDefaults, editFormSchema, type ShiftFormValues } from '../utils/shift-form';
import { ScopeChoice } from './scope-choice';
import { ShiftFormFields } from './shift-form-fields';
import { ShiftStatusIcon } from './shift-status-icon';

type EditOutput = { scope: ShiftScope; input: UpdateShiftInput };

/** 'Editar Turno': the shared fields, the shift's user and group (read-only) and the scope of the change. */
export function EditShiftModal({ shift, onClose }: { shift: Shift | null; onClose: () => void }) {
  const mutation = useUpdateShift();
  const form = useForm<ShiftFormValues, unknown, EditOutput>({
    resolver: schemaResolver<ShiftFormValues, EditOutput>(editFormSchema),
    defaultValues: shift ? editDefaults(shift) : undefined,
  });
  const [start, end] = useWatch({ control: form.control, name: ['start', 'end'] });
  const saving = mutation.isPending;

  const onSubmit = form.handleSubmit(async ({ scope, input }) => {
    if (!shift) return;
    try {
      await mutation.mutateAsync({ id: shift.id, scope, input });
      onClose();
    } catch {
      // The toast says why; the form stays open.
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={text.editTitle}
      size="lg"
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <ModalFooter onCancel={onClose} saving={saving} submitDisabled={!shift || !start || !end} />
      }
    >
      {!shift ? (
        <p role="alert" className="text-sm text-red-600">
          {text.noShiftSelected}
        </p>
      ) : (
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={text.fields.user} value={shift.user} readOnly disabled />
            <TextField
              label={text.fields.groupId}
              value={shift.groupId}
              readOnly
              className="font-mono text-xs"
              hint={
                <span className="inline-flex items-center gap-1">
                  <ShiftStatusIcon published={shift.published} />
                  {shift.published ? text.published : text.draft}
                </span>
              }
            />
          </div>
          <ShiftFormFields form={form} />
          <Controller
            control={form.control}
            name="scope"
            render={({ field }) => <ScopeChoice value={field.value} onChange={field.onChange} />}
          />
        </div>
      )}
    </Modal>
  );
}
