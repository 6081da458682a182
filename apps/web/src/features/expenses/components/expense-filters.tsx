import { checkDateRange, DateRangeFields } from '../../../components/list-page/date-range-fields';
import { FilterForm } from '../../../components/list-page/filter-form';
import { emptyFilters } from '../../../components/list-page/use-list-filters';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { idOptions } from '../../../components/ui/options';
import { useAreas } from '../../areas/api/get-areas';
import { useCategories } from '../../categories/api/get-categories';
import { useSuppliers } from '../../suppliers/api/get-suppliers';
import type { ExpenseFilterValues } from '../api/get-expenses';
import { EXPENSE_FILTERS } from '../expense-filter-params';
import { expenseMessages as text } from '../expenses-messages';

type ExpenseFiltersProps = {
  applied: ExpenseFilterValues;
  onApply: (filters: ExpenseFilterValues) => void;
};

/** SPEC §2: name, date from, date to, category, area, supplier; applied on 'Buscar'. */
export function ExpenseFilters({ applied, onApply }: ExpenseFiltersProps) {
  const categories = useCategories();
  const areas = useAreas();
  const suppliers = useSuppliers();
  return (
    <FilterForm
      label={text.filtersLabel}
      applied={applied}
      empty={emptyFilters(EXPENSE_FILTERS)}
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
