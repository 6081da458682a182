import { ExportButton } from '../../components/list-page/export-button';
import { RecordsPage } from '../../components/list-page/records-page';
import { useRecordsList } from '../../components/list-page/use-records-list';
import { useDeleteExpense } from './api/delete-expense';
import { expensesExportOptions } from './api/export-expenses';
import { expensesQueryOptions } from './api/get-expenses';
import { expenseColumns } from './components/expense-columns';
import { ExpenseFilters } from './components/expense-filters';
import { ExpenseFormModal } from './components/expense-form-modal';
import { EXPENSE_FILTERS } from './expense-filter-params';
import { expenseMessages as text } from './expenses-messages';

/** Egresos (SPEC §2): the paged, filtered list with create, edit (and receipts), delete and the CSV and Excel exports. */
export function ExpensesPage() {
  const list = useRecordsList(EXPENSE_FILTERS, expensesQueryOptions);
  return (
    <RecordsPage
      texts={text}
      list={list}
      filters={<ExpenseFilters applied={list.filters} onApply={list.apply} />}
      columns={expenseColumns}
      form={(item, close) => <ExpenseFormModal item={item} onClose={close} />}
      remove={useDeleteExpense()}
      itemName={(expense) => expense.name}
      actions={
        <ExportButton
          file={expensesExportOptions(list.filters)}
          disabled={(list.query.data?.total ?? 0) === 0}
          texts={{ done: text.exported, error: text.exportError }}
        />
      }
    />
  );
}
