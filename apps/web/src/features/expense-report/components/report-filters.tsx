import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FoldableFilters } from '../../../components/list-page/foldable-filters';
import { CatalogFilterFields } from '../../../components/list-page/records-filters';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { dateValueToDate } from '../../../lib/date-input';
import { useExpenseCatalogs } from '../../expenses/api/use-expense-catalogs';
import { reportMessages as text } from '../expense-report-messages';
import {
  isFiltered,
  isRangeValid,
  NO_FILTER,
  type ReportFilterValues,
} from '../utils/report-filter';

type ReportFiltersProps = {
  filter: ReportFilterValues;
  onChange: (filter: ReportFilterValues) => void;
};

/**
 * Dates from and to, category, area and supplier, and the reset (SPEC §2). A choice applies at
 * once; a date applies once it is whole (or emptied) and the range reads forwards, else it stays
 * in its field with the range message.
 */
export function ReportFilters({ filter, onChange }: ReportFiltersProps) {
  const catalogs = useExpenseCatalogs();

  const [draft, setDraft] = useState({ dateFrom: filter.dateFrom, dateTo: filter.dateTo });
  const applied = `${filter.dateFrom}/${filter.dateTo}`;
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    // The address changed (reset, back button): show what is applied.
    setShown(applied);
    setDraft({ dateFrom: filter.dateFrom, dateTo: filter.dateTo });
  }
  const settled = (value: string) => value === '' || Boolean(dateValueToDate(value));
  const backwards = settled(draft.dateFrom) && settled(draft.dateTo) && !isRangeValid(draft);

  const changeDate = (field: 'dateFrom' | 'dateTo', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (settled(next.dateFrom) && settled(next.dateTo) && isRangeValid(next)) {
      onChange({ ...filter, ...next });
    }
  };

  // On a phone the filters fold behind 'Filtros' (docs/decisions/077), which counts the set ones.
  const activeCount = Object.values(filter).filter((value) => value !== '').length;

  return (
    <FoldableFilters activeCount={activeCount}>
      <section
        aria-label={text.filtersLabel}
        className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
      >
        <DateField
          label={text.dateFrom}
          value={draft.dateFrom}
          max={draft.dateTo || undefined}
          onChange={(value) => changeDate('dateFrom', value)}
          error={backwards ? text.badRange : undefined}
        />
        <DateField
          label={text.dateTo}
          value={draft.dateTo}
          min={draft.dateFrom || undefined}
          onChange={(value) => changeDate('dateTo', value)}
        />
        <CatalogFilterFields
          catalogs={catalogs}
          values={filter}
          set={(key, value) => onChange({ ...filter, [key]: value })}
          short
          containerClassName="col-span-2 md:col-span-1"
        />
        <div className="col-span-2 md:col-span-1 md:pt-7">
          <Button
            variant="secondary"
            onClick={() => onChange(NO_FILTER)}
            disabled={!isFiltered(filter) && !backwards}
            className="w-full xl:w-auto"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {text.reset}
          </Button>
        </div>
      </section>
    </FoldableFilters>
  );
}
