import {
  SUB_CATEGORY_VALUE_MAX,
  type SubCategory,
  type SubCategoryFeature,
} from '@app/contract/sub-categories';
import { Pencil, Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useDeleteSubCategory } from '../../sub-categories/api/delete-sub-category';
import { useSubCategories } from '../../sub-categories/api/get-sub-categories';
import { useUpdateSubCategory } from '../../sub-categories/api/update-sub-category';
import { notebooksKey } from '../api/get-notebooks';
import { notebookMessages as text } from '../notebooks-messages';

const t = text.subCategories;

/**
 * The small sub-category manager beside the filter (DECISIONS §8): every sub-category of the
 * manager, renamed or deleted by its creator or an admin (`canEdit`); the items of a deleted one
 * fall back to none, so the lists are asked again.
 */
export function SubCategoryManager({
  feature,
  onClose,
}: {
  feature: SubCategoryFeature;
  onClose: () => void;
}) {
  const list = useSubCategories(feature);
  const rename = useUpdateSubCategory(notebooksKey);
  const remove = useDeleteSubCategory(notebooksKey);
  const [editing, setEditing] = useState<{ id: number; value: string } | null>(null);
  const [deleting, setDeleting] = useState<SubCategory | null>(null);
  const items = list.data ?? [];

  const saveRename = async () => {
    if (!editing) return;
    const value = editing.value.trim();
    if (!value) return;
    try {
      await rename.mutateAsync({ id: editing.id, input: { value } });
      setEditing(null);
    } catch {
      // The toast says why ('Ya existe una subcategoría con ese nombre', …); the draft stays.
    }
  };

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => {
          if (!open && !rename.isPending) onClose();
        }}
        title={t.title}
        description={t.readOnly}
      >
        {list.isPending ? (
          <LoadingBlock label={t.loading} />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t.title}>
            {items.map((item) => (
              <li key={item.id} className="flex min-h-12 items-center gap-2 py-1.5">
                {editing?.id === item.id ? (
                  <form
                    noValidate
                    className="flex flex-1 flex-wrap items-end gap-2"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void saveRename();
                    }}
                  >
                    <TextField
                      label={t.newName(item.value)}
                      containerClassName="min-w-0 flex-1"
                      value={editing.value}
                      maxLength={SUB_CATEGORY_VALUE_MAX}
                      autoFocus
                      autoComplete="off"
                      onChange={(event) => setEditing({ id: item.id, value: event.target.value })}
                    />
                    <Button
                      type="submit"
                      size="sm"
                      className="mb-1"
                      disabled={rename.isPending || editing.value.trim() === ''}
                    >
                      {t.save}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="mb-1"
                      onClick={() => setEditing(null)}
                      disabled={rename.isPending}
                    >
                      {t.cancel}
                    </Button>
                  </form>
                ) : (
                  <>
                    <span className="min-w-0 flex-1 text-sm break-words text-slate-800">
                      {item.value}
                    </span>
                    {item.canEdit && (
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t.rename(item.value)}
                          title={t.rename(item.value)}
                          onClick={() => setEditing({ id: item.id, value: item.value })}
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t.remove(item.value)}
                          title={t.remove(item.value)}
                          className="hover:bg-red-50 hover:text-red-600"
                          onClick={() => setDeleting(item)}
                        >
                          <Trash className="size-4" aria-hidden="true" />
                        </Button>
                      </>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <ConfirmModal
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t.deleteTitle}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && <p>{t.deleteQuestion(deleting.value)}</p>}
      </ConfirmModal>
    </>
  );
}
