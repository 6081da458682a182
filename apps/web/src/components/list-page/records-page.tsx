import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import type { ReactNode } from 'react';
import { useCrudDialogs } from '../crud/use-crud-dialogs';
import { ConfirmModal } from '../ui/confirm-modal';
import { PageHeader } from '../ui/page-header';
import type { Column } from './data-table';
import { ListPage, type ListPageTexts, type PageQuery } from './list-page';

export type RecordsPageTexts = ListPageTexts & {
  title: string;
  subtitle: string;
  /** The header's button; no button when the screen creates nothing. */
  createLabel?: string;
  deleteTitle: string;
  /** '¿Seguro que deseas eliminar el ingreso' — the record's name and '?' follow. */
  deleteQuestion: string;
  deleteWarning?: string;
};

/** What a row's buttons open. */
export type RecordActions<T> = { edit: (item: T) => void; remove: (item: T) => void };

type RecordsPageProps<T extends { id: number }> = {
  texts: RecordsPageTexts;
  /** The list's page (from the address) and its query: `useRecordsList`. */
  list: { page: number; setPage: (page: number) => void; query: PageQuery<T> };
  /** The filter form, above the list. */
  filters: ReactNode;
  columns: (actions: RecordActions<T>) => Column<T>[];
  /** The create (item null) or edit dialog. */
  form: (item: T | null, close: () => void) => ReactNode;
  remove: {
    isPending: boolean;
    mutate: (id: number, options: { onSuccess: () => void }) => void;
  };
  /** How the delete question names a record. */
  itemName: (item: T) => ReactNode;
  /** Beside the count (the CSV export). */
  actions?: ReactNode;
};

/**
 * A screen of server-paged records (Ingresos, Egresos, Egresos Recurrentes): its header with the
 * create button, the filters, the list (ListPage), and the create, edit and delete dialogs. The
 * screen gives its list (`useRecordsList`), columns, form and texts; filters and page live in the
 * address.
 */
export function RecordsPage<T extends { id: number }>({
  texts,
  list,
  filters,
  columns,
  form,
  remove,
  itemName,
  actions,
}: RecordsPageProps<T>) {
  const dialogs = useCrudDialogs<T>();
  const state = dialogs.state;
  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        action={
          texts.createLabel ? { label: texts.createLabel, onClick: dialogs.openCreate } : undefined
        }
      />
      {filters}
      <ListPage
        query={list.query}
        columns={columns({ edit: dialogs.openEdit, remove: dialogs.openDelete })}
        rowKey={(item) => item.id}
        texts={texts}
        page={list.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={list.setPage}
        onAdd={texts.createLabel ? dialogs.openCreate : undefined}
        actions={actions}
      >
        {(state.kind === 'create' || state.kind === 'edit') &&
          form(state.kind === 'edit' ? state.item : null, dialogs.close)}
        <ConfirmModal
          open={state.kind === 'delete'}
          onOpenChange={(open) => {
            if (!open) dialogs.close();
          }}
          title={texts.deleteTitle}
          busy={remove.isPending}
          onConfirm={() => {
            if (state.kind !== 'delete') return;
            remove.mutate(state.item.id, { onSuccess: dialogs.close });
          }}
        >
          {state.kind === 'delete' && (
            <p>
              {texts.deleteQuestion}{' '}
              <strong className="text-slate-900">{itemName(state.item)}</strong>?
              {texts.deleteWarning ? ` ${texts.deleteWarning}` : null}
            </p>
          )}
        </ConfirmModal>
      </ListPage>
    </div>
  );
}
