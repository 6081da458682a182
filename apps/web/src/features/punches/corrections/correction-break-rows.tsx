import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { TimeField } from '../../../components/ui/time-field';
import type { CorrectionTimesValues } from '../utils/correction-form';
import { correctionMessages as text } from './corrections-messages';

const TYPE_OPTIONS = [
  { value: 'break', label: text.typeBreak },
  { value: 'lunch', label: text.typeLunch },
];

type Props = {
  control: Control<CorrectionTimesValues, unknown, unknown>;
  errors: FieldErrors<CorrectionTimesValues>;
  /** A refusal of the server about the breaks, said under the list. */
  listError?: string;
};

/** The breaks and lunch of a correction: a row each (type, start, end), added and removed. */
export function CorrectionBreakRows({ control, errors, listError }: Props) {
  const rows = useFieldArray({ control, name: 'breaks', keyName: 'key' });
  const error = listError ?? errors.breaks?.root?.message ?? errors.breaks?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{text.breaksTitle}</legend>
      <p className="text-xs text-slate-500">{text.breaksHint}</p>
      {rows.fields.length === 0 && <p className="text-sm text-slate-500">{text.noBreakRows}</p>}
      <ol className="space-y-2">
        {rows.fields.map((row, index) => {
          const rowErrors = errors.breaks?.[index];
          return (
            <li
              key={row.key}
              aria-label={text.rowLabel(index + 1)}
              // A phone: type and 'Quitar' above, start and end below; wider: one line.
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[9rem_1fr_1fr_auto]"
            >
              <Controller
                control={control}
                name={`breaks.${index}.type`}
                render={({ field }) => (
                  <SelectField
                    label={text.rowType}
                    options={TYPE_OPTIONS}
                    error={rowErrors?.type?.message}
                    containerClassName="col-span-2 sm:col-span-1"
                    {...field}
                  />
                )}
              />
              <Controller
                control={control}
                name={`breaks.${index}.start`}
                render={({ field }) => (
                  <TimeField
                    label={text.rowStart}
                    error={rowErrors?.start?.message}
                    required
                    {...field}
                  />
                )}
              />
              <Controller
                control={control}
                name={`breaks.${index}.end`}
                render={({ field }) => (
                  <TimeField
                    label={text.rowEnd}
                    error={rowErrors?.end?.message}
                    required
                    {...field}
                  />
                )}
              />
              <Button
                variant="ghost"
                size="icon"
                className="col-start-3 row-start-1 mt-7 sm:col-start-4"
                aria-label={text.removeBreak(index + 1)}
                onClick={() => rows.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => rows.append({ type: 'break', start: '', end: '' })}
      >
        <Plus className="size-4" aria-hidden="true" />
        {text.addBreak}
      </Button>
    </fieldset>
  );
}
