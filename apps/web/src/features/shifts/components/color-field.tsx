import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';
import { SHIFT_SWATCHES, textColorOn } from '../utils/shift-color';

type ColorFieldProps = { value: string; onChange: (color: string) => void; error?: string };

/** The shift's colour: a free colour input plus a few ready swatches. */
export function ColorField({ value, onChange, error }: ColorFieldProps) {
  const id = useId();
  const current = value.toUpperCase();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {text.fields.color}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="color"
          value={/^#[0-9A-F]{6}$/.test(current) ? current.toLowerCase() : '#3b82f6'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-describedby={error ? `${id}-error` : `${id}-value`}
        />
        <span id={`${id}-value`} className="w-16 font-mono text-xs text-slate-500">
          {current}
        </span>
        <div role="group" aria-label={text.fields.color} className="flex flex-wrap gap-1.5">
          {SHIFT_SWATCHES.map((swatch) => {
            const selected = swatch.value === current;
            return (
              <button
                key={swatch.value}
                type="button"
                aria-label={text.swatch(swatch.name)}
                aria-pressed={selected}
                title={swatch.name}
                onClick={() => onChange(swatch.value)}
                style={{ backgroundColor: swatch.value, color: textColorOn(swatch.value) }}
                className={cn(
                  'inline-flex size-7 items-center justify-center rounded-full ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  selected && 'ring-2 ring-slate-900',
                )}
              >
                {selected && <Check className="size-4" aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
