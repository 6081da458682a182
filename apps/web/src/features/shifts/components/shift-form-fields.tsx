import { SHIFT_MINUTES_MAX, SHIFT_NOTES_MAX } from '@app/contract/shifts';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/form-field';
import { TimeField } from '../../../components/ui/time-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { shiftMessages as text } from '../shifts-messages';
import { isOvernight, type ShiftFormValues } from '../utils/shift-form';
import { ColorField } from './color-field';

/** The fields create and edit share (SPEC §2): date, start, end, break, lunch, colour, notes. */
type ShiftFormFieldsProps<Output> = {
  form: UseFormReturn<ShiftFormValues, unknown, Output>;
  /** A field beside break and lunch (create: the repeat end date). */
  besideMinutes?: ReactNode;
};

export function ShiftFormFields<Output>({ form, besideMinutes }: ShiftFormFieldsProps<Output>) {
  const { errors } = form.formState;
  const [start, end] = useWatch({ control: form.control, name: ['start', 'end'] });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DateField label={text.fields.date} required error={errors.date?.message} {...field} />
          )}
        />
        <Controller
          control={form.control}
          name="start"
          render={({ field }) => (
            <TimeField
              label={text.fields.start}
              required
              error={errors.start?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name="end"
          render={({ field }) => (
            <TimeField
              label={text.fields.end}
              required
              error={errors.end?.message}
              hint={isOvernight(start, end) ? text.nextDay : undefined}
              {...field}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={text.fields.breakMinutes}
          type="number"
          inputMode="numeric"
          min={0}
          max={SHIFT_MINUTES_MAX}
          step={1}
          error={errors.breakMinutes?.message}
          {...form.register('breakMinutes')}
        />
        <TextField
          label={text.fields.lunchMinutes}
          type="number"
          inputMode="numeric"
          min={0}
          max={SHIFT_MINUTES_MAX}
          step={1}
          error={errors.lunchMinutes?.message}
          {...form.register('lunchMinutes')}
        />
        {besideMinutes}
      </div>
      <Controller
        control={form.control}
        name="color"
        render={({ field, fieldState }) => (
          <ColorField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField
        label={text.fields.notes}
        maxLength={SHIFT_NOTES_MAX}
        rows={2}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </div>
  );
}
