import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import type { Credential } from '@app/contract/password-manager';
import type { CrudDialogState } from '../../../components/crud/use-crud-dialogs';
import { ListPage } from '../../../components/list-page/list-page';
import { useListFilters } from '../../../components/list-page/use-list-filters';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useDeleteCredential } from '../api/delete-credential';
import { useCredentials } from '../api/get-credentials';
import { CREDENTIAL_FILTERS } from '../credential-filter-params';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { credentialColumns } from './credential-columns';
import { CredentialFilters } from './credential-filters';
import { CredentialFormModal } from './credential-form-modal';

const texts = {
  caption: text.caption,
  loading: text.loading,
  loadError: text.loadError,
  empty: text.empty,
  count: text.count,
};

type CredentialListProps = {
  dialogs: {
    state: CrudDialogState<Credential>;
    openCreate: () => void;
    openEdit: (item: Credential) => void;
    openDelete: (item: Credential) => void;
    close: () => void;
  };
};

/** The credentials the viewer may see, 10 a page, with their filters and dialogs. */
export function CredentialList({ dialogs }: CredentialListProps) {
  const list = useListFilters(CREDENTIAL_FILTERS);
  const query = useCredentials({ ...list.filters, page: list.page, limit: PAGE_SIZE_DEFAULT });
  const remove = useDeleteCredential();
  const state = dialogs.state;

  return (
    <>
      <CredentialFilters applied={list.filters} onApply={list.apply} />
      <ListPage
        query={query}
        columns={credentialColumns({ edit: dialogs.openEdit, remove: dialogs.openDelete })}
        rowKey={(credential) => credential.id}
        texts={texts}
        page={list.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={list.setPage}
        onAdd={dialogs.openCreate}
        actions={
          (query.data?.total ?? 0) > 0 && (
            <p className="text-xs text-slate-500">{text.insightsNote}</p>
          )
        }
      >
        {(state.kind === 'create' || state.kind === 'edit') && (
          <CredentialFormModal
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
    </>
  );
}
