import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import {
  VAULT_ACTION_LABELS,
  VAULT_ACTIONS,
  type VaultActivity as Activity,
} from '@app/contract/password-manager';
import type { Column } from '../../../components/list-page/data-table';
import { ListPage } from '../../../components/list-page/list-page';
import { useListFilters } from '../../../components/list-page/use-list-filters';
import { SelectField } from '../../../components/ui/form-field';
import { formatDateTime } from '../../../lib/company-time';
import { useVaultActivity } from '../api/get-vault-activity';
import { ACTIVITY_FILTERS, ACTIVITY_VIEW, asAction } from '../activity-params';
import { passwordManagerMessages as text } from '../password-manager-messages';

const texts = {
  caption: text.activityCaption,
  loading: text.activityLoading,
  loadError: text.activityError,
  empty: text.activityEmpty,
  count: text.activityCount,
};

const ACTION_OPTIONS = VAULT_ACTIONS.map((action) => ({
  value: action,
  label: VAULT_ACTION_LABELS[action],
}));

const COLUMNS: Column<Activity>[] = [
  {
    key: 'at',
    header: text.colWhen,
    cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.at)}</span>,
  },
  {
    key: 'user',
    header: text.colWho,
    primary: true,
    cell: (row) => <span className="font-medium text-slate-900">{row.userName}</span>,
  },
  { key: 'action', header: text.colWhat, cell: (row) => VAULT_ACTION_LABELS[row.action] },
  {
    key: 'credential',
    header: text.colCredential,
    cell: (row) => row.credentialName ?? <span className="text-slate-500">—</span>,
  },
  {
    key: 'ip',
    header: text.colIp,
    cell: (row) => <span className="font-mono text-xs break-all">{row.ip}</span>,
  },
];

/** 'Actividad' (admins): who unlocked, revealed, created, edited or deleted what, when and from where. */
export function VaultActivity() {
  const list = useListFilters(ACTIVITY_FILTERS);
  const action = asAction(list.filters.action);
  const query = useVaultActivity({ action, page: list.page, limit: PAGE_SIZE_DEFAULT });
  return (
    <>
      <div className="mb-4 max-w-xs">
        <SelectField
          label={text.actionFilter}
          placeholder={text.allActions}
          options={ACTION_OPTIONS}
          value={action}
          onChange={(event) => list.apply({ view: ACTIVITY_VIEW, action: event.target.value })}
        />
      </div>
      <ListPage
        query={query}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        texts={texts}
        page={list.page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={list.setPage}
      />
    </>
  );
}
