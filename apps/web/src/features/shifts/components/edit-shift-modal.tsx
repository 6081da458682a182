import type { Shift, ShiftScope, UpdateShiftInput } from '@app/contract/shifts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { schemaResolver } from '../../../lib/form-resolver';
import { useReloadShift } from '../api/get-shift';
import { useUpdateShift } from '../api/update-shift';
import { errorMessage } from '../../../lib/api-error';
import { isOnApprovedAbsence } from '../utils/absence-refusal';
import { isShiftChanged } from '../utils/shift-changed';
import { shiftMessages as text } from '../shifts-messages';
import { editDefaults, editFormSchema, type ShiftFormValues } from '../utils/shift-form';
import { ScopeChoice } from './scope-choice';
import { RefusalAlert } from '../../../components/ui/refusal-alert';
import { ShiftFormFields } from './shift-form-fields';
import { ShiftStatusIcon } from './shift-status-icon';

type EditOutput = { scope: ShiftScope; input: UpdateShiftInput };

/**
 * 'Editar Turno': the shared fields, the shift's user and group (read-only) and the scope of the
 * change. The save carries the version the dialog read; when another manager saved first (409
 * SHIFT_CHANGED) the dialog stays open with the reason and 'Recargar' refills it with the shift as
 * it is now.
 */
export function EditShiftModal({
  shift: opened,
  onClose,
}: {
  shift: Shift | null;
  onClose: () => void;
}) {
  const mutation = useUpdateShift();
  const reloadShift = useReloadShift();
  const [shift, setShift] = useState(opened);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [refusal, setRefusal] = useState('');
  const form = useForm<ShiftFormValues, unknown, EditOutput>({
    resolver: schemaResolver<ShiftFormValues, EditOutput>(editFormSchema),
    defaultValues: shift ? editDefaults(shift) : undefined,
  });
  const [start, end] = useWatch({ control: form.control, name: ['start', 'end'] });
  const saving = mutation.isPending;

  const onSubmit = form.handleSubmit(async ({ scope, input }) => {
    if (!shift) return;
    setRefusal('');
    try {
      await mutation.mutateAsync({
        id: shift.id,
        scope,
        input: { ...input, version: shift.version },
      });
      onClose();
    } catch (error) {
      // A stale version and a day on an approved absence are said here; any other failure has
      // its toast. The form stays open.
      if (isShiftChanged(error)) setStale(true);
      else if (isOnApprovedAbsence(error)) {
        setRefusal(errorMessage(error, text.absence.onAbsence));
      }
    }
  });

  const reload = async () => {
    if (!shift) return;
    setReloading(true);
    try {
      const fresh = await reloadShift(shift.id);
      setShift(fresh);
      form.reset({ ...editDefaults(fresh), scope: form.getValues('scope') });
      setStale(false);
      mutation.reset();
    } catch {
      // Its toast comes from the query's meta; the dialog stays as it was.
    } finally {
      setReloading(false);
    }
  };

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
        <>
          <RefusalAlert>{refusal}</RefusalAlert>
          <div className="space-y-5">
            {stale && (
              <div
                role="alert"
                className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:flex-row sm:items-center"
              >
                <div className="flex-1">
                  <p className="font-semibold">{errorMessage(mutation.error, text.shiftChanged)}</p>
                  <p>{text.shiftChangedHint}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void reload()}
                  disabled={reloading}
                  aria-busy={reloading || undefined}
                >
                  {reloading ? text.reloading : text.reload}
                </Button>
              </div>
            )}
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
        </>
      )}
    </Modal>
  );
}
