import {
  EXCEPTION_LABELS,
  EXCEPTION_TYPES,
  type ExceptionType,
} from '@app/contract/punch-exceptions';
import { formatCount } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { exceptionMessages as text } from './exceptions-messages';

type ExceptionTypeFilterProps = {
  value: ExceptionType | null;
  /** How many of each type the dates and users find (every type, whatever `value` is). */
  counts: Partial<Record<ExceptionType, number>> | undefined;
  onChange: (type: ExceptionType | null) => void;
};

/**
 * The type filter and the counts in one row: 'Todas' and a button per type with how many there
 * are; the chosen one is pressed. Counts show once the answer has them.
 */
export function ExceptionTypeFilter({ value, counts, onChange }: ExceptionTypeFilterProps) {
  const total = counts
    ? EXCEPTION_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0)
    : undefined;
  const option = (type: ExceptionType | null, label: string, count: number | undefined) => (
    <button
      key={type ?? 'all'}
      type="button"
      aria-pressed={value === type}
      onClick={() => onChange(type)}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        value === type
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      {label}
      {count !== undefined && (
        <span
          className={cn(
            'rounded-full px-1.5 text-xs tabular-nums',
            value === type ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-700',
          )}
        >
          {formatCount(count)}
        </span>
      )}
    </button>
  );
  return (
    <div role="group" aria-label={text.typeFilter} className="flex flex-wrap gap-2">
      {option(null, text.allTypes, total)}
      {EXCEPTION_TYPES.map((type) => option(type, EXCEPTION_LABELS[type], counts?.[type]))}
    </div>
  );
}
