import { FilterForm } from '../../../components/list-page/filter-form';
import { emptyFilters } from '../../../components/list-page/use-list-filters';
import { TextField } from '../../../components/ui/form-field';
import type { CredentialFilterValues } from '../api/get-credentials';
import { CREDENTIAL_FILTERS } from '../credential-filter-params';
import { passwordManagerMessages as text } from '../password-manager-messages';

type CredentialFiltersProps = {
  applied: CredentialFilterValues;
  onApply: (filters: CredentialFilterValues) => void;
};

const FIELDS = [
  { key: 'name', label: text.nameFilter, placeholder: text.namePlaceholder },
  { key: 'username', label: text.usernameFilter, placeholder: text.usernamePlaceholder },
  { key: 'website', label: text.websiteFilter, placeholder: text.websitePlaceholder },
] as const;

/** SPEC §2: service name, username, website; applied on 'Buscar'. */
export function CredentialFilters({ applied, onApply }: CredentialFiltersProps) {
  return (
    <FilterForm
      label={text.filtersLabel}
      applied={applied}
      empty={emptyFilters(CREDENTIAL_FILTERS)}
      onApply={onApply}
    >
      {(draft, set) => (
        <>
          {FIELDS.map(({ key, label, placeholder }) => (
            <TextField
              key={key}
              type="search"
              label={label}
              placeholder={placeholder}
              value={draft[key]}
              onChange={(event) => set(key, event.target.value)}
              maxLength={200}
              autoComplete="off"
            />
          ))}
        </>
      )}
    </FilterForm>
  );
}
