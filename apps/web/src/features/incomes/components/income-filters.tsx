import { checkDateRange, DateRangeFields } from '../../../components/list-page/date-range-fields';
import { RecordsFilters } from '../../../components/list-page/records-filters';
import { useAreas } from '../../areas/api/get-areas';
import type { IncomeFilterValues } from '../api/get-incomes';
import { INCOME_FILTERS } from '../income-filter-params';
import { incomeMessages as text } from '../incomes-messages';

type IncomeFiltersProps = {
  applied: IncomeFilterValues;
  onApply: (filters: IncomeFilterValues) => void;
};

/** SPEC §2: name (concept or area), date from, date to, area; applied on 'Buscar'. */
export function IncomeFilters({ applied, onApply }: IncomeFiltersProps) {
  const areas = useAreas();
  return (
    <RecordsFilters
      texts={text}
      params={INCOME_FILTERS}
      applied={applied}
      onApply={onApply}
      catalogs={{ area: areas.data }}
      check={checkDateRange}
    >
      {(draft, set, errors) => <DateRangeFields draft={draft} set={set} errors={errors} />}
    </RecordsFilters>
  );
}
