import type { DayRow, Shift } from '@app/contract/shifts';
import { memo, type Ref } from 'react';
import { virtualRowProps } from '../../../lib/use-virtual-rows';
import { cn } from '../../../lib/utils';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import { formatPlainDate } from '../../../lib/company-time';
import { formatHours } from '../../../lib/format';
import { hourLabel, wallDate, wallMinutes } from '../utils/shift-time';
import {
  CREATE_CELL_BUTTON,
  CREATE_CELL_PLUS,
  DAY_COLUMNS,
  STICKY_USER_CELL,
} from './grid-classes';
import { AbsenceBadge, absenceCellTint } from './absence-badge';
import { ShiftChip } from './shift-chip';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAY_MINUTES = 24 * 60;

/** Where a shift's bar sits on the 24-hour track, as percentages (an overnight shift runs to the edge). */
function barPosition(shift: Shift) {
  const start = wallMinutes(shift.startDateTime);
  const nextDay = wallDate(shift.endDateTime) > wallDate(shift.startDateTime);
  const end = Math.min(DAY_MINUTES, wallMinutes(shift.endDateTime) + (nextDay ? DAY_MINUTES : 0));
  const width = Math.max(end - start, 15);
  return { left: `${(start / DAY_MINUTES) * 100}%`, width: `${(width / DAY_MINUTES) * 100}%` };
}

type DayGridRowProps = {
  row: DayRow;
  date: string;
  today: string;
  actions: CalendarActions | null;
  /** 0-based position among the grid's rows (`data-index`: the focused row stays rendered). */
  index: number;
  /** Measures the row's height (kept by `data-row-key`). */
  measure: Ref<HTMLDivElement>;
};

/**
 * One user's day: 24 hourly cells, with each shift drawn as a bar from its start to its end. Every
 * free hour is a create button ('+' on hover and focus): 'Añadir turno' once the user has a shift
 * that day (a split shift), 'Crear turno' before.
 */
export const DayGridRow = memo(function DayGridRow({
  row,
  date,
  today,
  actions,
  index,
  measure,
}: DayGridRowProps) {
  const shifts = row.hours.flatMap((hour) => hour.Shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.hours, 0);
  const day = formatPlainDate(date);
  const absence = row.absences.find((a) => a.date === date);
  // No shift can be made on an approved absence: its hours offer no '+' (the badge says why).
  const creator = absence?.status === 'approved' ? null : actions;
  return (
    <div
      {...virtualRowProps(measure, index, row.id)}
      className={cn(DAY_COLUMNS, 'render-when-visible border-b border-slate-100')}
    >
      <div
        role="rowheader"
        className={cn(STICKY_USER_CELL, 'flex min-w-0 flex-col justify-center bg-white px-3 py-2')}
      >
        <span className="truncate text-sm font-medium text-slate-900" title={row.name}>
          {row.name}
        </span>
        <span className="text-xs text-slate-500 tabular-nums">
          <span className="sr-only">{text.totalHours}: </span>
          {formatHours(total)}
        </span>
        {absence && <AbsenceBadge absence={absence} blocksCreate className="mt-0.5" />}
      </div>
      <div role="cell" className={cn('relative h-16', absenceCellTint(absence))}>
        <div className="absolute inset-0 grid grid-cols-24">
          {HOURS.map((hour) =>
            creator ? (
              <div key={hour} className="relative border-r border-slate-100">
                <button
                  type="button"
                  aria-label={
                    shifts.length > 0
                      ? text.addHourLabel(row.name, day, hourLabel(hour))
                      : text.createHourLabel(row.name, day, hourLabel(hour))
                  }
                  className={cn(CREATE_CELL_BUTTON, CREATE_CELL_PLUS)}
                  onClick={() => creator.create({ date, userId: row.id, hour })}
                />
              </div>
            ) : (
              <div key={hour} className="border-r border-slate-100" />
            ),
          )}
        </div>
        {shifts.map((shift) => (
          <ShiftChip
            key={shift.id}
            shift={shift}
            variant="day"
            today={today}
            actions={actions}
            className="top-2 bottom-2 z-[1]"
            style={barPosition(shift)}
          />
        ))}
      </div>
    </div>
  );
});
