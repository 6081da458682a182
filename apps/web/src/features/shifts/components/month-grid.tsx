import type { GetShiftsResponse, MonthGroup, Shift } from '@app/contract/shifts';
import { useMemo } from 'react';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import { monthWeeks, WEEKDAY_LONG, WEEKDAY_SHORT } from '../../../lib/calendar';
import { SCROLL_AREA } from './grid-classes';
import { MonthCell } from './month-cell';

type MonthGridProps = {
  year: number;
  month: number;
  groups: MonthGroup[];
  today: string;
  actions: CalendarActions | null;
  /** '+N más' opens that day in the day view. */
  onOpenDay: (date: string) => void;
  /** The grid's absences, each with its user, and its holidays (DECISIONS §11). */
  absences: MonthAbsence[];
  holidays: { date: string; name: string }[];
};

export type MonthAbsence = Extract<GetShiftsResponse, { view: 'month' }>['absences'][number];

const NO_SHIFTS: Shift[] = [];
const NO_ABSENCES: MonthAbsence[] = [];

function byDay(absences: MonthAbsence[]) {
  const days = new Map<string, MonthAbsence[]>();
  for (const absence of absences) {
    const list = days.get(absence.date);
    if (list) list.push(absence);
    else days.set(absence.date, [absence]);
  }
  return days;
}

/**
 * The month in whole weeks, Monday first (SPEC §2); days of the neighbouring months greyed, with
 * their shifts dimmed and read-only (the answer covers the grid's whole weeks).
 */
export function MonthGrid({
  year,
  month,
  groups,
  today,
  actions,
  onOpenDay,
  absences,
  holidays,
}: MonthGridProps) {
  const weeks = monthWeeks(year, month);
  const byDate = useMemo(
    () => new Map(groups.map((group) => [group.date, group.shifts])),
    [groups],
  );
  const absencesOf = useMemo(() => byDay(absences), [absences]);
  const holidayOf = useMemo(
    () => new Map(holidays.map((holiday) => [holiday.date, holiday.name])),
    [holidays],
  );
  return (
    <div role="table" aria-label={text.monthGridLabel} tabIndex={0} className={SCROLL_AREA}>
      <div className="min-w-[46rem]">
        <div role="rowgroup" className="sticky top-0 z-20">
          <div role="row" className="grid grid-cols-7 border-b border-slate-200 bg-slate-50">
            {WEEKDAY_SHORT.map((day, index) => (
              <div
                key={day}
                role="columnheader"
                aria-label={WEEKDAY_LONG[index]}
                className="border-r border-slate-200 px-2 py-2 text-center text-xs font-semibold text-slate-500 uppercase last:border-r-0"
              >
                {day}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {weeks.map((week) => (
            <div
              key={week[0]!.date}
              role="row"
              className="grid grid-cols-7 border-b border-slate-100 last:border-b-0"
            >
              {week.map((cell) => (
                <MonthCell
                  key={cell.date}
                  date={cell.date}
                  inMonth={cell.inMonth}
                  isToday={cell.date === today}
                  shifts={byDate.get(cell.date) ?? NO_SHIFTS}
                  today={today}
                  actions={actions}
                  onOpenDay={onOpenDay}
                  absences={absencesOf.get(cell.date) ?? NO_ABSENCES}
                  holiday={holidayOf.get(cell.date)}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
