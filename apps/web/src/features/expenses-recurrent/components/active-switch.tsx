import type { RecurringExpense } from '@app/contract/expenses-recurrent';
import { cn } from '../../../lib/utils';
import { useUpdateRecurringExpense } from '../api/update-recurring-expense';
import { recurringMessages as text } from '../expenses-recurrent-messages';

/**
 * 'Activo' / 'Pausado' of a recurring expense, switched in place: a paused one generates nothing
 * until it is resumed (DECISIONS §7).
 */
export function ActiveSwitch({ item }: { item: RecurringExpense }) {
  const update = useUpdateRecurringExpense();
  const busy = update.isPending;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={item.active}
      disabled={busy}
      onClick={() => update.mutate({ id: item.id, input: { active: !item.active } })}
      className={cn(
        'inline-flex items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-xs font-medium whitespace-nowrap ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60',
        item.active
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100'
          : 'bg-slate-100 text-slate-700 ring-slate-200 hover:bg-slate-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-block h-4 w-7 rounded-full transition-colors',
          item.active ? 'bg-emerald-600' : 'bg-slate-400',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-3 rounded-full bg-white transition-all',
            item.active ? 'left-3.5' : 'left-0.5',
          )}
        />
      </span>
      <span className="sr-only">{text.statusOf(item.name)} </span>
      {item.active ? text.active : text.paused}
    </button>
  );
}
