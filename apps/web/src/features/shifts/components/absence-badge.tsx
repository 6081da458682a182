import { ABSENCE_TYPE_LABELS } from '@app/contract/absences';
import type { CalendarAbsence } from '@app/contract/shifts';
import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';

type AbsenceBadgeProps = {
  absence: Pick<CalendarAbsence, 'type' | 'status'>;
  /** Who, for a month day that lists several people. */
  name?: string;
  className?: string;
};

/**
 * An absence in a calendar cell (DECISIONS §11): approved ones solid ('Vacaciones'), pending
 * ones dashed and marked 'Pendiente'. Plain markup only: a 500-user week may draw many.
 */
export function AbsenceBadge({ absence, name, className }: AbsenceBadgeProps) {
  const pending = absence.status === 'pending';
  const label = ABSENCE_TYPE_LABELS[absence.type];
  return (
    <span
      data-absence={absence.status}
      // A month day's badge is narrow: the whole of it on hover.
      title={name ? `${name}: ${label}${pending ? ` (${text.absence.pending})` : ''}` : undefined}
      className={cn(
        'flex min-w-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs leading-4 font-medium',
        pending
          ? 'border border-dashed border-amber-500 bg-white text-amber-900'
          : 'border border-amber-200 bg-amber-100 text-amber-900',
        className,
      )}
    >
      <span className="truncate">
        {name && <span className="font-semibold">{name} · </span>}
        {label}
        {pending && <span className="sr-only">{text.absence.pendingHint}</span>}
      </span>
      {pending && (
        <span aria-hidden="true" className="shrink-0 text-[0.6875rem] font-normal italic">
          {text.absence.pending}
        </span>
      )}
    </span>
  );
}

/** The tint of a cell on an approved absence (a pending one keeps the cell as it is). */
export const absenceCellTint = (absence: CalendarAbsence | undefined) =>
  absence?.status === 'approved' ? 'bg-amber-50' : undefined;

/** A holiday's tint: under the absence's, over nothing else. */
export const HOLIDAY_CELL_TINT = 'bg-rose-50/60';
