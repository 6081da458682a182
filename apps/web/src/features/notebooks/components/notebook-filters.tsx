import { FILTER_TEXTS } from '@app/contract/filters';
import type { NotebookType } from '@app/contract/notebooks';
import { Settings2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FilterForm } from '../../../components/list-page/filter-form';
import { emptyFilters } from '../../../components/list-page/use-list-filters';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useSubCategories } from '../../sub-categories/api/get-sub-categories';
import type { NotebookFilterValues } from '../api/get-notebooks';
import { NOTEBOOK_FILTERS } from '../notebook-filter-params';
import { notebookMessages as text } from '../notebooks-messages';
import { SubCategoryManager } from './sub-category-manager';

type NotebookFiltersProps = {
  type: NotebookType;
  label: string;
  applied: NotebookFilterValues;
  onApply: (filters: NotebookFilterValues) => void;
};

const SCOPE_OPTIONS = [
  { value: 'mine', label: text.scopes.mine },
  { value: 'shared', label: text.scopes.shared },
];

/**
 * SPEC §2: 'Buscar por nombre' (title), date from, date to, sub-category (with its small manager
 * beside it) and whose items (Todos / Míos / Compartidos conmigo); applied on 'Buscar' (SPEC §4).
 */
export function NotebookFilters({ type, label, applied, onApply }: NotebookFiltersProps) {
  const subCategories = useSubCategories(type);
  const [managing, setManaging] = useState(false);
  // The sub-category filtered on was deleted (here, in the manager beside it, or by a colleague):
  // the select can no longer show it, so drop it rather than list nothing under 'Todas'.
  const gone =
    subCategories.isSuccess &&
    applied.subCategoryId !== '' &&
    !subCategories.data.some((item) => String(item.id) === applied.subCategoryId);
  useEffect(() => {
    if (gone) onApply({ ...applied, subCategoryId: '' });
  }, [gone, applied, onApply]);
  return (
    <>
      <FilterForm
        label={label}
        applied={applied}
        empty={emptyFilters(NOTEBOOK_FILTERS)}
        onApply={onApply}
        check={(draft) =>
          draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo
            ? { dateFrom: FILTER_TEXTS.dateRange }
            : {}
        }
      >
        {(draft, set, errors) => (
          <>
            <TextField
              type="search"
              label={text.titleFilter}
              placeholder={text.titlePlaceholder}
              value={draft.title}
              onChange={(event) => set('title', event.target.value)}
              maxLength={200}
              autoComplete="off"
            />
            <DateField
              label={text.dateFrom}
              value={draft.dateFrom}
              onChange={(value) => set('dateFrom', value)}
              error={errors.dateFrom}
            />
            <DateField
              label={text.dateTo}
              value={draft.dateTo}
              onChange={(value) => set('dateTo', value)}
            />
            <div className="flex items-start gap-1">
              <SelectField
                label={text.subCategory}
                placeholder={text.allSubCategories}
                containerClassName="min-w-0 flex-1"
                options={(subCategories.data ?? []).map((item) => ({
                  value: String(item.id),
                  label: item.value,
                }))}
                value={draft.subCategoryId}
                onChange={(event) => set('subCategoryId', event.target.value)}
              />
              <Button
                variant="secondary"
                size="icon"
                className="mt-[1.625rem] size-10"
                aria-label={text.subCategories.manage}
                title={text.subCategories.manage}
                onClick={() => setManaging(true)}
              >
                <Settings2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
            <SelectField
              label={text.scope}
              placeholder={text.scopes.all}
              options={SCOPE_OPTIONS}
              value={draft.scope}
              onChange={(event) => set('scope', event.target.value)}
            />
          </>
        )}
      </FilterForm>
      {managing && <SubCategoryManager feature={type} onClose={() => setManaging(false)} />}
    </>
  );
}
