import { RecordsPage } from '../../components/list-page/records-page';
import { useRecordsList } from '../../components/list-page/use-records-list';
import { useDeleteRecurringExpense } from './api/delete-recurring-expense';
import { recurringExpensesQueryOptions } from './api/get-recurring-expenses';
import { expensesRecurrentColumns } from './components/expenses-recurrent-columns';
import { ExpensesRecurrentFilters } from './components/expenses-recurrent-filters';
import { ExpensesRecurrentFormModal } from './components/expenses-recurrent-form-modal';
import { EXPENSES_RECURRENT_FILTERS } from './expenses-recurrent-filter-params';
import { recurringMessages as text } from './expenses-recurrent-messages';

/** Egresos Recurrentes (SPEC §2): the paged, filtered list with create, edit, pause and delete. */
export function ExpensesRecurrentPage() {
  const list = useRecordsList(EXPENSES_RECURRENT_FILTERS, recurringExpensesQueryOptions);
  return (
    <RecordsPage
      texts={text}
      list={list}
      filters={<ExpensesRecurrentFilters applied={list.filters} onApply={list.apply} />}
      columns={expensesRecurrentColumns}
      form={(item, close) => <ExpensesRecurrentFormModal item={item} onClose={close} />}
      remove={useDeleteRecurringExpense()}
      itemName={(item) => item.name}
    />
  );
}
