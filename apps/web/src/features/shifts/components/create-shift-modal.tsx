import { plainDateSchema } from '@app/contract/dates';
import { shiftDates, type CreateShiftInput } from '@app/contract/shifts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/ui/date-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateShift } from '../api/create-shift';
import { shiftMessages as text } from '../shifts-messages';
import { formatPlainDate } from '../../../lib/company-time';
import { errorMessage } from '../../../lib/api-error';
import { isOnApprovedAbsence } from '../utils/absence-refusal';
import {
  createDefaults,
  createFormSchema,
  isCreateComplete,
  type CreatePrefill,
  type ShiftFormValues,
} from '../utils/shift-form';
import { RefusalAlert } from '../../../components/ui/refusal-alert';
import { ShiftFormFields } from './shift-form-fields';
import { UserPicker } from './user-picker';
import { WeekdayCheckboxes } from './weekday-checkboxes';

type CreateShiftModalProps = { prefill: CreatePrefill; onClose: () => void };

/** What a create will write per person, in words, once its date (and repeat end) read right. */
function repeatPreview(date: string, repeatEndDate: string, daysOfWeek: number[]) {
  if (!plainDateSchema.safeParse(date).success) return undefined;
  const end = plainDateSchema.safeParse(repeatEndDate).success ? repeatEndDate : null;
  if (end !== null && end < date) return undefined;
  const dates = shiftDates(date, end, daysOfWeek);
  return text.fields.repeatPreview(
    dates.length,
    formatPlainDate(dates[0]!),
    formatPlainDate(dates[dates.length - 1]!),
  );
}

/**
 * 'Crear Nuevo Turno': the shared fields plus repeat end date, weekdays and the user picker. The
 * shift is always created on its own date; the repeat adds the chosen weekdays after it, and a
 * line says how many shifts that makes, from when to when. Until start, end, a user and a weekday
 * are set, Guardar is announced disabled and saves nothing; pressing it anyway shows SPEC §5's
 * message (not before: a form just opened has not failed yet).
 */
export function CreateShiftModal({ prefill, onClose }: CreateShiftModalProps) {
  const mutation = useCreateShift();
  const form = useForm<ShiftFormValues, unknown, CreateShiftInput>({
    resolver: schemaResolver<ShiftFormValues, CreateShiftInput>(createFormSchema),
    defaultValues: createDefaults(prefill),
  });
  const [date, start, end, usersId, daysOfWeek, repeatEndDate] = useWatch({
    control: form.control,
    name: ['date', 'start', 'end', 'usersId', 'daysOfWeek', 'repeatEndDate'],
  });
  const complete = isCreateComplete({ date, start, end, usersId, daysOfWeek });
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');
  const saving = mutation.isPending;

  const save = form.handleSubmit(async (input) => {
    setRefusal('');
    try {
      await mutation.mutateAsync(input);
      onClose();
    } catch (error) {
      // A day on an approved absence is said here, above the fields to change; any other
      // refusal (overlap, unknown user…) has its toast. The form stays open to correct it.
      if (isOnApprovedAbsence(error)) setRefusal(errorMessage(error, text.absence.onAbsence));
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
      onSubmit={(event) => {
        if (complete) return void save(event);
        event.preventDefault();
        setTried(true);
      }}
      footer={
        <>
          <p role="status" className="mr-auto self-center text-sm text-amber-800">
            {tried && !complete ? text.requiredFields : ''}
          </p>
          <ModalFooter onCancel={onClose} saving={saving} submitBlocked={!complete} />
        </>
      }
    >
      <RefusalAlert>{refusal}</RefusalAlert>
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
                  hint={repeatEndDate ? undefined : text.fields.repeatHint}
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
              summary={repeatPreview(date, repeatEndDate, daysOfWeek)}
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
