import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import type { Expense } from '@app/contract/expenses';
import { useQuery } from '@tanstack/react-query';
import { useCrudDialogs } from '../../components/crud/use-crud-dialogs';
import { ExportButton } from '../../components/list-page/export-button';
import { ListPage } from '../../components/list-page/list-page';
import { useListFilters } from '../../components/list-page/use-list-filters';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { PageHeader } from '../../components/ui/page-header';
import { useDeleteExpense } from './api/delete-expense';
import { exportExpenses } from './api/export-expenses';
import { expensesQueryOptions } from './api/get-expenses';
import { expenseColumns } from './components/expense-columns';
import { ExpenseFilters } from './components/expense-filters';
import { ExpenseFormModal } from './components/expense-form-modal';
import { EXPENSE_FILTERS } from './expense-filter-params';
import { expenseMessages as text } from './expenses-messages';

const texts = {
  caption: text.caption,
  loading: text.loading,
  loadError: text.loadError,
  empty: text.empty,
  count: text.count,
};

/** Egresos (SPEC §2): the paged, filtered list with create, edit (and receipts), delete and the CSV export. */
export function ExpensesPage() {
  const list = useListFilters(EXPENSE_FILTERS);
  const query = useQuery(
    expensesQueryOptions({ ...list.filters, page: list.page, limit: PAGE_SIZE_DEFAULT }),
  );
  const dialogs = useCrudDialogs<Expense>();
  const remove = useDeleteExpense();
  const state = dialogs.state;

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        action={{ label: text.createLabel, onClick: dialogs.openCreate }}
      />
      <ExpenseFilters applied={list.filters} onApply={list.apply} />
      <ListPage
        query={query}
        columns={expenseColumns({ edit: dialogs.openEdit, remove: dialogs.openDelete })}
        rowKey={(expense) => expense.id}
        texts={texts}
        page={list.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={list.setPage}
        actions={
          <ExportButton
            run={() => exportExpenses(list.filters)}
            disabled={(query.data?.total ?? 0) === 0}
            texts={{
              label: text.exportCsv,
              busy: text.exporting,
              done: text.exported,
              error: text.exportError,
            }}
          />
        }
      >
        {(state.kind === 'create' || state.kind === 'edit') && (
          <ExpenseFormModal
            item={state.kind === 'edit' ? state.item : null}
            onClose={dialogs.close}
          />
        )}
        <ConfirmModal
          open={state.kind === 'delete'}
          onOpenChange={(open) => {
            if (!open) dialogs.close();
          }}
          title={text.deleteTitle}
          busy={remove.isPending}
          onConfirm={() => {
            if (state.kind !== 'delete') return;
            remove.mutate(state.item.id, { onSuccess: dialogs.close });
          }}
        >
          {state.kind === 'delete' && (
            <p>
              {text.deleteQuestion} <strong className="text-slate-900">{state.item.name}</strong>?{' '}
              {text.deleteWarning}
            </p>
          )}
        </ConfirmModal>
      </ListPage>
    </div>
  );
}
