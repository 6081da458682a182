import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../components/ui/date-field';
import { TimeField } from '../../../components/ui/time-field';
import type { CorrectionTimesValues } from '../utils/correction-form';
import { CorrectionBreakRows } from './correction-break-rows';
import { correctionMessages as text } from './corrections-messages';

/** Entry and exit, a date and a time each, in reading order (two columns from a tablet on). */
const FIELDS = [
  { name: 'entryDate', label: text.entryDate, Field: DateField, required: true },
  { name: 'entryTime', label: text.entryTime, Field: TimeField, required: true },
  { name: 'exitDate', label: text.exitDate, Field: DateField, required: false },
  { name: 'exitTime', label: text.exitTime, Field: TimeField, required: false },
] as const;

type TimesForm = UseFormReturn<CorrectionTimesValues, unknown, unknown>;

type CorrectionTimesFieldsProps<Values extends CorrectionTimesValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** A refusal of the server about the breaks, said under their list. */
  breaksError?: string;
};

/**
 * The times of a correction, the same in every dialog (request, direct correction, approval):
 * entry and exit as a date and a time (a night shift's exit names its own day), then the breaks
 * and lunch. The rules' messages show under the field they are about.
 */
export function CorrectionTimesFields<Values extends CorrectionTimesValues, Output>({
  form: typed,
  breaksError,
}: CorrectionTimesFieldsProps<Values, Output>) {
  const form = typed as unknown as TimesForm;
  const errors: FieldErrors<CorrectionTimesValues> = form.formState.errors;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ name, label, Field, required }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <Field
                label={label}
                required={required}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
        ))}
      </div>
      <CorrectionBreakRows control={form.control} errors={errors} listError={breaksError} />
    </div>
  );
}
