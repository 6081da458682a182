import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';
import { SHIFT_VIEWS, type ShiftView } from '../utils/period';

/** Diario / Semanal / Mensual as a segmented control of toggle buttons. */
export function ViewSelector({
  view,
  onChange,
}: {
  view: ShiftView;
  onChange: (view: ShiftView) => void;
}) {
  return (
    <div
      role="group"
      aria-label={text.viewSelector}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
    >
      {SHIFT_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === view}
          onClick={() => onChange(option)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            option === view
              ? 'bg-brand-600 text-white shadow-sm'
              : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          {text.views[option]}
        </button>
      ))}
    </div>
  );
}
