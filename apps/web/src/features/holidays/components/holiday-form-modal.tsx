import { HOLIDAY_NAME_MAX, createHolidaySchema, type Holiday } from '@app/contract/holidays';
import { plainDateSchema } from '@app/contract/dates';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal } from '../../../components/crud/form-modal';
import { DateFormField } from '../../../components/ui/form-controls';
import { TextField } from '../../../components/ui/form-field';
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
 * 'Nuevo festivo' / 'Editar festivo': a date and a name. A date that already has one is said
 * under the date, in the server's words (409).
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
  return (
    <FormModal
      title={item ? text.editTitle : text.createTitle}
      form={form}
      save={(values) =>
        item ? update.mutateAsync({ id: item.id, input: values }) : create.mutateAsync(values)
      }
      saving={create.isPending || update.isPending}
      onClose={onClose}
      conflictField="date"
    >
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
