import { checkDateRange, DateRangeFields } from '../../../components/list-page/date-range-fields';
import { RecordsFilters } from '../../../components/list-page/records-filters';
import { useExpenseCatalogs } from '../api/use-expense-catalogs';
import type { ExpenseFilterValues } from '../api/get-expenses';
import { EXPENSE_FILTERS } from '../expense-filter-params';
import { expenseMessages as text } from '../expenses-messages';

type ExpenseFiltersProps = {
  applied: ExpenseFilterValues;
  onApply: (filters: ExpenseFilterValues) => void;
};

/** SPEC §2: name, date from, date to, category, area, supplier; applied on 'Buscar'. */
export function ExpenseFilters({ applied, onApply }: ExpenseFiltersProps) {
  const catalogs = useExpenseCatalogs();
  return (
    <RecordsFilters
      texts={text}
      params={EXPENSE_FILTERS}
      applied={applied}
      onApply={onApply}
      catalogs={catalogs}
      check={checkDateRange}
    >
      {(draft, set, errors) => <DateRangeFields draft={draft} set={set} errors={errors} />}
    </RecordsFilters>
  );
}
