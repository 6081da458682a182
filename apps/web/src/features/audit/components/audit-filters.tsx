import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@app/contract/audit';
import { checkDateRange, DateRangeFields } from '../../../components/list-page/date-range-fields';
import { FilterForm } from '../../../components/list-page/filter-form';
import { emptyFilters } from '../../../components/list-page/use-list-filters';
import { SelectField } from '../../../components/ui/form-field';
import { useUsers } from '../../users/api/get-users';
import type { AuditFilterValues } from '../api/get-audit';
import { AUDIT_FILTERS } from '../audit-filter-params';
import { auditMessages as text } from '../audit-messages';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[action],
}));

type AuditFiltersProps = {
  applied: AuditFilterValues;
  onApply: (filters: AuditFilterValues) => void;
};

/** Usuario (every user of GET /users), Acción, Desde, Hasta; applied on 'Buscar'. */
export function AuditFilters({ applied, onApply }: AuditFiltersProps) {
  const users = useUsers();
  const userOptions = (users.data ?? []).map((user) => ({
    value: String(user.id),
    label: user.active ? user.name : `${user.name} (inactivo)`,
  }));
  return (
    <FilterForm
      label={text.filtersLabel}
      applied={applied}
      empty={emptyFilters(AUDIT_FILTERS)}
      onApply={onApply}
      check={checkDateRange}
      columns={4}
    >
      {(draft, set, errors) => (
        <>
          <SelectField
            label={text.user}
            placeholder={text.allUsers}
            options={userOptions}
            value={draft.actorId}
            onChange={(event) => set('actorId', event.target.value)}
          />
          <SelectField
            label={text.action}
            placeholder={text.allActions}
            options={ACTION_OPTIONS}
            value={draft.action}
            onChange={(event) => set('action', event.target.value)}
          />
          <DateRangeFields
            draft={draft}
            set={set}
            errors={errors}
            labels={{ from: text.from, to: text.to }}
          />
        </>
      )}
    </FilterForm>
  );
}
