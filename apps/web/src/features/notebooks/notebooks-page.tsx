import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import type { EmailItem, Notebook, NotebookType, TemplateItem } from '@app/contract/notebooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCrudDialogs } from '../../components/crud/use-crud-dialogs';
import { ListPage } from '../../components/list-page/list-page';
import { useListFilters } from '../../components/list-page/use-list-filters';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { PageHeader } from '../../components/ui/page-header';
import { useDeleteNotebook } from './api/delete-notebook';
import { notebooksKey, useNotebooks, type NotebookFilterValues } from './api/get-notebooks';
import { notebookColumns, notebookName } from './components/notebook-columns';
import { NotebookFilters } from './components/notebook-filters';
import { NotebookFormModal } from './components/notebook-form-modal';
import { RevealsModal } from './components/reveals-modal';
import { ShareModal } from './components/share-modal';
import { TemplateContentModal } from './components/template-content-modal';
import { NOTEBOOK_FILTERS } from './notebook-filter-params';
import { NOTEBOOK_MESSAGES, notebookMessages } from './notebooks-messages';

/**
 * One of the three shared managers (SPEC §2 'Gestor de correos', 'Gestor de links', 'Gestor de
 * plantillas'): one screen, told apart by `type` (its columns, form fields and texts), on
 * `/notebooks?type=` with the filters and the page in the address.
 */
export function NotebooksPage({ type }: { type: NotebookType }) {
  const text = NOTEBOOK_MESSAGES[type];
  const list = useListFilters(NOTEBOOK_FILTERS);
  const queryClient = useQueryClient();
  const query = useNotebooks({ ...list.filters, type, page: list.page, limit: PAGE_SIZE_DEFAULT });
  const dialogs = useCrudDialogs<Notebook>();
  const [sharing, setSharing] = useState<Notebook | null>(null);
  const [reading, setReading] = useState<TemplateItem | null>(null);
  const [auditing, setAuditing] = useState<EmailItem | null>(null);
  const remove = useDeleteNotebook(type);
  const state = dialogs.state;

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        action={{ label: text.createLabel, onClick: dialogs.openCreate }}
      />
      <NotebookFilters
        type={type}
        label={`${notebookMessages.filtersLabel}: ${text.title}`}
        applied={list.filters}
        onApply={(filters) => {
          // Others share, unshare and change these items: 'Buscar' with the filters already
          // applied is a refresh, not a no-op that keeps showing a revoked item for 30 s.
          if (sameFilters(filters, list.filters)) {
            void queryClient.invalidateQueries({ queryKey: [...notebooksKey, type] });
          }
          list.apply(filters);
        }}
      />
      <ListPage
        query={query}
        columns={notebookColumns(type, {
          share: setSharing,
          edit: dialogs.openEdit,
          remove: dialogs.openDelete,
          showContent: setReading,
          reveals: setAuditing,
        })}
        rowKey={(item) => item.id}
        texts={text}
        page={list.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={list.setPage}
        onAdd={dialogs.openCreate}
      >
        {(state.kind === 'create' || state.kind === 'edit') && (
          <NotebookFormModal
            type={type}
            item={state.kind === 'edit' ? state.item : null}
            onClose={dialogs.close}
          />
        )}
        {sharing && <ShareModal item={sharing} onClose={() => setSharing(null)} />}
        {reading && <TemplateContentModal item={reading} onClose={() => setReading(null)} />}
        {auditing && <RevealsModal item={auditing} onClose={() => setAuditing(null)} />}
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
            <>
              <p>{text.deleteQuestion}</p>
              <p className="font-medium text-slate-900">{notebookName(state.item)}</p>
            </>
          )}
        </ConfirmModal>
      </ListPage>
    </div>
  );
}

const sameFilters = (a: NotebookFilterValues, b: NotebookFilterValues) =>
  (Object.keys(a) as (keyof NotebookFilterValues)[]).every(
    (key) => a[key].trim() === b[key].trim(),
  );

/** `/email-manager`: Gestor de correos. */
export const EmailManagerPage = () => <NotebooksPage type="email" />;
/** `/links-manager`: Gestor de links. */
export const LinksManagerPage = () => <NotebooksPage type="link" />;
/** `/templates-manager`: Gestor de plantillas. */
export const TemplatesManagerPage = () => <NotebooksPage type="template" />;
