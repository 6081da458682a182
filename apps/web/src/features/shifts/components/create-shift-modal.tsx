import type { CreateShiftInput } from '@app/contract/shifts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/ui/date-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateShift } from '../api/create-shift';
import { shiftMessages as text } from '../shifts-messages';
import {
  createDefaults,
  createFormSchema,
  isCreateComplete,
  type CreatePrefill,
  type ShiftFormValues,
} from '../utils/shift-form';
import { ShiftFormFields } from './shift-form-fields';
import { UserPicker } from './user-picker';
import { WeekdayCheckboxes } from './weekday-checkboxes';

type CreateShiftModalProps = { prefill: CreatePrefill; onClose: () => void };

/**
 * 'Crear Nuevo Turno': the shared fields plus repeat end date, weekdays and the user picker.
 * Saving stays disabled, with SPEC §5's message, until start, end, a user and a weekday are set.
 */
export function CreateShiftModal({ prefill, onClose }: CreateShiftModalProps) {
  const mutation = useCreateShift();
  const form = useForm<ShiftFormValues, unknown, CreateShiftInput>({
    resolver: schemaResolver<ShiftFormValues, CreateShiftInput>(createFormSchema),
    defaultValues: createDefaults(prefill),
  });
  const [date, start, end, usersId, daysOfWeek] = useWatch({
    control: form.control,
    name: ['date', 'start', 'end', 'usersId', 'daysOfWeek'],
  });
  const complete = isCreateComplete({ date, start, end, usersId, daysOfWeek });
  const saving = mutation.isPending;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      onClose();
    } catch {
      // The toast says why (overlap, unknown user…); the form stays open to correct it.
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={text.createTitle}
      size="lg"
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <>
          {!complete && (
            <p role="status" className="mr-auto self-center text-sm text-amber-700">
              {text.requiredFields}
            </p>
          )}
          <ModalFooter onCancel={onClose} saving={saving} submitDisabled={!complete} />
        </>
      }
    >
      <div className="space-y-5">
        <ShiftFormFields
          form={form}
          besideMinutes={
            <Controller
              control={form.control}
              name="repeatEndDate"
              render={({ field }) => (
                <DateField
                  label={text.fields.repeatEndDate}
                  min={date || undefined}
                  hint={text.fields.repeatHint}
                  error={form.formState.errors.repeatEndDate?.message}
                  {...field}
                />
              )}
            />
          }
        />
        <Controller
          control={form.control}
          name="daysOfWeek"
          render={({ field }) => (
            <WeekdayCheckboxes
              value={field.value}
              onChange={field.onChange}
              invalid={field.value.length === 0}
            />
          )}
        />
        <Controller
          control={form.control}
          name="usersId"
          render={({ field }) => <UserPicker value={field.value} onChange={field.onChange} />}
        />
      </div>
    </Modal>
  );
}
