import { ABSENCE_TYPE_LABELS } from '@app/contract/absences';
import type { CalendarAbsence } from '@app/contract/shifts';
import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';

type AbsenceBadgeProps = {
  absence: Pick<CalendarAbsence, 'type' | 'status'>;
  /** Who, for a month day that lists several people. */
  name?: string;
  /** A user's own cell (week, day): an approved absence there is why it offers no '+'. */
  blocksCreate?: boolean;
  className?: string;
};

/** 'Carlos Navarro Ortega' → 'Carlos N.': a month day is narrow, the whole name is in the label. */
export function shortName(name: string) {
  const [first, second] = name.trim().split(/\s+/);
  return second ? `${first} ${second[0]}.` : (first ?? '');
}

/**
 * An absence in a calendar cell (DECISIONS §11): approved ones solid ('Vacaciones'), pending
 * ones dashed and marked 'Pendiente'. Its parts wrap onto their own lines rather than being cut,
 * so the type is always read whole, at 390 px too; a month day puts the type first, then who
 * ('Carlos N.'), and says the whole of it to assistive technology and on hover. On an approved
 * absence no shift can be created: the badge says so on hover. Plain markup only: a 500-user
 * week may draw many.
 */
export function AbsenceBadge({ absence, name, blocksCreate, className }: AbsenceBadgeProps) {
  const pending = absence.status === 'pending';
  const label = ABSENCE_TYPE_LABELS[absence.type];
  const full = `${name ? `${name}: ` : ''}${label}${pending ? text.absence.pendingHint : ''}`;
  const blocks = blocksCreate && !pending;
  return (
    <span
      data-absence={absence.status}
      title={blocks ? `${full}. ${text.absence.noShifts}` : full}
      className={cn(
        'block min-w-0 rounded-md px-1.5 py-0.5 text-xs leading-4 text-amber-900',
        pending
          ? 'border border-dashed border-amber-500 bg-white'
          : 'border border-amber-200 bg-amber-100',
        className,
      )}
    >
      <span className="sr-only">{blocks ? `${full}. ${text.absence.noShifts}` : full}</span>
      <span aria-hidden="true" className="flex flex-wrap items-baseline gap-x-1">
        <span className="font-semibold break-words">{label}</span>
        {name && <span className="min-w-0 break-words">{shortName(name)}</span>}
        {pending && <span className="text-[0.6875rem] italic">{text.absence.pending}</span>}
      </span>
    </span>
  );
}

/** The tint of a cell on an approved absence (a pending one keeps the cell as it is). */
export const absenceCellTint = (absence: CalendarAbsence | undefined) =>
  absence?.status === 'approved' ? 'bg-amber-50' : undefined;

/** A holiday's tint: under the absence's, over nothing else. */
export const HOLIDAY_CELL_TINT = 'bg-rose-50/60';
