import { HOLIDAY_NAME_MAX, createHolidaySchema, type Holiday } from '@app/contract/holidays';
import { plainDateSchema } from '@app/contract/dates';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal } from '../../../components/crud/form-modal';
import { DialogAlert } from '../../../components/ui/dialog-alert';
import { DateFormField } from '../../../components/ui/form-controls';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage, isConflict } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { formDate } from '../../../lib/form-schemas';
import { useCreateHoliday } from '../api/create-holiday';
import { useUpdateHoliday } from '../api/update-holiday';
import { holidayMessages as text } from '../holidays-messages';

type Values = { date: string; name: string };
type Output = z.output<typeof createHolidaySchema>;

/** The contract's holiday, with the form's date rules ('Requerido', the DD/MM/AAAA hint). */
const formSchema = createHolidaySchema.extend({ date: formDate(plainDateSchema) });

/**
 * 'Nuevo festivo' / 'Editar festivo': a date and a name. A refusal is said once, in the dialog
 * (no toast), with the focus on it: a date that already has a holiday, or a closed month (409),
 * under the date; anything else above the fields.
 */
export function HolidayFormModal({
  item,
  defaultDate,
  onClose,
}: {
  item: Holiday | null;
  /** A new one starts on this day (in the year shown). */
  defaultDate: string;
  onClose: () => void;
}) {
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver<Values, Output>(formSchema),
    defaultValues: item ? { date: item.date, name: item.name } : { date: defaultDate, name: '' },
  });
  const [refusal, setRefusal] = useState('');
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) alert.current?.focus();
  }, [refusal]);
  const save = async (values: Output) => {
    setRefusal('');
    try {
      return await (item
        ? update.mutateAsync({ id: item.id, input: values })
        : create.mutateAsync(values));
    } catch (error) {
      const message = errorMessage(error, item ? text.updateError : text.createError);
      if (isConflict(error)) form.setError('date', { message }, { shouldFocus: true });
      else setRefusal(message);
      return false;
    }
  };
  return (
    <FormModal
      title={item ? text.editTitle : text.createTitle}
      form={form}
      save={save}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      {refusal && (
        <div ref={alert} tabIndex={-1} className="rounded-lg focus:outline-none">
          <DialogAlert>{refusal}</DialogAlert>
        </div>
      )}
      <div className="space-y-4">
        <DateFormField control={form.control} name="date" label={text.date} required />
        <TextField
          label={text.name}
          required
          maxLength={HOLIDAY_NAME_MAX}
          placeholder={text.namePlaceholder}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
      </div>
    </FormModal>
  );
}
