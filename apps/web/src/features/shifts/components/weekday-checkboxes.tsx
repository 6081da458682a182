import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';
import { WEEKDAY_LONG, WEEKDAY_SHORT } from '../../../lib/calendar';

/** SPEC §9 order: Mon..Sat, Sun, as daysOfWeek values 1..6, 0. */
const DAYS = [1, 2, 3, 4, 5, 6, 0].map((value, index) => ({
  value,
  short: WEEKDAY_SHORT[index]!,
  long: WEEKDAY_LONG[index]!,
}));

type WeekdayCheckboxesProps = {
  value: number[];
  onChange: (days: number[]) => void;
  invalid?: boolean;
  /** A line under the days: what the create will write ('Se crearán 5 turnos por persona…'). */
  summary?: string;
};

/** The weekdays a repeated shift falls on (default Monday to Friday). */
export function WeekdayCheckboxes({ value, onChange, invalid, summary }: WeekdayCheckboxesProps) {
  const chosen = new Set(value);
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-700">
        {text.fields.weekdays}
        <span className="ml-0.5 text-red-500" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {DAYS.map((day) => {
          const checked = chosen.has(day.value);
          return (
            <label
              key={day.value}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border px-2.5 text-sm select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-500 bg-brand-50 text-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                invalid && !checked && 'border-red-300',
              )}
            >
              <input
                type="checkbox"
                aria-label={day.long}
                checked={checked}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, day.value]
                      : value.filter((other) => other !== day.value),
                  )
                }
                className="size-4 accent-brand-600"
              />
              <span aria-hidden="true">{day.short}</span>
            </label>
          );
        })}
      </div>
      {summary && (
        <p aria-live="polite" className="text-xs text-slate-600">
          {summary}
        </p>
      )}
    </fieldset>
  );
}
