import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import type { Income } from '@app/contract/incomes';
import { useQuery } from '@tanstack/react-query';
import { useCrudDialogs } from '../../components/crud/use-crud-dialogs';
import { ExportButton } from '../../components/list-page/export-button';
import { ListPage } from '../../components/list-page/list-page';
import { useListFilters } from '../../components/list-page/use-list-filters';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { PageHeader } from '../../components/ui/page-header';
import { useDeleteIncome } from './api/delete-income';
import { exportIncomes } from './api/export-incomes';
import { incomesQueryOptions } from './api/get-incomes';
import { incomeColumns, incomeName } from './components/income-columns';
import { IncomeFilters } from './components/income-filters';
import { IncomeFormModal } from './components/income-form-modal';
import { INCOME_FILTERS } from './income-filter-params';
import { incomeMessages as text } from './incomes-messages';

const texts = {
  caption: text.caption,
  loading: text.loading,
  loadError: text.loadError,
  empty: text.empty,
  count: text.count,
};

/** Ingresos (SPEC §2): the paged, filtered list with create, edit, delete and the CSV export. */
export function IncomesPage() {
  const list = useListFilters(INCOME_FILTERS);
  const query = useQuery(
    incomesQueryOptions({ ...list.filters, page: list.page, limit: PAGE_SIZE_DEFAULT }),
  );
  const dialogs = useCrudDialogs<Income>();
  const remove = useDeleteIncome();
  const state = dialogs.state;

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        action={{ label: text.createLabel, onClick: dialogs.openCreate }}
      />
      <IncomeFilters applied={list.filters} onApply={list.apply} />
      <ListPage
        query={query}
        columns={incomeColumns({ edit: dialogs.openEdit, remove: dialogs.openDelete })}
        rowKey={(income) => income.id}
        texts={texts}
        page={list.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={list.setPage}
        actions={
          <ExportButton
            run={() => exportIncomes(list.filters)}
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
          <IncomeFormModal
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
              {text.deleteQuestion}{' '}
              <strong className="text-slate-900">{incomeName(state.item)}</strong>?{' '}
              {text.deleteWarning}
            </p>
          )}
        </ConfirmModal>
      </ListPage>
    </div>
  );
}
