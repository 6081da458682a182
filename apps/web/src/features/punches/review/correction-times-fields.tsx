import { Coffee, Plus, Trash2, UtensilsCrossed } from 'lucide-react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { TimeField } from '../../../components/ui/time-field';
import { isNextDay, type CorrectionTimesValues } from './correction-form';
import { reviewMessages as text } from './review-messages';

type TimesForm = UseFormReturn<CorrectionTimesValues, unknown, unknown>;

/**
 * Entry (date and time), exit, and the breaks and lunch of a correction. Every time after the
 * entry is a time of day; one earlier than the entry is the next day (said beside the field).
 * The rules' messages show under the field they are about.
 */
export function CorrectionTimesFields<Values extends CorrectionTimesValues>({
  form: typed,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  const form = typed as unknown as TimesForm;
  const errors = form.formState.errors;
  const breaks = useFieldArray({ control: form.control, name: 'breaks' });
  const [entry, exit, rows] = useWatch({
    control: form.control,
    name: ['entry', 'exit', 'breaks'],
  });
  // A rule on the whole list (one lunch) sits at the array's root.
  const breaksError = errors.breaks?.root?.message ?? errors.breaks?.message;
  const nextDay = (value: string) => (isNextDay(entry, value) ? text.nextDay : undefined);

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="entryDate"
          render={({ field }) => (
            <DateField
              label={text.entryDate}
              required
              error={errors.entryDate?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name="entry"
          render={({ field }) => (
            <TimeField label={text.entryTime} required error={errors.entry?.message} {...field} />
          )}
        />
        <Controller
          control={form.control}
          name="exit"
          render={({ field }) => (
            <TimeField
              label={text.exitTime}
              error={errors.exit?.message}
              hint={nextDay(exit)}
              {...field}
            />
          )}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">{text.breaksLegend}</legend>
        {breaks.fields.map((row, index) => {
          const rowErrors = errors.breaks?.[index];
          const Icon = row.type === 'lunch' ? UtensilsCrossed : Coffee;
          const label = row.type === 'lunch' ? text.lunchLabel : text.breakLabel;
          return (
            <div
              key={row.id}
              role="group"
              aria-label={`${label} ${index + 1}`}
              className="grid grid-cols-[auto_1fr_1fr_auto] items-start gap-2"
            >
              <span className="inline-flex h-10 items-center gap-1 pt-7 text-sm font-medium text-slate-700">
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </span>
              <Controller
                control={form.control}
                name={`breaks.${index}.start`}
                render={({ field }) => (
                  <TimeField
                    label={text.breakStart}
                    error={rowErrors?.start?.message}
                    hint={nextDay(rows[index]?.start ?? '')}
                    {...field}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`breaks.${index}.end`}
                render={({ field }) => (
                  <TimeField
                    label={text.breakEnd}
                    error={rowErrors?.end?.message}
                    hint={nextDay(rows[index]?.end ?? '')}
                    {...field}
                  />
                )}
              />
              <Button
                variant="ghost"
                size="icon"
                className="mt-7"
                aria-label={text.removeBreak(index + 1)}
                title={text.removeBreak(index + 1)}
                onClick={() => breaks.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {breaksError && (
          <p role="alert" className="text-sm text-red-700">
            {breaksError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => breaks.append({ type: 'break', start: '', end: '' })}
          >
            <Plus className="size-4" aria-hidden="true" />
            {text.addBreak}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => breaks.append({ type: 'lunch', start: '', end: '' })}
          >
            <Plus className="size-4" aria-hidden="true" />
            {text.addLunch}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
