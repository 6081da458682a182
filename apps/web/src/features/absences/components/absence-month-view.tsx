import type { Absence, AbsenceStatus, AbsenceType } from '@app/contract/absences';
import { addMonths, daysInMonth, monthFirstDay, mondayIndex } from '@app/contract/dates';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { monthLabel, WEEKDAY_SHORT } from '../../../lib/calendar';
import { formatPlainDate } from '../../../lib/company-time';
import { cn } from '../../../lib/utils';
import { useHolidays } from '../../holidays/api/get-holidays';
import { useActiveUsers } from '../../users/api/get-active-users';
import { useAllAbsences } from '../api/get-absences';
import { absenceMessages as text } from '../absences-messages';
import type { AbsencesAddress } from '../hooks/use-absences-address';
import { absenceDates } from '../utils/absence-format';
import { monthDays, monthGrid, type GridMark } from '../utils/month-grid';
import { AbsenceStatusBadge } from './absence-status-badge';

const LETTER: Record<AbsenceType, string> = { vacation: 'V', sick: 'E', personal: 'P', other: 'O' };
const SOLID: Record<AbsenceType, string> = {
  vacation: 'bg-sky-700 text-white',
  sick: 'bg-rose-700 text-white',
  personal: 'bg-violet-700 text-white',
  other: 'bg-slate-600 text-white',
};
const DASHED: Record<AbsenceType, string> = {
  vacation: 'border-sky-700 text-sky-800',
  sick: 'border-rose-700 text-rose-800',
  personal: 'border-violet-700 text-violet-800',
  other: 'border-slate-600 text-slate-700',
};

function Mark({ mark }: { mark: GridMark }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mx-auto flex size-6 items-center justify-center rounded text-xs font-semibold',
        mark.status === 'approved'
          ? SOLID[mark.type]
          : cn('border-2 border-dashed bg-white', DASHED[mark.type]),
      )}
    >
      {LETTER[mark.type]}
    </span>
  );
}

type MonthViewProps = {
  state: AbsencesAddress;
  onChange: (next: Partial<AbsencesAddress>) => void;
};

const STATUS_OPTIONS: { value: AbsenceStatus; label: string }[] = [
  { value: 'approved', label: 'Aprobadas' },
  { value: 'pending', label: 'Pendientes' },
];

/**
 * 'Quién falta' (admin, office): the people × the days of a month, approved absences solid and
 * pending ones dashed, weekends and holidays shaded; filtered by month, person and state, all in
 * the address. The table scrolls sideways inside its box on a phone, names kept in view; the
 * month's absences are also listed under it.
 */
