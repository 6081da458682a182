import { FINANCE_TEXTS } from '@app/contract/finance';
import { FilterForm } from '../../../components/list-page/filter-form';
import { emptyFilters } from '../../../components/list-page/use-list-filters';
import { DateField } from '../../../components/ui/date-field';
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
      check={(draft) =>
        draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo
          ? { dateFrom: FINANCE_TEXTS.dateRange }
          : {}
      }
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
          <DateField
            label={text.dateFrom}
            value={draft.dateFrom}
            onChange={(value) => set('dateFrom', value)}
            error={errors.dateFrom}
          />
          <DateField
            label={text.dateTo}
            value={draft.dateTo}
            onChange={(value) => set('dateTo', value)}
          />
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
