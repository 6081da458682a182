import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import type { RecurringExpense } from '@app/contract/expenses-recurrent';
import { useQuery } from '@tanstack/react-query';
import { useCrudDialogs } from '../../components/crud/use-crud-dialogs';
import { ListPage } from '../../components/list-page/list-page';
import { useListFilters } from '../../components/list-page/use-list-filters';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { PageHeader } from '../../components/ui/page-header';
import { useDeleteRecurringExpense } from './api/delete-recurring-expense';
import { recurringExpensesQueryOptions } from './api/get-recurring-expenses';
import { recurringColumns } from './components/recurring-columns';
import { RecurringFilters } from './components/recurring-filters';
import { RecurringFormModal } from './components/recurring-form-modal';
import { RECURRING_FILTERS } from './recurring-filter-params';
import { recurringMessages as text } from './expenses-recurrent-messages';

const texts = {
  caption: text.caption,
  loading: text.loading,
  loadError: text.loadError,
  empty: text.empty,
  count: text.count,
};

/** Egresos Recurrentes (SPEC §2): the paged, filtered list with create, edit, pause and delete. */
export function ExpensesRecurrentPage() {
  const list = useListFilters(RECURRING_FILTERS);
  const query = useQuery(
    recurringExpensesQueryOptions({ ...list.filters, page: list.page, limit: PAGE_SIZE_DEFAULT }),
  );
  const dialogs = useCrudDialogs<RecurringExpense>();
  const remove = useDeleteRecurringExpense();
  const state = dialogs.state;

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        action={{ label: text.createLabel, onClick: dialogs.openCreate }}
      />
      <RecurringFilters applied={list.filters} onApply={list.apply} />
      <ListPage
        query={query}
        columns={recurringColumns({ edit: dialogs.openEdit, remove: dialogs.openDelete })}
        rowKey={(item) => item.id}
        texts={texts}
        page={list.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={list.setPage}
      >
        {(state.kind === 'create' || state.kind === 'edit') && (
          <RecurringFormModal
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
