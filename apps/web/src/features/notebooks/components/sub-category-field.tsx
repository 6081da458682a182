import type { SubCategoryFeature } from '@app/contract/sub-categories';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useCreateSubCategory } from '../../sub-categories/api/create-sub-category';
import { useSubCategories } from '../../sub-categories/api/get-sub-categories';
import { notebookMessages as text } from '../notebooks-messages';

type SubCategoryFieldProps = {
  feature: SubCategoryFeature;
  /** The chosen id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * The item's sub-category (SPEC §5: optional): choose one, clear it ('Sin subcategoría'), or
 * create one here and have it chosen. A blank new name is ignored.
 */
export function SubCategoryField({ feature, value, onChange, error }: SubCategoryFieldProps) {
  const subCategories = useSubCategories(feature);
  const create = useCreateSubCategory();
  const [draft, setDraft] = useState('');

  const add = async () => {
    const name = draft.trim();
    if (!name) return;
    try {
      const created = await create.mutateAsync({ value: name, feature });
      setDraft('');
      onChange(String(created.data.id));
    } catch {
      // The toast says why (lib/notify.ts); what was typed stays.
    }
  };

  return (
    <div className="space-y-2 sm:col-span-2">
      <SelectField
        label={text.fields.subCategory}
        placeholder={text.fields.noSubCategory}
        options={(subCategories.data ?? []).map((item) => ({
          value: String(item.id),
          label: item.value,
        }))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <div className="flex items-end gap-2">
        <TextField
          label={text.fields.newSubCategory}
          containerClassName="min-w-0 flex-1"
          value={draft}
          maxLength={100}
          autoComplete="off"
          placeholder={text.fields.newSubCategoryPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter creates the sub-category rather than saving the whole form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void add();
          }}
        />
        <Button
          variant="secondary"
          onClick={() => void add()}
          disabled={create.isPending || draft.trim() === ''}
        >
          <Plus className="size-4" aria-hidden="true" />
          {text.fields.createSubCategory}
        </Button>
      </div>
    </div>
  );
}
