import type { Shift } from '@app/contract/shifts';
import { memo } from 'react';
import { cn } from '../../../lib/utils';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import { dayOfMonth } from '../../../lib/calendar';
import { formatPlainDate } from '../../../lib/company-time';
import { AddShiftButton } from './add-shift-button';
import { CREATE_CELL_BUTTON, CREATE_CELL_PLUS } from './grid-classes';
import { AbsenceBadge, HOLIDAY_CELL_TINT } from './absence-badge';
import type { MonthAbsence } from './month-grid';
import { ShiftChip } from './shift-chip';

/** Shifts listed in a day before '+N más'. */
const VISIBLE = 3;
/** Absences listed in a day before '+N ausencias'. */
const VISIBLE_ABSENCES = 2;

type MonthCellProps = {
  date: string;
  inMonth: boolean;
  isToday: boolean;
  shifts: Shift[];
  today: string;
  actions: CalendarActions | null;
  onOpenDay: (date: string) => void;
  /** Who is away that day (approved or pending). */
  absences: MonthAbsence[];
  /** The day's holiday name, if it is one. */
  holiday?: string;
};

/**
 * A day of the month grid: its number, its first shifts and '+N más'; a manager's '+' for another
 * shift. Days of the neighbouring months are inert: their shifts show dimmed, read-only.
 */
export const MonthCell = memo(function MonthCell({
  date,
  inMonth,
  isToday,
  shifts,
  today,
  actions,
  onOpenDay,
  absences,
  holiday,
}: MonthCellProps) {
  const moreAbsences = absences.length - VISIBLE_ABSENCES;
  const hidden = shifts.length - VISIBLE;
  const editable = inMonth ? actions : null;
  return (
    <div
      role="cell"
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'relative min-h-28 border-r border-slate-100 p-1.5 last:border-r-0',
        holiday && HOLIDAY_CELL_TINT,
        !inMonth && 'bg-slate-50 text-slate-500',
        isToday && 'bg-brand-50/60',
      )}
    >
      {editable && shifts.length === 0 && (
        <button
          type="button"
          aria-label={text.createDayLabel(formatPlainDate(date))}
          className={cn(CREATE_CELL_BUTTON, CREATE_CELL_PLUS)}
          onClick={() => editable.create({ date })}
        />
      )}
      <div className="pointer-events-none relative space-y-1">
        {!inMonth && shifts.length > 0 && (
          <span className="sr-only">{text.otherMonthDay(formatPlainDate(date))}</span>
        )}
        <span
          aria-hidden={inMonth ? undefined : true}
          className={cn(
            'inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
            isToday
              ? 'bg-brand-600 font-semibold text-white'
              : inMonth
                ? 'font-medium text-slate-700'
                : 'text-slate-500',
          )}
        >
          {dayOfMonth(date)}
        </span>
        {holiday && (
          // Wraps whole words onto more lines rather than cutting the name.
          <span className="block px-0.5 text-xs leading-4 font-medium break-words text-rose-800">
            {text.absence.holiday(holiday)}
          </span>
        )}
        {absences.slice(0, VISIBLE_ABSENCES).map((absence) => (
          <AbsenceBadge
            key={absence.userId}
            absence={absence}
            name={absence.userName}
            className="pointer-events-auto"
          />
        ))}
        {moreAbsences > 0 && (
          <span className="block px-1 text-xs text-amber-900">
            {text.absence.more(moreAbsences)}
          </span>
        )}
        {shifts.slice(0, VISIBLE).map((shift) => (
          <ShiftChip
            key={shift.id}
            shift={shift}
            variant="month"
            today={today}
            actions={editable}
            dimmed={!inMonth}
            className="pointer-events-auto"
          />
        ))}
        {hidden > 0 && !inMonth && (
          <span className="px-1 text-xs text-slate-600">{text.more(hidden)}</span>
        )}
        {hidden > 0 && inMonth && (
          <button
            type="button"

            onClick={() => onOpenDay(date)}
            className="pointer-events-auto rounded px-1 text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {text.more(hidden)}
            <span className="sr-only">{text.moreHint(formatPlainDate(date))}</span>
          </button>
        )}
        {editable && shifts.length > 0 && (
          <AddShiftButton
            label={text.addDayLabel(formatPlainDate(date))}
            onClick={() => editable.create({ date })}
            className="pointer-events-auto"
          />
        )}
      </div>
    </div>
  );
});
