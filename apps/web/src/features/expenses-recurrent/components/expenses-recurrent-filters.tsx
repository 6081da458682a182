import { RecordsFilters } from '../../../components/list-page/records-filters';
import { SelectField } from '../../../components/ui/form-field';
import { useExpenseCatalogs } from '../../expenses/api/use-expense-catalogs';
import type { RecurringFilterValues } from '../api/get-recurring-expenses';
import { EXPENSES_RECURRENT_FILTERS } from '../expenses-recurrent-filter-params';
import { recurringMessages as text } from '../expenses-recurrent-messages';
import { DAY_OPTIONS } from './expenses-recurrent-form-modal';

type ExpensesRecurrentFiltersProps = {
  applied: RecurringFilterValues;
  onApply: (filters: RecurringFilterValues) => void;
};

/** SPEC §2: name, day of the month, category, area, supplier; applied on 'Buscar'. */
export function ExpensesRecurrentFilters({ applied, onApply }: ExpensesRecurrentFiltersProps) {
  const catalogs = useExpenseCatalogs();
  return (
    <RecordsFilters
      texts={text}
      params={EXPENSES_RECURRENT_FILTERS}
      applied={applied}
      onApply={onApply}
      catalogs={catalogs}
    >
      {(draft, set) => (
        <SelectField
          label={text.dayFilter}
          placeholder={text.allDays}
          options={DAY_OPTIONS}
          value={draft.dayOfMonth}
          onChange={(event) => set('dayOfMonth', event.target.value)}
        />
      )}
    </RecordsFilters>
  );
}
