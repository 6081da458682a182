import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { FoldableFilters } from '../../../components/list-page/foldable-filters';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { dateValueToDate } from '../../../lib/date-input';
import { punchMessages as text } from '../punches-messages';
import { currentMonthFilter, isRangeValid, type PunchFilterValues } from '../utils/punch-filter';
import { UserFilter } from './user-filter';

type PunchFilterBarProps = {
  filter: PunchFilterValues;
  onChange: (filter: PunchFilterValues) => void;
  /** admin and office filter by users; a usuario only ever sees their own punches. */
  canPickUsers: boolean;
};

/**
 * The range and the users both tabs read. A date applies as soon as it is complete and the range
 * reads forwards; a backwards range stays in the fields with its message and is not applied.
 */
export function PunchFilterBar({ filter, onChange, canPickUsers }: PunchFilterBarProps) {
  const [draft, setDraft] = useState({ fromDate: filter.fromDate, toDate: filter.toDate });
  const appliedRange = `${filter.fromDate}/${filter.toDate}`;
  const [shownRange, setShownRange] = useState(appliedRange);
  if (shownRange !== appliedRange) {
    // The address changed (back button, 'Mes actual'): show what is applied.
    setShownRange(appliedRange);
    setDraft({ fromDate: filter.fromDate, toDate: filter.toDate });
  }
  // A field still being typed holds its text, not a date: nothing is applied until both are dates.
  const whole = (next: typeof draft) =>
    Boolean(dateValueToDate(next.fromDate) && dateValueToDate(next.toDate));
  const backwards = whole(draft) && !isRangeValid({ ...draft, usersIds: [] });

  const changeDate = (field: 'fromDate' | 'toDate', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (whole(next) && isRangeValid({ ...next, usersIds: [] })) {
      onChange({ ...filter, ...next });
    }
  };

  const month = currentMonthFilter();
  const isCurrentMonth = filter.fromDate === month.fromDate && filter.toDate === month.toDate;

  // On a phone the filters fold behind 'Filtros' (docs/decisions/077): another range than the
  // current month is one filter on, a choice of users another.
  const activeCount = Number(!isCurrentMonth) + Number(filter.usersIds.length > 0);

  return (
    <FoldableFilters activeCount={activeCount}>
      <section
        aria-label={text.filtersLabel}
        className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-start"
      >
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <DateField
            label={text.fromDate}
            value={draft.fromDate}
            max={draft.toDate || undefined}
            onChange={(value) => changeDate('fromDate', value)}
            error={backwards ? text.badRange : undefined}
            containerClassName="sm:w-44"
          />
          <DateField
            label={text.toDate}
            value={draft.toDate}
            min={draft.fromDate || undefined}
            onChange={(value) => changeDate('toDate', value)}
            containerClassName="sm:w-44"
          />
        </div>
        {canPickUsers && (
          <UserFilter
            selected={filter.usersIds}
            onChange={(usersIds) => onChange({ ...filter, usersIds })}
          />
        )}
        <div className="sm:pt-7">
          <Button
            variant="secondary"
            onClick={() => onChange({ ...month, usersIds: filter.usersIds })}
            disabled={isCurrentMonth}
            className="w-full sm:w-auto"
          >
            <CalendarRange className="size-4" aria-hidden="true" />
            {text.currentMonth}
          </Button>
        </div>
      </section>
    </FoldableFilters>
  );
}