export function AbsenceMonthView({ state, onChange }: MonthViewProps) {
  const [year, month] = state.month.split('-').map(Number) as [number, number];
  const first = monthFirstDay(year, month);
  const last = `${state.month}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const absences = useAllAbsences({
    fromDate: first,
    toDate: last,
    usersIds: state.users,
    status: state.status ?? undefined,
  });
  const holidays = useHolidays(year);
  const users = useActiveUsers();
  const chosen = (users.data ?? []).filter((user) => state.users.includes(user.id));
  const shown = (absences.data ?? []).filter(
    (absence) => absence.status === 'approved' || absence.status === 'pending',
  );
  const rows = monthGrid(year, month, shown, chosen);
  const days = monthDays(year, month, holidays.data ?? []);
  const title = monthLabel(year, month, { capitalised: true });
  // On a narrow screen the month does not fit: its first marked day is brought into view.
  const scroller = useRef<HTMLDivElement>(null);
  const firstMarked = Math.min(...rows.flatMap((row) => [...row.marks.keys()]), 32);
  useEffect(() => {
    const box = scroller.current;
    const column = box?.querySelector<HTMLElement>(`[data-day="${firstMarked}"]`);
    const names = box?.querySelector<HTMLElement>('[data-names]');
    if (box && column && names)
      box.scrollLeft = Math.max(0, column.offsetLeft - names.offsetWidth - 8);
  }, [firstMarked, state.month]);
  const move = (by: number) => onChange({ month: addMonths(first, by).slice(0, 7) });

  return (
    <section aria-labelledby="month-view-title" className="space-y-3">
      <h2 id="month-view-title" className="text-lg font-semibold text-slate-900">
        {text.monthTitle}
      </h2>
      <div
        role="group"
        aria-label={text.filters}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-700" id="month-view-month">
            {text.month}
          </span>
          <div className="flex items-center gap-1" aria-labelledby="month-view-month" role="group">
            <Button
              variant="secondary"
              size="icon"
              aria-label={text.previousMonth}
              onClick={() => move(-1)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <output className="min-w-36 text-center font-medium text-slate-900" aria-live="polite">
              {title}
            </output>
            <Button
              variant="secondary"
              size="icon"
              aria-label={text.nextMonth}
              onClick={() => move(1)}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
        <SelectField
          label={text.users}
          value={state.users.length === 1 ? String(state.users[0]) : ''}
          placeholder={text.allUsers}
          options={(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
          onChange={(event) =>
            onChange({ users: event.target.value ? [Number(event.target.value)] : [] })
          }
          containerClassName="md:w-64"
        />
        <SelectField
          label={text.status}
          value={state.status ?? ''}
          placeholder={text.allStatuses}
          options={STATUS_OPTIONS}
          onChange={(event) =>
            onChange({ status: (event.target.value || null) as AbsenceStatus | null })
          }
          containerClassName="md:w-56"
        />
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {absences.isPending ? (
          <LoadingBlock label={text.monthLoading} />
        ) : absences.isError ? (
          <ErrorState message={text.monthError} onRetry={() => void absences.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState message={text.monthEmpty} />
        ) : (
          <div className={absences.isPlaceholderData ? 'opacity-60' : undefined}>
            {/* `relative`: the cells' visually hidden texts stay inside the scrolling box. */}
            <div
              ref={scroller}
              className="relative overflow-x-auto"
              role="region"
              aria-label={`${text.monthCaption(title)}. ${text.scrollHint}`}
              tabIndex={0}
            >
              <table className="border-separate border-spacing-0 text-sm">
                <caption className="sr-only">{text.monthCaption(title)}</caption>
                <thead>
                  <tr>
                    <th
                      scope="col"
                      data-names
                      className="sticky left-0 z-10 min-w-28 border-b border-slate-200 bg-white px-3 py-2 text-left font-medium text-slate-600 sm:min-w-40"
                    >
                      {text.person}
                    </th>
                    {days.map((day) => (
                      <th
                        key={day.day}
                        scope="col"
                        data-day={day.day}
                        title={day.holiday ?? undefined}
                        className={cn(
                          'w-8 min-w-8 border-b border-slate-200 px-0.5 py-1 text-center text-xs font-medium',
                          day.holiday
                            ? 'bg-amber-100 text-amber-900'
                            : day.weekend
                              ? 'bg-slate-100 text-slate-600'
                              : 'text-slate-600',
                        )}
                      >
                        <span className="block">
                          {WEEKDAY_SHORT[mondayIndex(day.date)]?.charAt(0)}
                        </span>
                        <span className="block text-sm text-slate-900">{day.day}</span>
                        {day.holiday && (
                          <span className="sr-only">
                            {text.holidayOf(formatPlainDate(day.date), day.holiday)}
                          </span>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.userId}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 max-w-40 truncate border-b border-slate-100 bg-white px-3 py-1.5 text-left font-medium text-slate-800"
                      >
                        {row.userName}
                      </th>
                      {days.map((day) => {
                        const mark = row.marks.get(day.day);
                        return (
                          <td
                            key={day.day}
                            className={cn(
                              'border-b border-slate-100 px-0.5 py-1 text-center',
                              day.holiday ? 'bg-amber-50' : day.weekend ? 'bg-slate-50' : undefined,
                            )}
                          >
                            {mark && (
                              <>
                                <Mark mark={mark} />
                                <span className="sr-only">
                                  {text.cellLabel(
                                    row.userName,
                                    formatPlainDate(day.date),
                                    text.typeLabels[mark.type],
                                    text.statusLabels[mark.status],
                                  )}
                                </span>
                              </>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Legend />
            <MonthList absences={shown} title={title} />
          </div>
        )}
      </div>
    </section>
  );
}

function Legend() {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2 border-t border-slate-100 px-4 py-3 text-xs text-slate-600">
      <span className="sr-only">{text.legend}:</span>
      {(Object.keys(LETTER) as AbsenceType[]).map((type) => (
        <span key={type} className="inline-flex items-center gap-1.5">
          <Mark mark={{ absenceId: 0, type, status: 'approved' }} />
          {text.typeLabels[type]}
        </span>
      ))}
      <span className="inline-flex items-center gap-1.5">
        <Mark mark={{ absenceId: 0, type: 'vacation', status: 'pending' }} />
        {text.legendPending}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="size-4 rounded bg-amber-100 ring-1 ring-amber-300" aria-hidden="true" />
        {text.legendHoliday}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="size-4 rounded bg-slate-100 ring-1 ring-slate-300" aria-hidden="true" />
        {text.legendWeekend}
      </span>
    </div>
  );
}

function MonthList({ absences, title }: { absences: Absence[]; title: string }) {
  const sorted = [...absences].sort(
    (a, b) => a.fromDate.localeCompare(b.fromDate) || a.userName.localeCompare(b.userName, 'es'),
  );
  return (
    <div className="border-t border-slate-100 px-4 py-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{text.monthListTitle}</h3>
      <ul aria-label={text.monthListCaption(title)} className="divide-y divide-slate-100 text-sm">
        {sorted.map((absence) => (
          <li key={absence.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="font-medium text-slate-900">{absence.userName}</span>
            <span className="text-slate-600">{text.typeLabels[absence.type]}</span>
            <span className="text-slate-600">{absenceDates(absence)}</span>
            <span className="text-slate-500">{text.workingDays(absence.workingDays)}</span>
            <AbsenceStatusBadge status={absence.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}
