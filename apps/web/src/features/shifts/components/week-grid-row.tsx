import type { WeekRow } from '@app/contract/shifts';
import { memo, type Ref } from 'react';
import { virtualRowProps } from '../../../lib/use-virtual-rows';
import { cn } from '../../../lib/utils';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import { formatPlainDate } from '../../../lib/company-time';
import { formatHours } from '../../../lib/format';
import { AddShiftButton } from './add-shift-button';
import {
  chipsHeight,
  CREATE_CELL_BUTTON,
  CREATE_CELL_PLUS,
  STICKY_USER_CELL,
  WEEK_COLUMNS,
  WEEK_DAY_COLUMNS,
} from './grid-classes';
import { AbsenceBadge, absenceCellTint, HOLIDAY_CELL_TINT } from './absence-badge';
import { ShiftChip } from './shift-chip';

type WeekGridRowProps = {
  row: WeekRow;
  today: string;
  actions: CalendarActions | null;
  /** 0-based position among the grid's rows (`data-index`: the focused row stays rendered). */
  index: number;
  /** Measures the row's height (kept by `data-row-key`). */
  measure: Ref<HTMLDivElement>;
  /** On a phone: the one day shown (0 Monday … 6 Sunday); null shows the 7. */
  onlyDay: number | null;
  /** The week's holidays by date (their names are in the column headers). */
  holidays: ReadonlyMap<string, string>;
};

/**
 * One user's week: name and total hours, then a cell per day with its shifts. An empty cell is a
 * create button ('+' on hover and focus); a cell with shifts shows a '+' under them for another.
 */
export const WeekGridRow = memo(function WeekGridRow({
  row,
  today,
  actions,
  index,
  measure,
  onlyDay,
  holidays,
}: WeekGridRowProps) {
  const total = row.totalHours[0]?.sum.hours ?? 0;
  const days = onlyDay === null ? row.days : row.days.slice(onlyDay, onlyDay + 1);
  return (
    <div
      {...virtualRowProps(measure, index, row.id)}
      className={cn(
        onlyDay === null ? WEEK_COLUMNS : WEEK_DAY_COLUMNS,
        'render-when-visible border-b border-slate-100',
      )}
    >
      <div
        role="rowheader"
        className={cn(STICKY_USER_CELL, 'flex min-w-0 flex-col justify-center bg-white px-3 py-2')}
      >
        {/* Two lines before cutting: a long name shows whole where a short column allows. */}
        <span
          className="line-clamp-2 text-sm font-medium break-words text-slate-900"
          title={row.name}
        >
          {row.name}
        </span>
        <span className="text-xs text-slate-500 tabular-nums">
          <span className="sr-only">{text.totalHours}: </span>
          {formatHours(total)}
        </span>
      </div>
      {days.map((day) => {
        const date = day.calendarDate.date;
        const empty = day.Shifts.length === 0;
        // Most rows have none: no lookup then.
        const absence =
          row.absences.length > 0 ? row.absences.find((a) => a.date === date) : undefined;
        // No shift can be made on an approved absence: its cell offers no '+' (the badge says why).
        const blocked = absence?.status === 'approved';
        const creator = blocked ? null : actions;
        return (
          <div
            key={day.id}
            role="cell"
            className={cn(
              'relative min-h-16 border-r border-slate-100 p-1',
              holidays.has(date) && HOLIDAY_CELL_TINT,
              date === today && 'bg-brand-50/60',
              absenceCellTint(absence),
            )}
          >
            {creator && empty && (
              <button
                type="button"
                aria-label={text.createCellLabel(row.name, formatPlainDate(date))}
                className={cn(CREATE_CELL_BUTTON, CREATE_CELL_PLUS)}
                onClick={() => creator.create({ date, userId: row.id })}
              />
            )}
            {absence && (
              <AbsenceBadge
                absence={absence}
                blocksCreate
                // A pending one lets a click through to the cell's '+'; an approved one has its hover.
                className={cn('relative mb-1', !blocked && 'pointer-events-none')}
              />
            )}
            {!empty && (
              <div
                // Drawn only near the screen: on a phone five of the seven days are out of view.
                className="render-when-visible pointer-events-none relative space-y-1"
                style={{ containIntrinsicBlockSize: `auto ${chipsHeight(day.Shifts.length)}px` }}
              >
                {day.Shifts.map((shift) => (
                  <ShiftChip
                    key={shift.id}
                    shift={shift}
                    variant="week"
                    today={today}
                    actions={actions}
                    className="pointer-events-auto"
                  />
                ))}
              </div>
            )}
            {creator && !empty && (
              <AddShiftButton
                label={text.addCellLabel(row.name, formatPlainDate(date))}
                onClick={() => creator.create({ date, userId: row.id })}
                className="mt-1"
              />
            )}
          </div>
        );
      })}
    </div>
  );
});
