import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import { useQuery } from '@tanstack/react-query';
import { RecordsPage } from '../../components/list-page/records-page';
import { useListFilters } from '../../components/list-page/use-list-filters';
import { useDeleteRecurringExpense } from './api/delete-recurring-expense';
import { recurringExpensesQueryOptions } from './api/get-recurring-expenses';
import { recurringColumns } from './components/recurring-columns';
import { RecurringFilters } from './components/recurring-filters';
import { RecurringFormModal } from './components/recurring-form-modal';
import { RECURRING_FILTERS } from './recurring-filter-params';
import { recurringMessages as text } from './expenses-recurrent-messages';

/** Egresos Recurrentes (SPEC §2): the paged, filtered list with create, edit, pause and delete. */
export function ExpensesRecurrentPage() {
  const list = useListFilters(RECURRING_FILTERS);
  const query = useQuery(
    recurringExpensesQueryOptions({ ...list.filters, page: list.page, limit: PAGE_SIZE_DEFAULT }),
  );
  return (
    <RecordsPage
      texts={text}
      page={list.page}
      onPageChange={list.setPage}
      query={query}
      filters={<RecurringFilters applied={list.filters} onApply={list.apply} />}
      columns={recurringColumns}
      form={(item, close) => <RecurringFormModal item={item} onClose={close} />}
      remove={useDeleteRecurringExpense()}
      itemName={(item) => item.name}
    />
  );
}
