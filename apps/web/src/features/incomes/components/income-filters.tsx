import { checkDateRange, DateRangeFields } from '../../../components/list-page/date-range-fields';
import { FilterForm } from '../../../components/list-page/filter-form';
import { emptyFilters } from '../../../components/list-page/use-list-filters';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { idOptions } from '../../../components/ui/options';
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
    <FilterForm
      label={text.filtersLabel}
      applied={applied}
      empty={emptyFilters(INCOME_FILTERS)}
      onApply={onApply}
      check={checkDateRange}
    >
      {(draft, set, errors) => (
        <>
          <TextField
            type="search"
            label={text.nameFilter}
            placeholder={text.namePlaceholder}
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
            maxLength={200}
            autoComplete="off"
          />
          <DateRangeFields draft={draft} set={set} errors={errors} />
          <SelectField
            label={text.area}
            placeholder={text.allAreas}
            options={idOptions(areas.data)}
            value={draft.areaId}
            onChange={(event) => set('areaId', event.target.value)}
          />
        </>
      )}
    </FilterForm>
  );
}
