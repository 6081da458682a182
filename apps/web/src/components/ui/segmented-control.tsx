import { cn } from '../../lib/utils';

type SegmentedControlProps<Option extends string> = {
  /** What the group chooses, for assistive technology ('Vista'). */
  label: string;
  options: readonly Option[];
  value: Option;
  /** The text of each option's button. */
  optionLabel: (option: Option) => string;
  onChange: (option: Option) => void;
};

/**
 * One choice among a few views (Diario / Semanal / Mensual, Semanal / Mensual / Anual): a row of
 * toggle buttons in a group, the chosen one pressed (`aria-pressed`) and filled with the brand
 * colour. The one segmented control of the app; a screen gives its options and their words.
 */
export function SegmentedControl<Option extends string>({
  label,
  options,
  value,
  optionLabel,
  onChange,
}: SegmentedControlProps<Option>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            option === value
              ? 'bg-brand-600 text-white shadow-sm'
              : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
