import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage, isConflict } from '../../lib/api-error';
import { Card } from '../ui/card';
import { ConfirmModal } from '../ui/confirm-modal';
import { DataTable, type Column } from '../list-page/data-table';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { PageHeader } from '../ui/page-header';
import { Paginator } from '../ui/paginator';
import { LoadingBlock } from '../ui/spinner';
import { RowActions } from './row-actions';
import { useClientList } from './use-client-list';
import { useCrudDialogs } from './use-crud-dialogs';

type Named = { id: number; name: string };

export type CrudListQuery<T> = {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type CrudListPageProps<T extends Named> = {
  title: string;
  subtitle: string;
  /** The header's action, e.g. 'Nueva categoría'. */
  createLabel: string;
  /** Names the table for assistive technology, e.g. 'Lista de categorías'. */
  tableLabel: string;
  query: CrudListQuery<T>;
  /** Shown in the page when the list cannot load (the toast says the same). */
  loadErrorMessage: string;
  columns: Column<T>[];
  /** The create (item null) or edit dialog; call onClose when it is done or cancelled. */
  renderForm: (props: { item: T | null; onClose: () => void }) => ReactNode;
  remove: {
    /** Title of the confirmation, e.g. 'Eliminar categoría'. */
    title: string;
    /** Label of the row action, 'Eliminar' unless told otherwise. */
    actionLabel?: string;
    actionIcon?: 'trash' | 'user-x';
    describe: (item: T) => ReactNode;
    /** Runs the deletion; toasts come from the mutation. Rejects on failure. */
    run: (item: T) => Promise<unknown>;
    /** Shown in the dialog when the deletion fails and the server sent no message (SPEC §8). */
    errorMessage?: string;
    /** Rows for which the action is not offered. */
    isAllowed?: (item: T) => boolean;
  };
  searchText?: (item: T) => string;
  rowClassName?: (item: T) => string | undefined;
  /** Row actions of a particular list (icon buttons), shown before edit and delete. */
  extraActions?: (item: T) => ReactNode;
};

/**
 * A whole list screen: header with search and 'new' action, table with edit and delete per row,
 * client-side sorting (columns with a `sortValue`) and paging, loading / error / empty states, and the create, edit and delete dialogs.
 */
export function CrudListPage<T extends Named>({
  title,
  subtitle,
  createLabel,
  tableLabel,
  query,
  loadErrorMessage,
  columns,
  renderForm,
  remove,
  searchText = (item) => item.name,
  rowClassName,
  extraActions,
}: CrudListPageProps<T>) {
  const dialogs = useCrudDialogs<T>();
  const list = useClientList(query.data, searchText);
  const [removing, setRemoving] = useState(false);
  /** Why the last deletion failed; `blocked` when retrying cannot help (409: the entry is in use). */
  const [removeError, setRemoveError] = useState<{ message: string; blocked: boolean } | null>(
    null,
  );
  const actionLabel = remove.actionLabel ?? 'Eliminar';

  const allColumns: Column<T>[] = [
    ...columns,
    {
      key: 'actions',
      header: 'Acciones',
      srOnlyHeader: true,
      align: 'right',
      className: extraActions ? 'w-36' : 'w-28',
      cardCorner: true,
      cell: (item) => (
        <RowActions
          name={item.name}
          onEdit={() => dialogs.openEdit(item)}
          onDelete={
            remove.isAllowed?.(item) === false
              ? undefined
              : () => {
                  setRemoveError(null);
                  dialogs.openDelete(item);
                }
          }
          deleteLabel={actionLabel}
          deleteIcon={remove.actionIcon}
        >
          {extraActions?.(item)}
        </RowActions>
      ),
    },
  ];

  const confirmRemove = async (item: T) => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await remove.run(item);
      dialogs.close();
    } catch (error) {
      // The dialog stays open and says why, once (no toast repeats it: the delete mutations of
      // these screens declare no error toast), in the server's words: an entry in use (409, with how many records use it) cannot
      // be deleted by trying again, so Confirmar is turned off; anything else may be retried
      // (docs/decisions/041).
      setRemoveError({
        message: errorMessage(error, remove.errorMessage ?? 'No se pudo eliminar el registro'),
        blocked: isConflict(error),
      });
    } finally {
      setRemoving(false);
    }
  };

  let body: ReactNode;
  if (query.isPending) body = <LoadingBlock label={`Cargando ${title.toLowerCase()}`} />;
  else if (query.isError)
    body = <ErrorState message={loadErrorMessage} onRetry={() => void query.refetch()} />;
  else if (list.filtered.length === 0) {
    body = list.search ? (
      <EmptyState message="No se encontraron registros" />
    ) : (
      <EmptyState onAdd={dialogs.openCreate} />
    );
  } else {
    body = (
      <>
        <DataTable
          caption={tableLabel}
          columns={allColumns}
          rows={list.filtered}
          page={{ index: list.page, size: list.pageSize }}
          rowKey={(item) => item.id}
          rowClassName={rowClassName}
        />
        <Paginator
          className="border-t border-slate-100 px-4 py-3"
          page={list.page}
          totalItems={list.filtered.length}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
        />
      </>
    );
  }

  const { state } = dialogs;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        search={{ value: list.search, onChange: list.setSearch }}
        action={{ label: createLabel, onClick: dialogs.openCreate }}
      />
      <Card className="overflow-hidden">{body}</Card>

      {state.kind === 'create' && renderForm({ item: null, onClose: dialogs.close })}
      {state.kind === 'edit' && renderForm({ item: state.item, onClose: dialogs.close })}
      {state.kind === 'delete' && (
        <ConfirmModal
          open
          onOpenChange={(open) => {
            if (!open) dialogs.close();
          }}
          title={remove.title}
          busy={removing}
          busyLabel={actionLabel === 'Eliminar' ? 'Eliminando...' : 'Procesando...'}
          onConfirm={() => void confirmRemove(state.item)}
          confirmDisabled={removeError?.blocked}
        >
          {remove.describe(state.item)}
          {removeError && <RemoveError message={removeError.message} />}
        </ConfirmModal>
      )}
    </>
  );
}

/**
 * Why the deletion failed, inside the dialog: announced at once (role alert) and focused, since the
 * button the user pressed may just have been turned off.
 */
function RemoveError({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <p
      role="alert"
      tabIndex={-1}
      ref={ref}
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 outline-none"
    >
      {message}
    </p>
  );
}
