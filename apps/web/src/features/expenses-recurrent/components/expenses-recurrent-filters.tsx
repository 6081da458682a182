import { FilterForm } from '../../../components/list-page/filter-form';
import { emptyFilters } from '../../../components/list-page/use-list-filters';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { idOptions } from '../../../components/ui/options';
import { useAreas } from '../../areas/api/get-areas';
import { useCategories } from '../../categories/api/get-categories';
import { useSuppliers } from '../../suppliers/api/get-suppliers';
import type { RecurringFilterValues } from '../api/get-recurring-expenses';
import { recurringMessages as text } from '../expenses-recurrent-messages';
import { EXPENSES_RECURRENT_FILTERS } from '../expenses-recurrent-filter-params';
import { DAY_OPTIONS } from './expenses-recurrent-form-modal';

type ExpensesRecurrentFiltersProps = {
  applied: RecurringFilterValues;
  onApply: (filters: RecurringFilterValues) => void;
};

/** SPEC §2: name, day of the month, category, area, supplier; applied on 'Buscar'. */
export function ExpensesRecurrentFilters({ applied, onApply }: ExpensesRecurrentFiltersProps) {
  const categories = useCategories();
  const areas = useAreas();
  const suppliers = useSuppliers();
  return (
    <FilterForm
      label={text.filtersLabel}
      applied={applied}
      empty={emptyFilters(EXPENSES_RECURRENT_FILTERS)}
      onApply={onApply}
    >
      {(draft, set) => (
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
          <SelectField
            label={text.dayFilter}
            placeholder={text.allDays}
            options={DAY_OPTIONS}
            value={draft.dayOfMonth}
            onChange={(event) => set('dayOfMonth', event.target.value)}
          />
          <SelectField
            label={text.category}
            placeholder={text.allCategories}
            options={idOptions(categories.data)}
            value={draft.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
          />
          <SelectField
            label={text.area}
            placeholder={text.allAreas}
            options={idOptions(areas.data)}
            value={draft.areaId}
            onChange={(event) => set('areaId', event.target.value)}
          />
          <SelectField
            label={text.supplier}
            placeholder={text.allSuppliers}
            options={idOptions(suppliers.data)}
            value={draft.supplierId}
            onChange={(event) => set('supplierId', event.target.value)}
          />
        </>
      )}
    </FilterForm>
  );
}
